// The one search's address: read without failing, written with defaults left out, and the event
// list's address with the same filters.
import { describe, expect, it } from 'vitest';
import {
  asksSomething,
  eventListAddress,
  paramsOfSearch,
  searchFromParams,
} from '@/features/search/lib/search-address';

describe('the search address', () => {
  it('reads words, known styles, near me and a known radius; drops the rest', () => {
    const search = searchFromParams(
      new URLSearchParams('q=zouk sydney&styles=bachata,disco,Zouk&near=1&radius=7'),
    );
    expect(search).toEqual({
      q: 'zouk sydney',
      styles: ['bachata', 'zouk'],
      near: true,
      radiusKm: 20,
    });
    expect(searchFromParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
    expect(asksSomething(searchFromParams(new URLSearchParams('')))).toBe(false);
  });

  it('writes only what differs from the defaults, and the radius only with near me', () => {
    expect(
      paramsOfSearch({ q: ' tango ', styles: ['tango'], near: false, radiusKm: 50 }).toString(),
    ).toBe('q=tango&styles=tango');
    expect(paramsOfSearch({ q: '', styles: [], near: true, radiusKm: 50 }).toString()).toBe(
      'near=1&radius=50',
    );
    expect(eventListAddress({ q: 'ana', styles: ['zouk'], near: true, radiusKm: 20 })).toBe(
      '/tickets?styles=zouk&q=ana&near=1&view=list',
    );
  });
});
