// Each route's document title (and, for public pages, description), so tabs, history and shared
// links say where they lead. Pages with their own data (an event, an instructor) set theirs
// themselves.
const SITE = 'Floorcraft';
export const SITE_DESCRIPTION =
  'Floorcraft connects dancers with classes, instructors and events: salsa, bachata, zouk, kizomba, tango and more. Find Dance. Teach Dance. Grow Dance.';

const TITLES: Array<[prefix: string, title: string, description?: string]> = [
  [
    '/how-it-works',
    'How it Works',
    'How dancers find events and buy tickets, and how dance schools sell them, on Floorcraft.',
  ],
  ['/contact', 'Contact', 'Get in touch with the Floorcraft team.'],
  ['/privacy-policy', 'Privacy Policy', 'How Floorcraft handles your personal information.'],
  ['/terms-conditions', 'Terms and Conditions', 'The terms of using Floorcraft.'],
  ['/login', 'Sign in'],
  ['/dance-school-connect', 'Sign in'],
  ['/register', 'Create an account'],
  ['/forgot-password', 'Forgotten password'],
  ['/reset-password', 'Reset password'],
  ['/trust-device', 'Sign in on this device'],
  [
    '/tickets',
    'Find Events & Buy Tickets',
    'Salsa, bachata, zouk, kizomba, tango and more: dance events by month, near you or this week, with tickets.',
  ],
  [
    '/instructors',
    'Dance Instructors',
    'Find dance instructors by style and city: salsa, bachata, zouk, kizomba, tango and more.',
  ],
  [
    '/search',
    'Search',
    'Search dance events, classes, instructors and local guides by words, style and place.',
  ],
  [
    '/guides',
    'Local guides',
    'Local dance guides help visiting dancers find salsa, bachata, zouk, kizomba, tango and more in their city.',
  ],
  ['/account/instructor', 'Instructor profile'],
  ['/account/guide-answers', 'Answer from a local guide'],
  ['/account/guide', 'Local guide'],
  ['/admin/guides', 'Guide review'],
  ['/my-tickets', 'My Tickets'],
  ['/orders', 'Order'],
  ['/waitlist', 'Waitlist'],
  ['/dashboard', 'Dashboard'],
  ['/create-tickets', 'Create Tickets'],
  ['/facebook-integration', 'Facebook'],
  ['/events', 'Events'],
  ['/uploads', 'Uploads'],
  ['/door/', 'Door scanner'],
  ['/check-in/', 'Check-in'],
  ['/checkout/start', 'Checkout'],
];

/** The title and description for a path; null for pages that set their own (/e/…). */
export function routeHead(pathname: string): { title: string; description: string } | null {
  if (pathname.startsWith('/e/') || pathname.startsWith('/i/')) return null;
  const found = TITLES.find(
    ([prefix]) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
  if (!found)
    return {
      title: `${SITE} — Find Dance. Teach Dance. Grow Dance.`,
      description: SITE_DESCRIPTION,
    };
  return { title: `${found[1]} — ${SITE}`, description: found[2] ?? SITE_DESCRIPTION };
}
