// /dashboard (spec §2): the organiser's console — tabs overview, ticketing, timetables, help and
// settings held in ?tab=, the organisation's name, the database badge, and the Event Calendar
// block (supplied by the app, as it belongs to the events feature). /test-dashboard is the same
// console for the review accounts, with their guide.
import type { ReactNode } from 'react';
import { CalendarFeeds } from '@/components/calendar-feeds/calendar-feeds';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { isDevMode } from '@/lib/dev-mode';
import { useDrafts } from '../api/get-drafts';
import { useOrganisation } from '../api/get-organisation';
import { usePublished } from '../api/get-published';
import { DashboardTabs, panelId, tabId } from '../components/dashboard-tabs';
import { HelpTab } from '../components/help-tab';
import { OverviewTab } from '../components/overview-tab';
import { ReviewGuide } from '../components/review-guide';
import { SettingsTab } from '../components/settings-tab';
import { TicketingTab } from '../components/ticketing-tab';
import { TimetablesTab } from '../components/timetables-tab';
import { landingTabFor, TABS, tabFrom, tabsFor, type TabId } from '../lib/tabs';
import { SchoolSwitcher } from '../components/school-switcher';
import { TeamTab } from '../components/team-tab';
import { useSchoolRole } from '@/lib/organisation/my-schools';
import { ROLE_REFUSED_MESSAGE, roleMay } from '@/contract/team';
import '../components/dashboard.css';

interface Props {
  calendar?: ReactNode;
  /** /test-dashboard: the review accounts' dashboard, with their guide. */
  review?: boolean;
}

export function DashboardPage({ calendar, review = false }: Props) {
  const { organisationId: ownSchool } = useAuth();
  const { schools, school, role } = useSchoolRole(ownSchool);
  const organisationId = school?.organisationId ?? ownSchool;
  const tabs = tabsFor(role);
  const [params, setParams] = useSearchParams();
  const wanted = tabFrom(params.get('tab'), landingTabFor(role));
  // A tab the member's role may not use (typed or kept in a link): their own landing tab, and —
  // once the role is known — a word on why, not a silent switch.
  const allowed = tabs.some((entry) => entry.id === wanted);
  const tab = allowed ? wanted : landingTabFor(role);
  const refusedTab =
    !allowed && role !== null ? TABS.find((entry) => entry.id === wanted) : undefined;
  const organisation = useOrganisation(organisationId ?? '');
  // Drafts and the wizard are for the roles that make events; the others would read a 403.
  const mayEditEvents = roleMay(role, 'events');
  const drafts = useDrafts(tab === 'overview' && mayEditEvents);
  const published = usePublished(tab === 'overview' || tab === 'ticketing' || tab === 'timetables');
  const select = (next: TabId) =>
    setParams(next === landingTabFor(role) ? {} : { tab: next }, { replace: true });
  if (!organisationId) return null;

  return (
    <main className="page dashboard">
      <header className="dashboard__header">
        <div>
          <h1>{organisation.data?.name ?? 'Dashboard'}</h1>
          <p className="muted">{organisation.data?.orgLocation.description}</p>
        </div>
        <span className={`badge ${isDevMode() ? 'badge-dev' : 'badge-production'}`}>
          {isDevMode() ? 'DEVELOPMENT DATABASE' : 'Production'}
        </span>
      </header>
      {schools && organisationId && <SchoolSwitcher schools={schools} current={organisationId} />}
      {review && <ReviewGuide />}
      <DashboardTabs tabs={tabs} active={tab} onSelect={select} />
      {refusedTab && (
        <p className="alert alert-info" role="status">
          {refusedTab.label}: {ROLE_REFUSED_MESSAGE}
        </p>
      )}
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        className="dashboard__panel"
      >
        {tab === 'overview' && (
          <OverviewTab
            organisationId={organisationId}
            drafts={drafts.data}
            published={published.data}
            mayEditEvents={mayEditEvents}
            mayWorkDoor={roleMay(role, 'door')}
          />
        )}
        {tab === 'ticketing' && <TicketingTab role={role} organisationId={organisationId} />}
        {tab === 'timetables' && <TimetablesTab published={published.data} />}
        {tab === 'help' && <HelpTab />}
        {tab === 'settings' && <SettingsTab organisationId={organisationId} />}
        {tab === 'team' && <TeamTab organisationId={organisationId} />}
      </div>
      {tab === 'overview' && calendar && <div className="section">{calendar}</div>}
      {/* Feeds import events into the school's calendar: for the roles that make events. */}
      {tab === 'overview' && mayEditEvents && (
        <div className="section">
          <CalendarFeeds />
        </div>
      )}
    </main>
  );
}
