// /dashboard: the dashboard feature's page with the events feature's calendar block in it (the
// app composes features; features never import each other).
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { OrganiserEventCalendar } from '@/features/events/components/organiser-event-calendar';

export function DashboardRoute() {
  return <DashboardPage calendar={<OrganiserEventCalendar />} />;
}
