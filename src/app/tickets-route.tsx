// /tickets: the browse page, or with ?eventId= the purchase page (spec §2).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

interface Props {
  browse: ReactNode;
  purchase: ReactNode;
}

/** The page an address's query shows (also read by preloadPages, so only its chunk loads). */
const shownFor = ({ browse, purchase }: Props, params: URLSearchParams) =>
  params.get('eventId') ? purchase : browse;

export function TicketsRoute(props: Props) {
  const [params] = useSearchParams();
  return <>{shownFor(props, params)}</>;
}
TicketsRoute.shownFor = shownFor;
