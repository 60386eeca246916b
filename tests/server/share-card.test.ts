// @vitest-environment node
// The share card drawn for an event without a poster: every line stays inside the card (a long
// title or a word wider than the card is wrapped and shortened by the font's own widths), the
// event's text is escaped in the SVG, and a changed event is a new version.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { EventPage } from '@/contract/event-page';
import {
  CARD_FONT_FILES,
  CARD_HEIGHT,
  CARD_WIDTH,
  shareCardDrawable,
  shareCardSvg,
  shareCardTextOf,
  shareCardVersion,
  wrapped,
} from '../../server/services/events/share-card';

const event = (fields: Partial<EventPage> = {}): EventPage => ({
  id: 'e1',
  title: 'Friday Salsa Social',
  description: '',
  startDateTime: '2026-11-27T09:00:00Z',
  endDateTime: '2026-11-27T14:00:00Z',
  timeZone: 'Australia/Sydney',
  location: { description: 'Newtown Hall, 1 King St, Newtown', latitude: null, longitude: null },
  danceStyles: ['salsa'],
  imageUrl: null,
  organiser: 'Sol Dance',
  organisationId: null,
  sessions: [],
  scheduleImages: [],
  tickets: {
    minPrice: 15,
    maxPrice: 25,
    currency: 'AUD',
    available: 4,
    roles: [],
    onSaleFrom: null,
    salesClosedReason: null,
  },
  ...fields,
});

/** The card's pixels as RGBA rows. */
function pixelsOf(svg: string) {
  const image = new Resvg(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: false, fontFiles: CARD_FONT_FILES, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  expect([image.width, image.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  const pixels = image.pixels;
  return (x: number, y: number) => pixels.readUInt32BE((y * CARD_WIDTH + x) * 4);
}

/** Whether any text (white or pink) is drawn in the box. */
function drawnIn(
  pixel: (x: number, y: number) => number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
) {
  const background = pixel(x1 - 1, y1 - 1);
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) if (pixel(x, y) !== background) return true;
  return false;
}

describe('the share card', () => {
  it('draws the title, when, where and price inside the card, and nothing past its margin', () => {
    const pixel = pixelsOf(shareCardSvg(shareCardTextOf(event())));
    expect(drawnIn(pixel, 96, 600, 150, 220)).toBe(true); // the title
    expect(drawnIn(pixel, 700, 1104, 520, 580)).toBe(true); // the price, right-aligned
    expect(drawnIn(pixel, 1110, 1200, 0, CARD_HEIGHT)).toBe(false);
  });

  it('wraps a long title and breaks a word wider than the card, never past the margin', () => {
    for (const title of [
      'Zouk Weekender Intensive with international artists: bootcamp, pool party and three socials across the whole long weekend',
      'W'.repeat(80),
    ]) {
      const svg = shareCardSvg(shareCardTextOf(event({ title })));
      const lines = [...svg.matchAll(/font-size="60" fill="#ffffff">([^<]*)</g)].map((m) => m[1]);
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatch(/…$/);
      expect(drawnIn(pixelsOf(svg), 1110, 1200, 0, CARD_HEIGHT)).toBe(false);
    }
  });

  it('escapes the event’s text and drops characters XML cannot hold', () => {
    const svg = shareCardSvg(
      shareCardTextOf(event({ title: 'A </text><script> & "B"\u0000\u0007' })),
    );
    expect(svg).toContain('>A &#60;/text&#62;&#60;script&#62; &#38; &#34;B&#34;</text>');
    expect(svg).not.toContain('<script');
    expect(() => pixelsOf(svg)).not.toThrow();
  });

  it('says Sold out when nothing is left, and a changed event is a new version', () => {
    const open = shareCardTextOf(event());
    const soldOut = shareCardTextOf(event({ tickets: { ...event().tickets!, available: 0 } }));
    expect(open.price).toBe('$15.00 – $25.00');
    expect(soldOut.price).toBe('Sold out');
    expect(shareCardVersion(open)).not.toBe(shareCardVersion(soldOut));
    expect(shareCardVersion(open)).toBe(shareCardVersion(shareCardTextOf(event())));
  });

  it('is drawn only when its font has every character (else the site’s card is the preview)', () => {
    const drawable = (title: string) => shareCardDrawable(shareCardTextOf(event({ title })));
    expect(drawable('Ñandú Milonga — Танго в Москве · Θεσσαλονίκη')).toBe(true);
    expect(drawable('Soft\u00adhyphen and a joiner\u200d')).toBe(true);
    expect(drawable('タンゴの夜')).toBe(false);
    // Emoji are decoration: left out of the drawing rather than drawn as boxes.
    expect(drawable('Salsa night 💃🏽🔥')).toBe(true);
    expect(shareCardTextOf(event({ title: 'Salsa night 💃🏽🔥' })).title).toBe('Salsa night');
  });

  it('wraps between words by width', () => {
    const byLetters = (text: string) => text.length;
    expect(wrapped('one two three four', byLetters, 9, 3)).toEqual(['one two', 'three', 'four']);
    expect(wrapped('abcdefghijkl', byLetters, 5, 3)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapped('one two three four five six', byLetters, 9, 2)).toEqual([
      'one two',
      'three fo…',
    ]);
  });
});
