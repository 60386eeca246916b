// Route guard (spec §6): visitors go to /login with a return path; signed-in users a guard
// refuses go to /tickets, never back to /login.
import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { guardRedirect, type Access } from '@/lib/auth/access-rules';
import { LoadingIndicator } from '@/components/loading-indicator';

/**
 * `pending` is the page's own frame, shown while the session is confirmed and the page's code
 * loads (and by the server, which cannot know the session); otherwise a generic loading state.
 */
export function RequireAccess({
  access,
  pending,
  children,
}: {
  access: Access;
  pending?: ReactNode;
  children: ReactNode;
}) {
  const { user, initialised, loading } = useAuth();
  const location = useLocation();
  if (!initialised || (loading && !user))
    return pending ?? <LoadingIndicator label="Checking your account…" />;
  const redirect = guardRedirect(user, access, location.pathname + location.search);
  if (redirect) return <Navigate to={redirect} replace />;
  return pending ? <Suspense fallback={pending}>{children}</Suspense> : <>{children}</>;
}
