// /tickets: the browse page, or with ?eventId= the purchase page (spec §2).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export function TicketsRoute({ browse, purchase }: { browse: ReactNode; purchase: ReactNode }) {
  const [params] = useSearchParams();
  return <>{params.get('eventId') ? purchase : browse}</>;
}
