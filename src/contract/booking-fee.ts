// The platform's booking fee on a card sale: PLATFORM_FEE_PERCENT of what the tickets cost after a
// code's discount, to the cent. A school absorbs it (taken from its share) or passes it on (the
// buyer pays it on top, shown as its own line before paying); the server charges what this says.
export const BOOKING_FEE_LABEL = 'Booking fee';

export function bookingFeeCents(percent: number, ticketsCents: number): number {
  // Percent as hundredths (2.9 → 290) keeps the product whole: 2.9% of 1,000 cents is 29 exactly.
  const basisPoints = Math.round(percent * 100);
  return Math.round((ticketsCents * basisPoints) / 10_000);
}
