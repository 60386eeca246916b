// Date-time inputs hold local minutes ("YYYY-MM-DDTHH:mm", the organiser's own clock); the wire
// holds ISO UTC instants.

/** A date-time input's value ("YYYY-MM-DDTHH:mm", local) for an ISO instant. */
export function inputValueOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO UTC instant of a date-time input's value, or null when empty. */
export function isoOf(value: string): string | null {
  if (!value) return null;
  const date = new Date(value.slice(0, 16));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
