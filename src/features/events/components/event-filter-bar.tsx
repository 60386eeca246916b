// The filters above the public calendar and the event list: dance styles (several at once), words,
// Near me with its radius, This week / This month, and Calendar | List. Each change goes to the
// address (see lib/event-filters.ts); words typed go there once typing pauses.
import { useEffect, useRef, useState } from 'react';
import { DANCE_STYLES } from '@/contract/events';
import { MAX_SEARCH_TEXT, SEARCH_RADII_KM } from '@/contract/event-search';
import { colourClassOf, styleLabel } from '@/lib/dance-styles';
import { useI18n } from '@/lib/i18n/use-i18n';
import {
  toggleStyle,
  type EventFilters,
  type FilterDefaults,
  type FilterView,
  type FilterWhen,
} from '../lib/event-filters';

/** How long typing pauses before the words are looked for. */
const TYPING_PAUSE_MS = 350;

interface Props {
  filters: EventFilters;
  /** What Clear filters goes back to (near me is on by default on /events). */
  defaults: FilterDefaults;
  /** `replace`: the change does not add a step to the browser's history (words being typed). */
  onChange: (next: EventFilters, options?: { replace: boolean }) => void;
}

// Labels are message ids.
const WHEN_OPTIONS: { value: FilterWhen; label: string }[] = [
  { value: null, label: /* i18n */ 'filters.anyTime' },
  { value: 'week', label: /* i18n */ 'filters.thisWeek' },
  { value: 'month', label: /* i18n */ 'filters.thisMonth' },
];
const VIEW_OPTIONS: { value: FilterView; label: string }[] = [
  { value: 'calendar', label: /* i18n */ 'filters.calendar' },
  { value: 'list', label: /* i18n */ 'filters.list' },
];

function useTypedWords(filters: EventFilters, onChange: Props['onChange']) {
  const [typed, setTyped] = useState(filters.q);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  // The address changed by itself (Back, a shared link, Clear): show its words — but not over
  // the same words being typed ("zouk " on its way to "zouk night").
  useEffect(
    () => setTyped((current) => (current.trim() === filters.q.trim() ? current : filters.q)),
    [filters.q],
  );
  useEffect(() => {
    if (typed.trim() === latest.current.filters.q.trim()) return;
    const timer = setTimeout(() => {
      latest.current.onChange({ ...latest.current.filters, q: typed }, { replace: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return [typed, setTyped] as const;
}

export function EventFilterBar({ filters, defaults, onChange }: Props) {
  const [typed, setTyped] = useTypedWords(filters, onChange);
  const i18n = useI18n();
  const set = (change: Partial<EventFilters>) => onChange({ ...filters, ...change });
  const filtered =
    filters.styles.length > 0 ||
    filters.q.trim() !== '' ||
    filters.near !== defaults.near ||
    filters.when !== null;

  return (
    <div className="event-filters">
      <form
        role="search"
        className="event-filters__search"
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: typed });
        }}
      >
        <label htmlFor="event-search">{i18n._('filters.search')}</label>
        <input
          id="event-search"
          type="search"
          value={typed}
          maxLength={MAX_SEARCH_TEXT}
          placeholder={i18n._('filters.searchHint')}
          enterKeyHint="search"
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <div className="event-filters__styles" role="group" aria-label={i18n._('filters.styles')}>
        {DANCE_STYLES.map((style) => (
          <button
            key={style}
            type="button"
            className={`style-chip ${colourClassOf(style)}`}
            aria-pressed={filters.styles.includes(style)}
            onClick={() => set({ styles: toggleStyle(filters.styles, style) })}
          >
            {filters.styles.includes(style) && <span aria-hidden="true">✓ </span>}
            {styleLabel(style, i18n)}
          </button>
        ))}
      </div>
      <div className="event-filters__row">
        <button
          type="button"
          className="style-chip event-filters__near"
          aria-pressed={filters.near}
          onClick={() => set({ near: !filters.near })}
        >
          {i18n._('filters.near')}
        </button>
        <label className="event-filters__radius">
          <span>{i18n._('filters.within')}</span>
          <select
            value={filters.radiusKm}
            disabled={!filters.near}
            onChange={(event) => set({ radiusKm: Number(event.target.value) })}
          >
            {SEARCH_RADII_KM.map((radius) => (
              <option key={radius} value={radius}>
                {i18n._('filters.km', { radius })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="event-filters__row">
        <div className="segmented" role="group" aria-label={i18n._('filters.when')}>
          {WHEN_OPTIONS.map((option) => (
            <button
              key={option.label}
              type="button"
              aria-pressed={filters.when === option.value}
              className={filters.when === option.value ? 'is-active' : ''}
              onClick={() => set({ when: option.value })}
            >
              {i18n._(option.label)}
            </button>
          ))}
        </div>
        <div className="segmented" role="group" aria-label={i18n._('filters.showAs')}>
          {VIEW_OPTIONS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filters.view === option.value}
              className={filters.view === option.value ? 'is-active' : ''}
              onClick={() => set({ view: option.value })}
            >
              {i18n._(option.label)}
            </button>
          ))}
        </div>
      </div>
      {filtered && (
        <button
          type="button"
          className="link-button"
          onClick={() =>
            onChange({ ...filters, styles: [], q: '', near: defaults.near, when: null })
          }
        >
          {i18n._('filters.clear')}
        </button>
      )}
    </div>
  );
}
