// The review accounts' demo of the connection flow (spec §4, §6): a made-up Facebook user and
// pages, so Facebook's app reviewers can walk every screen with no call to Facebook.
// `demouseradmin` manages two pages; `demouser` is a personal profile that manages none.
import type { FacebookPageSummary } from '../../../src/contract/facebook';
import { DEMO_PAGES } from '../../../src/contract/facebook-demo';

export const DEMO_ADMIN_USER_ID = 'demo-admin';
export const DEMO_USER_ID = 'demo-user';
export const DEMO_USER_NAME = 'Demo Reviewer';

export const demoPagesFor = (facebookUserId: string) =>
  facebookUserId === DEMO_ADMIN_USER_ID ? DEMO_PAGES : [];

/** The public details a demo page "has", shaped as the Graph API answers them. */
export function demoPageDetails(page: FacebookPageSummary): Record<string, unknown> {
  return {
    id: page.id,
    name: page.name,
    category: page.category,
    about: 'Salsa and bachata classes for every level, five nights a week.',
    description: 'A friendly studio by the harbour. Beginners welcome; socials every Friday.',
    emails: ['hello@harbour-salsa.example'],
    phone: '+61 2 5550 1234',
    website: 'https://harbour-salsa.example',
    single_line_address: '12 Wharf Lane, Sydney NSW 2000',
    location: { street: '12 Wharf Lane', city: 'Sydney', zip: '2000', country: 'Australia' },
    hours: { mon_1_open: '18:00', mon_1_close: '22:00', fri_1_open: '19:00', fri_1_close: '23:30' },
    mission: 'Get everyone dancing.',
    general_info: 'Dance shoes recommended but not required.',
    price_range: '$$',
    parking: { street: 1, lot: 0, valet: 0 },
    payment_options: { cash_only: 0, visa: 1, mastercard: 1, amex: 0, discover: 0 },
    public_transit: 'Five minutes from Circular Quay station.',
  };
}
