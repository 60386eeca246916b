// The order number people read and quote — My Tickets, the order page, the receipt and refund
// e-mails, Sales and the attendee list: the first 8 hex digits of the order's id, upper case
// ("3F2A9C1B"). Links keep the whole id; the number only has to tell one buyer's orders apart.
export const orderNumber = (orderId: string): string =>
  orderId.replace(/-/g, '').slice(0, 8).toUpperCase();
