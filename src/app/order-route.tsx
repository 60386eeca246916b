// /orders/{id}: an order page for its signed-in buyer — or, with a guest's signed link
// (`?access=…`), for whoever holds the link, without signing in (the server checks the signature).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accessOf } from '@/lib/route-access';
import { RequireAccess } from './require-access';

export function OrderRoute({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  if (params.has('access')) return <>{children}</>;
  return <RequireAccess access={accessOf('/orders')}>{children}</RequireAccess>;
}
