// Where a guest creates an account: /register (not the sign-in page, whose "Don't have an account?"
// points to the mobile app), the address they bought with filled in, and back to My Tickets, where
// the tickets appear once the address is confirmed.
export function createAccountPath(email?: string | null): string {
  const params = new URLSearchParams({ return: '/my-tickets' });
  if (email) params.set('email', email);
  return `/register?${params.toString()}`;
}
