// Each route's document title (and, for public pages, description), so tabs, history and shared
// links say where they lead, as catalogue ids said in the page's language. Pages with their own
// data (an event, an instructor) set theirs themselves.
const SITE = 'Floorcraft';

/** Says a message of the catalogue in a language: `i18n._` on the web, the server's en-AU. */
export type Say = (id: string) => string;

const TITLES: Array<[prefix: string, title: string, description?: string]> = [
  ['/how-it-works', /* i18n */ 'head.howItWorks', /* i18n */ 'head.howItWorks.description'],
  ['/contact', /* i18n */ 'head.contact', /* i18n */ 'head.contact.description'],
  ['/privacy-policy', /* i18n */ 'head.privacy', /* i18n */ 'head.privacy.description'],
  ['/terms-conditions', /* i18n */ 'head.terms', /* i18n */ 'head.terms.description'],
  ['/login', /* i18n */ 'head.signIn'],
  ['/dance-school-connect', /* i18n */ 'head.signIn'],
  ['/register', /* i18n */ 'head.register'],
  ['/forgot-password', /* i18n */ 'head.forgotPassword'],
  ['/reset-password', /* i18n */ 'head.resetPassword'],
  ['/trust-device', /* i18n */ 'head.trustDevice'],
  ['/tickets', /* i18n */ 'head.tickets', /* i18n */ 'head.tickets.description'],
  ['/instructors', /* i18n */ 'head.instructors', /* i18n */ 'head.instructors.description'],
  ['/search', /* i18n */ 'head.search', /* i18n */ 'head.search.description'],
  ['/guides', /* i18n */ 'head.guides', /* i18n */ 'head.guides.description'],
  ['/account/instructor', /* i18n */ 'head.instructorProfile'],
  ['/account/lessons', /* i18n */ 'head.myLessons'],
  ['/account/guide-answers', /* i18n */ 'head.guideAnswer'],
  ['/account/guide', /* i18n */ 'head.guideProfile'],
  ['/admin/guides', /* i18n */ 'head.guideReview'],
  ['/my-tickets', /* i18n */ 'head.myTickets'],
  ['/orders', /* i18n */ 'head.order'],
  ['/waitlist', /* i18n */ 'head.waitlist'],
  ['/dashboard', /* i18n */ 'head.dashboard'],
  ['/create-tickets', /* i18n */ 'head.createTickets'],
  ['/facebook-integration', /* i18n */ 'head.facebook'],
  ['/events', /* i18n */ 'head.events'],
  ['/uploads', /* i18n */ 'head.uploads'],
  ['/door/', /* i18n */ 'head.door'],
  ['/check-in/', /* i18n */ 'head.checkIn'],
  ['/checkout/start', /* i18n */ 'head.checkout'],
];

/** The title and description for a path, in `say`'s language; null for pages that set their own
 * (/e/…, /i/…). */
export function routeHead(
  pathname: string,
  say: Say,
): { title: string; description: string } | null {
  if (pathname.startsWith('/e/') || pathname.startsWith('/i/')) return null;
  const found = TITLES.find(
    ([prefix]) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
  const siteDescription = say(/* i18n */ 'head.siteDescription');
  if (!found) return { title: `${SITE} — ${say(/* i18n */ 'head.tagline')}`, description: siteDescription };
  const [, title, description] = found;
  return {
    title: `${say(title)} — ${SITE}`,
    description: description ? say(description) : siteDescription,
  };
}
