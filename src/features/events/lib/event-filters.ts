// The event filters a dancer sets on /tickets and /events, held in the address so a filtered view
// can be shared and Back undoes a change: ?styles=zouk,bachata&q=…&near=1&radius=20&when=week
// &view=list. Reading an address never fails: what it cannot read falls back to the default.
import { DANCE_STYLES, type DanceStyle } from '@/contract/events';
import {
  DEFAULT_RADIUS_KM,
  MAX_SEARCH_TEXT,
  SEARCH_RADII_KM,
  styleListOf,
} from '@/contract/event-search';
import { shiftMonth, weekOf } from '@/components/calendar/calendar-grid';

export type FilterWhen = 'week' | 'month' | null;
export type FilterView = 'calendar' | 'list';

export interface EventFilters {
  styles: DanceStyle[];
  q: string;
  near: boolean;
  radiusKm: number;
  when: FilterWhen;
  view: FilterView;
}

/** What a page shows when its address says nothing (/events starts near the viewer). */
export interface FilterDefaults {
  near: boolean;
}

const FILTER_PARAMS = ['styles', 'q', 'near', 'radius', 'when', 'view'] as const;

export function filtersFromParams(
  params: URLSearchParams,
  defaults: FilterDefaults = { near: false },
): EventFilters {
  const near = params.get('near');
  const radius = Number(params.get('radius'));
  const when = params.get('when');
  return {
    styles: styleListOf(params.get('styles')),
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH_TEXT),
    near: near === null ? defaults.near : near === '1',
    radiusKm: (SEARCH_RADII_KM as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS_KM,
    when: when === 'week' || when === 'month' ? when : null,
    view: params.get('view') === 'list' ? 'list' : 'calendar',
  };
}

/**
 * The address's parameters with these filters: other parameters (?month, ?eventId) are kept, and
 * a filter at its default is left out, so an unfiltered page keeps its plain address.
 */
export function paramsWithFilters(
  params: URLSearchParams,
  filters: EventFilters,
  defaults: FilterDefaults = { near: false },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.styles.length > 0)
    next.set('styles', styleListOf(filters.styles.join(',')).join(','));
  const q = filters.q.trim();
  if (q) next.set('q', q);
  if (filters.near !== defaults.near) next.set('near', filters.near ? '1' : '0');
  if (filters.near && filters.radiusKm !== DEFAULT_RADIUS_KM)
    next.set('radius', String(filters.radiusKm));
  if (filters.when) next.set('when', filters.when);
  if (filters.view === 'list') next.set('view', 'list');
  return next;
}

export function toggleStyle(styles: readonly DanceStyle[], style: DanceStyle): DanceStyle[] {
  const chosen = styles.includes(style)
    ? styles.filter((each) => each !== style)
    : [...styles, style];
  return DANCE_STYLES.filter((each) => chosen.includes(each));
}

/** Whether the events shown are narrowed by styles, words or near me (not by dates or view). */
export const narrowsEvents = (filters: EventFilters) =>
  filters.styles.length > 0 || filters.q.trim() !== '' || filters.near;

/**
 * The dates "this week" or "this month" covers from today (YYYY-MM-DD, the viewer's day): to the
 * end of the calendar's Wednesday-to-Tuesday week, or of the month. Days already past are left
 * out; null when the list is not limited by dates.
 */
export function whenRange(when: FilterWhen, today: string): { from: string; to: string } | null {
  if (when === 'week') return { from: today, to: weekOf(today)[6]!.key };
  if (when === 'month') {
    const [year, month] = today.split('-').map(Number) as [number, number];
    const next = shiftMonth(year, month, 1);
    const lastDay = new Date(Date.UTC(next.year, next.month - 1, 0)).toISOString().slice(0, 10);
    return { from: today, to: lastDay };
  }
  return null;
}
