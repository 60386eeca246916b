// The HTML a shared guide link answers with before any script runs: title, description, canonical,
// Open Graph and Twitter card, and the profile as plain content — every value escaped, so text
// holding HTML stays text.
import { guidePath, guideSummary, type GuidePage } from '../../src/contract/guides';
import { stylesText } from '../../src/contract/dance-style-names';
import { SITE_CARD, escapeHtml, shareTags } from './event-head';

/** The head tags of a guide's page. */
export function guideHead(page: GuidePage, origin: string): { title: string; tags: string } {
  const { profile } = page;
  const description = guideSummary(profile);
  const url = `${origin}${guidePath(profile.slug)}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...shareTags({
      title: `${profile.name} — local dance guide in ${profile.city}`,
      description,
      url,
      image: `${origin}${SITE_CARD}`,
      cardAlt: 'Floorcraft — Find Dance. Teach Dance. Grow Dance.',
    }).map((tag) => tag.replace('content="website"', 'content="profile"')),
  ].join('\n    ');
  return { title: `${profile.name} — Local dance guide in ${profile.city} — Floorcraft`, tags };
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');

/** The profile as plain HTML: what a crawler reads and a phone paints before scripts. */
export function guideContent(page: GuidePage): string {
  const { profile } = page;
  return [
    '<main class="page page-narrow guide-page">',
    `<h1>${escapeHtml(profile.name)}</h1>`,
    `<p>Local dance guide in ${escapeHtml(profile.city)}</p>`,
    profile.danceStyles.length ? `<p>${escapeHtml(stylesText(profile.danceStyles))}</p>` : '',
    profile.languages.length ? `<p>Speaks ${escapeHtml(profile.languages.join(', '))}</p>` : '',
    profile.askMeAbout ? `<h2>Ask me about</h2>${paragraphs(profile.askMeAbout)}` : '',
    profile.bio ? paragraphs(profile.bio) : '',
    page.picks.length
      ? `<h2>This week&#39;s dancing in ${escapeHtml(profile.city)}</h2><ul>${page.picks
          .map((pick) => `<li>${escapeHtml(pick.title)}</li>`)
          .join('')}</ul>`
      : '',
    '</main>',
  ].join('');
}
