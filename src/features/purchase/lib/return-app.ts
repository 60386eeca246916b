// Back to the mobile app (spec §4 Purchase, Checkout start): custom-scheme links saying the
// purchase went through or was cancelled.
import { APP_SCHEME } from '@/lib/app-links';

export const purchasedLink = (eventId: string, orderId: string) =>
  `${APP_SCHEME}tickets/purchased?eventId=${encodeURIComponent(eventId)}&orderId=${encodeURIComponent(orderId)}`;
export const CANCELLED_LINK = `${APP_SCHEME}tickets/cancelled`;

export function openApp(link: string): void {
  window.location.href = link;
}
