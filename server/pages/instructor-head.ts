// The HTML a shared instructor link answers with before any script runs: title, description,
// canonical, Open Graph and Twitter card, JSON-LD schema.org Person, and the profile as plain
// content — every value escaped, so a bio holding HTML stays text.
import { instructorPath, type InstructorPage } from '../../src/contract/instructors';
import { stylesText } from '../../src/contract/dance-style-names';
import { instructorSummary } from '../../src/contract/instructor-summary';
import { IMAGE_URL_PREFIX } from '../services/images';
import { SITE_CARD, escapeHtml, scriptSafeJson, shareTags } from './event-head';

const imageOf = (page: InstructorPage, origin: string) =>
  page.profile.imageKey
    ? `${origin}${IMAGE_URL_PREFIX}${page.profile.imageKey}`
    : `${origin}${SITE_CARD}`;

export function instructorJsonLd(page: InstructorPage, origin: string) {
  const { profile } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    url: `${origin}${instructorPath(profile.slug)}`,
    jobTitle: 'Dance instructor',
    description: instructorSummary(profile),
    ...(profile.imageKey ? { image: imageOf(page, origin) } : {}),
    ...(profile.danceStyles.length ? { knowsAbout: profile.danceStyles } : {}),
    ...(profile.languages.length ? { knowsLanguage: profile.languages } : {}),
    ...(profile.cities.length
      ? { areaServed: profile.cities.map((name) => ({ '@type': 'City', name })) }
      : {}),
    ...(profile.links.length ? { sameAs: profile.links.map((link) => link.url) } : {}),
  };
}

/** The head tags of an instructor's page. */
export function instructorHead(
  page: InstructorPage,
  origin: string,
): { title: string; tags: string } {
  const { profile } = page;
  const description = instructorSummary(profile);
  const url = `${origin}${instructorPath(profile.slug)}`;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...shareTags({
      title: `${profile.name} — dance instructor`,
      description,
      url,
      image: imageOf(page, origin),
      cardAlt: profile.imageKey ? null : 'Floorcraft — Find Dance. Teach Dance. Grow Dance.',
    }).map((tag) => tag.replace('content="website"', 'content="profile"')),
    `<script type="application/ld+json">${scriptSafeJson(instructorJsonLd(page, origin))}</script>`,
  ].join('\n    ');
  return { title: `${profile.name} — Dance instructor — Floorcraft`, tags };
}

/** The profile as plain HTML: what a crawler reads and a phone paints before scripts. */
export function instructorContent(page: InstructorPage): string {
  const { profile } = page;
  return [
    '<main class="page page-narrow instructor-page">',
    `<h1>${escapeHtml(profile.name)}</h1>`,
    profile.danceStyles.length ? `<p>${escapeHtml(stylesText(profile.danceStyles))}</p>` : '',
    profile.cities.length ? `<p>${escapeHtml(profile.cities.join(' · '))}</p>` : '',
    profile.bio
      ? profile.bio
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
          .join('')
      : '',
    page.sessions.length
      ? `<h2>Teaching</h2><ul>${page.sessions
          .map(
            (session) =>
              // A one-session event names its session after itself: said once, as the app does.
              `<li>${escapeHtml(session.sessionName)}${session.sessionName === session.eventTitle ? '' : ` — ${escapeHtml(session.eventTitle)}`} (${escapeHtml(session.school)})</li>`,
          )
          .join('')}</ul>`
      : '',
    '</main>',
  ].join('');
}
