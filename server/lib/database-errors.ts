// Recognises PostgreSQL errors that mean "someone else got there first" (same on PGlite).

/** unique_violation, optionally of one constraint or unique index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const details = error as { code?: string; constraint?: string } | null;
  if (details?.code !== '23505') return false;
  return constraint === undefined || details.constraint === constraint;
}

/** check_violation of a constraint: the database refused a row its checks forbid. */
export function isCheckViolation(error: unknown, constraint: string): boolean {
  const details = error as { code?: string; constraint?: string } | null;
  return details?.code === '23514' && details.constraint === constraint;
}
