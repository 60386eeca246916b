// Route guard (spec §6): visitors go to /login with a return path; signed-in users a guard
// refuses go to /tickets, never back to /login.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { guardRedirect, type Access } from '@/lib/auth/access-rules';
import { LoadingIndicator } from '@/components/loading-indicator';

export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { user, initialised, loading } = useAuth();
  const location = useLocation();
  if (!initialised || (loading && !user))
    return <LoadingIndicator label="Checking your account…" />;
  const redirect = guardRedirect(user, access, location.pathname + location.search);
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}
