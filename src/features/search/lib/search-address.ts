// The one search's address: /search?q=…&styles=zouk,bachata&near=1&radius=20, so a search can be
// shared and Back undoes a change. Reading never fails: what it cannot read is left out.
import type { DanceStyle } from '@/contract/events';
import {
  DEFAULT_RADIUS_KM,
  MAX_SEARCH_TEXT,
  SEARCH_RADII_KM,
  styleListOf,
} from '@/contract/event-search';

export interface SearchAddress {
  q: string;
  styles: DanceStyle[];
  near: boolean;
  radiusKm: number;
}

export function searchFromParams(params: URLSearchParams): SearchAddress {
  const radius = Number(params.get('radius'));
  return {
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH_TEXT),
    styles: styleListOf(params.get('styles')),
    near: params.get('near') === '1',
    radiusKm: (SEARCH_RADII_KM as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS_KM,
  };
}

/** The address's parameters; a value at its default is left out. */
export function paramsOfSearch(search: SearchAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.styles.length > 0) params.set('styles', search.styles.join(','));
  if (search.near) {
    params.set('near', '1');
    if (search.radiusKm !== DEFAULT_RADIUS_KM) params.set('radius', String(search.radiusKm));
  }
  return params;
}

/** The event list on /tickets with the same filters: where every matching event is. */
export function eventListAddress(search: SearchAddress): string {
  const params = new URLSearchParams();
  if (search.styles.length > 0) params.set('styles', search.styles.join(','));
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.near) {
    params.set('near', '1');
    if (search.radiusKm !== DEFAULT_RADIUS_KM) params.set('radius', String(search.radiusKm));
  }
  params.set('view', 'list');
  return `/tickets?${params.toString()}`;
}

export const asksSomething = (search: SearchAddress) =>
  search.q.trim() !== '' || search.styles.length > 0 || search.near;
