// /dashboard and /test-dashboard: the dashboard feature's page with the events feature's calendar block in it (the
// app composes features; features never import each other).
import { Navigate } from 'react-router-dom';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { useAuth } from '@/lib/auth/auth-context';
import { OrganiserEventCalendar } from '@/features/events/components/organiser-event-calendar';

export function DashboardRoute() {
  return <DashboardPage calendar={<OrganiserEventCalendar />} />;
}

/** /test-dashboard: review accounts only; anyone else has the ordinary dashboard. */
export function ReviewDashboardRoute() {
  const { accountDetails } = useAuth();
  if (!accountDetails?.isReviewAccount) return <Navigate to="/dashboard" replace />;
  return <DashboardPage review calendar={<OrganiserEventCalendar />} />;
}
