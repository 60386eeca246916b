// The event filters in the address (?styles&q&near&radius&when&view): read back as written, other
// parameters kept, defaults left out, anything unreadable ignored; this week and this month as
// dates from today; and the contract's style and word rules the server reads them with.
import { describe, expect, it } from 'vitest';
import { searchWordsOf, styleListOf } from '@/contract/event-search';
import {
  filtersFromParams,
  paramsWithFilters,
  toggleStyle,
  whenRange,
  type EventFilters,
} from '@/features/events/lib/event-filters';

const none: EventFilters = {
  styles: [],
  q: '',
  near: false,
  radiusKm: 20,
  when: null,
  view: 'calendar',
};
const read = (query: string, defaults?: { near: boolean }) =>
  filtersFromParams(new URLSearchParams(query), defaults);
const write = (filters: EventFilters, query = '', defaults?: { near: boolean }) =>
  paramsWithFilters(new URLSearchParams(query), filters, defaults).toString();

describe('filters in the address', () => {
  it('reads "zouk near me this week" as a list', () => {
    expect(read('styles=zouk&near=1&when=week&view=list')).toEqual({
      ...none,
      styles: ['zouk'],
      near: true,
      when: 'week',
      view: 'list',
    });
  });

  it('writes every filter and reads it back the same', () => {
    const filters: EventFilters = {
      styles: ['bachata', 'zouk'],
      q: 'Ana & Bruno',
      near: true,
      radiusKm: 50,
      when: 'month',
      view: 'list',
    };
    const query = write(filters);
    expect(query).toBe(
      'styles=bachata%2Czouk&q=Ana+%26+Bruno&near=1&radius=50&when=month&view=list',
    );
    expect(read(query)).toEqual(filters);
  });

  it('leaves defaults out, so an unfiltered page keeps its plain address', () => {
    expect(write(none)).toBe('');
    // The radius means nothing without near me.
    expect(write({ ...none, radiusKm: 50 })).toBe('');
    expect(write({ ...none, near: true })).toBe('near=1');
  });

  it('keeps the parameters that are not filters', () => {
    expect(write({ ...none, styles: ['tango'] }, 'month=2027-03&styles=salsa&q=old')).toBe(
      'month=2027-03&styles=tango',
    );
  });

  it('ignores what it cannot read', () => {
    expect(read('styles=polka,ZOUK,,zouk&radius=7&when=year&view=grid&near=yes')).toEqual({
      ...none,
      styles: ['zouk'],
    });
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('starts near me on where the page says so (/events), and says near=0 to turn it off', () => {
    expect(read('', { near: true }).near).toBe(true);
    expect(read('near=0', { near: true }).near).toBe(false);
    expect(write({ ...none, near: false }, '', { near: true })).toBe('near=0');
    expect(write({ ...none, near: true }, '', { near: true })).toBe('');
  });

  it('toggles a style, keeping the spec’s order', () => {
    expect(toggleStyle(['zouk'], 'salsa')).toEqual(['salsa', 'zouk']);
    expect(toggleStyle(['salsa', 'zouk'], 'salsa')).toEqual(['zouk']);
  });
});

describe('this week and this month', () => {
  it('runs from today to the Tuesday that ends the calendar’s week', () => {
    // 27 November 2026 is a Friday: its week runs Wednesday 25 to Tuesday 1 December.
    expect(whenRange('week', '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-12-01' });
    // A Tuesday is the last day of its week.
    expect(whenRange('week', '2026-12-01')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('runs from today to the end of the month, leap years included', () => {
    expect(whenRange('month', '2026-12-15')).toEqual({ from: '2026-12-15', to: '2026-12-31' });
    expect(whenRange('month', '2028-02-03')).toEqual({ from: '2028-02-03', to: '2028-02-29' });
  });

  it('is no range at any time', () => {
    expect(whenRange(null, '2026-11-27')).toBeNull();
  });
});

describe('the contract’s search rules', () => {
  it('reads a style list case-blind, each once, in the spec’s order', () => {
    expect(styleListOf(' Zouk ,west coast swing,zouk,polka')).toEqual(['zouk', 'west coast swing']);
    expect(styleListOf(undefined)).toEqual([]);
  });

  it('looks for at most five distinct words, in lower case', () => {
    expect(searchWordsOf('  Zouk   ZOUK sydney a b c d ')).toEqual([
      'zouk',
      'sydney',
      'a',
      'b',
      'c',
    ]);
    expect(searchWordsOf('')).toEqual([]);
  });
});
