// An amount taken for several tickets at once (a door sale of 3 for $25) spread over the tickets
// in whole cents that add up exactly to it: each gets the even share, and the cents left over go
// one each to the first tickets ($25 for 3: $8.34, $8.33, $8.33). The server keeps each ticket's
// share, so refunding some of them gives back exactly theirs and refunding all gives back the
// total; the door's dialog shows the same split before the sale.

/** `totalCents` over `count` tickets, the odd cents on the first ones. */
export function splitCents(totalCents: number, count: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0)
    throw new RangeError('The total must be whole cents, not negative.');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('There must be a ticket.');
  const each = Math.floor(totalCents / count);
  const odd = totalCents - each * count;
  return Array.from({ length: count }, (_, index) => each + (index < odd ? 1 : 0));
}

/** The split as a sentence part when it is uneven ("$8.34 + $8.33 + $8.33"), else null. */
export function unevenSplit(
  totalCents: number,
  count: number,
  format: (cents: number) => string,
): string | null {
  if (count < 2 || totalCents % count === 0) return null;
  return splitCents(totalCents, count).map(format).join(' + ');
}
