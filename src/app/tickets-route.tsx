// /tickets: the browse page, or (with ?eventId=) the purchase form, which is not built yet.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function TicketsRoute({ browse }: { browse: ReactNode }) {
  const [params] = useSearchParams();
  return params.get('eventId') ? <ComingSoonPage title="Buy Tickets" /> : <>{browse}</>;
}
