// The dashboard's tabs (spec §2), held in ?tab=. The wizard returns to tab=tickets, which is read
// as the ticketing tab; anything unknown is the overview.
import { roleMay, type TeamRole } from '@/contract/team';

/** Each tab with the work it is for: a role that may not do that work does not see it. */
export const TABS = [
  { id: 'overview', label: 'Overview', area: 'anyMember' },
  { id: 'ticketing', label: 'Ticketing', area: 'anyMember' },
  { id: 'timetables', label: 'Timetables', area: 'events' },
  { id: 'help', label: 'Help', area: 'anyMember' },
  { id: 'settings', label: 'Settings', area: 'events' },
  { id: 'team', label: 'Team', area: 'team' },
] as const;
export type TabId = (typeof TABS)[number]['id'];
export type Tab = (typeof TABS)[number];

/** The tabs a role sees; before the role is known, those every member sees. */
export const tabsFor = (role: TeamRole | null): Tab[] =>
  TABS.filter((tab) => roleMay(role ?? 'door', tab.area));

const ALIASES: Record<string, TabId> = { tickets: 'ticketing' };

export function tabFrom(value: string | null): TabId {
  if (!value) return 'overview';
  const tab = ALIASES[value] ?? value;
  return TABS.some((entry) => entry.id === tab) ? (tab as TabId) : 'overview';
}
