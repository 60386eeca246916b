// The dashboard's tabs (spec §2), held in ?tab=. The wizard returns to tab=tickets, which is read
// as the ticketing tab; anything unknown is the overview, none the role's landing tab.
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

/**
 * Where a member lands with no tab asked for: a member whose only work is the door (the door role)
 * on Ticketing, the event list with each event's Door scanner; everyone else on the Overview.
 */
export const landingTabFor = (role: TeamRole | null): TabId =>
  roleMay(role, 'door') && !roleMay(role, 'attendees') && !roleMay(role, 'events')
    ? 'ticketing'
    : 'overview';

export function tabFrom(value: string | null, landing: TabId = 'overview'): TabId {
  if (!value) return landing;
  const tab = ALIASES[value] ?? value;
  return TABS.some((entry) => entry.id === tab) ? (tab as TabId) : 'overview';
}
