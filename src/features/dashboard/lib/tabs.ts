// The dashboard's tabs (spec §2), held in ?tab=. The wizard returns to tab=tickets, which is read
// as the ticketing tab; anything unknown is the overview.
export const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'ticketing', label: 'Ticketing' },
  { id: 'timetables', label: 'Timetables' },
  { id: 'help', label: 'Help' },
  { id: 'settings', label: 'Settings' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

const ALIASES: Record<string, TabId> = { tickets: 'ticketing' };

export function tabFrom(value: string | null): TabId {
  if (!value) return 'overview';
  const tab = ALIASES[value] ?? value;
  return TABS.some((entry) => entry.id === tab) ? (tab as TabId) : 'overview';
}
