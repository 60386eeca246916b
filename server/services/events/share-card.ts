// The link-preview card of an event without a poster (Open Graph's 1200 × 630): its styles, title,
// when and where in its own zone, and price, on the site's colours, as SVG for the renderer
// (event-card-images.ts). SVG text never wraps, so lines are wrapped and shortened here by the
// font's own widths.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { colourOf, styleOf } from '../../../src/contract/dance-colours';
import { priceText, whenText, type EventPage } from '../../../src/contract/event-page';
import { loadFontMetrics, type FontMetrics } from './font-metrics';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const LEFT = 96;
const TEXT_WIDTH = CARD_WIDTH - LEFT * 2;
const PINK = '#f7c6de';
const LETTER_SPACING = 3;

const fontDirectory = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
export const CARD_FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
  path.join(fontDirectory, file),
);
let fonts: { regular: FontMetrics; bold: FontMetrics } | null = null;
const fontsOf = () =>
  (fonts ??= {
    regular: loadFontMetrics(CARD_FONT_FILES[0]!),
    bold: loadFontMetrics(CARD_FONT_FILES[1]!),
  });

const here = path.dirname(fileURLToPath(import.meta.url));
let logoHref: string | null = null;
const logoOf = () =>
  (logoHref ??= `data:image/svg+xml;base64,${readFileSync(path.join(here, '../../../public/icons/logo.svg')).toString('base64')}`);

/** What the card says: everything that changes it, so its hash names one drawing. */
export interface ShareCardText {
  styles: string;
  title: string;
  when: string;
  where: string;
  price: string | null;
  accent: string;
}

/** Characters a card leaves out: controls and non-characters (XML cannot hold them), emoji and
 * their modifiers (decoration the font lacks). */
const leftOut = (char: string) => {
  const code = char.codePointAt(0)!;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xfffe ||
    code === 0xffff ||
    code === 0x200d ||
    code === 0xfe0f ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    /\p{Extended_Pictographic}/u.test(char)
  );
};

/** Text as one line the card can draw: what it leaves out gone, runs of space as one. */
const oneLine = (text: string) =>
  [...text]
    .map((char) => (leftOut(char) ? (char.codePointAt(0)! < 0xa0 ? ' ' : '') : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

export function shareCardTextOf(event: EventPage): ShareCardText {
  const tickets = event.tickets;
  const price = priceText(event);
  return {
    styles: oneLine(event.danceStyles.join(' · ')).toUpperCase(),
    title: oneLine(event.title) || 'Dance event',
    when: oneLine(whenText(event)),
    where: oneLine(event.location.description) || 'Location TBA',
    price: tickets && tickets.available <= 0 ? 'Sold out' : price,
    accent: colourOf(styleOf(event)),
  };
}

/** Whether the card's font has every character it would draw: a card of boxes is no preview. */
export function shareCardDrawable(card: ShareCardText): boolean {
  const { regular, bold } = fontsOf();
  return (
    bold.covers(`${card.styles}${card.title}${card.price ?? ''}`) &&
    regular.covers(`${card.when}${card.where}`)
  );
}

/** A short name of this drawing: the card's address carries it, so a changed event is fetched anew. */
export const shareCardVersion = (text: ShareCardText) =>
  createHash('sha256').update(JSON.stringify(text)).digest('base64url').slice(0, 12);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Measure = (text: string) => number;

/** The longest start of `text` that fits with "…" after it. */
function shortened(text: string, measure: Measure, width: number): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && measure(`${chars.join('').trimEnd()}…`) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** Lines of at most `width`, breaking between words (inside a word only when it alone is wider). */
export function wrapped(text: string, measure: Measure, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > width) {
      const chars = [...line];
      let head = '';
      while (chars.length > 0 && measure(head + chars[0]!) <= width) head += chars.shift()!;
      lines.push(head);
      line = chars.join('');
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines - 1);
  return [...kept, shortened(lines.slice(maxLines - 1).join(' '), measure, width)];
}

/** When on one line, or an event ending on another day broken at its dash. */
function whenLines(when: string, measure: Measure): string[] {
  if (measure(when) <= TEXT_WIDTH) return [when];
  const dash = when.indexOf(' – ');
  if (dash < 0) return wrapped(when, measure, TEXT_WIDTH, 2);
  return [`${when.slice(0, dash)} –`, when.slice(dash + 3)].map((line) =>
    shortened(line, measure, TEXT_WIDTH),
  );
}

const textElement = (
  lines: string[],
  x: number,
  firstBaseline: number,
  lineHeight: number,
  attributes: string,
) =>
  lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${firstBaseline + index * lineHeight}" ${attributes}>${escapeXml(line)}</text>`,
    )
    .join('');

export function shareCardSvg(card: ShareCardText): string {
  const { regular, bold } = fontsOf();
  const boldAt =
    (size: number, spacing = 0) =>
    (text: string) =>
      bold.widthOf(text, size) + spacing * [...text].length;
  const regularAt = (size: number) => (text: string) => regular.widthOf(text, size);

  // A short title in large type on two lines at most, a long one smaller on three.
  const large = wrapped(card.title, boldAt(72), TEXT_WIDTH, 3);
  const titleSize = large.length <= 2 ? 72 : 60;
  const title = titleSize === 72 ? large : wrapped(card.title, boldAt(60), TEXT_WIDTH, 3);
  const titleLine = Math.round(titleSize * 1.15);
  const titleTop = 140 + titleSize;
  const whenTop = titleTop + (title.length - 1) * titleLine + 60;
  const when = whenLines(card.when, regularAt(32));
  const whereTop = whenTop + (when.length - 1) * 42 + 48;
  const price = card.price ? shortened(card.price, boldAt(36), 420) : null;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#4a2270"/>`,
    `<rect width="24" height="${CARD_HEIGHT}" fill="${card.accent}"/>`,
    card.styles
      ? textElement(
          [shortened(card.styles, boldAt(26, LETTER_SPACING), TEXT_WIDTH)],
          LEFT,
          120,
          0,
          `font-family="DejaVu Sans" font-weight="bold" font-size="26" letter-spacing="${LETTER_SPACING}" fill="${PINK}"`,
        )
      : '',
    textElement(
      title,
      LEFT,
      titleTop,
      titleLine,
      `font-family="DejaVu Sans" font-weight="bold" font-size="${titleSize}" fill="#ffffff"`,
    ),
    textElement(when, LEFT, whenTop, 42, `font-family="DejaVu Sans" font-size="32" fill="#ffffff"`),
    textElement(
      [shortened(card.where, regularAt(30), TEXT_WIDTH)],
      LEFT,
      whereTop,
      0,
      `font-family="DejaVu Sans" font-size="30" fill="${PINK}"`,
    ),
    `<image href="${logoOf()}" x="${LEFT}" y="526" width="56" height="56"/>`,
    `<text x="${LEFT + 72}" y="566" font-family="DejaVu Sans" font-weight="bold" font-size="32" fill="#ffffff">Floorcraft</text>`,
    price
      ? `<text x="${CARD_WIDTH - LEFT}" y="566" text-anchor="end" font-family="DejaVu Sans" font-weight="bold" font-size="36" fill="#ffffff">${escapeXml(price)}</text>`
      : '',
    '</svg>',
  ].join('');
}
