// The sample Facebook pages of the review accounts' demo (server) and of the demo events
// manager page (web): made up, so no call ever reaches Facebook.
import type { FacebookPageSummary } from './facebook';

export const DEMO_PAGES: FacebookPageSummary[] = [
  { id: '100000000000001', name: 'Harbour Salsa Studio (Demo)', category: 'Dance School' },
  { id: '100000000000002', name: 'Harbour Social Nights (Demo)', category: 'Event' },
];
