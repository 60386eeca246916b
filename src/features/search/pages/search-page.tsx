// /search: one search over events and classes, instructors and local guides — words, dance styles
// and near me, all in the address (?q=&styles=&near=1&radius=), so a search is a link to share.
// A search made before on this device shows offline from the persisted query cache.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DANCE_STYLES } from '@/contract/events';
import { MAX_SEARCH_TEXT, SEARCH_RADII_KM } from '@/contract/event-search';
import { styleName } from '@/contract/dance-style-names';
import { colourClassOf } from '@/lib/dance-styles';
import { notSavedText } from '@/lib/offline/saved-for-offline';
import { setPageHead } from '@/lib/page-head';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useViewerLocation } from '@/lib/use-viewer-location';
import { useSiteSearch } from '../api/site-search';
import { SearchResults } from '../components/search-results';
import {
  asksSomething,
  eventListAddress,
  paramsOfSearch,
  searchFromParams,
  type SearchAddress,
} from '../lib/search-address';
import '../components/search.css';

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const [draft, setDraft] = useState(search.q);
  const online = useOnlineStatus();
  const location = useViewerLocation(search.near);
  const point = search.near && location.status === 'found' ? location.point : null;
  const waitingForPlace = search.near && !point;
  const results = useSiteSearch(
    { q: search.q, styles: search.styles, near: point, radiusKm: search.radiusKm },
    asksSomething(search) && !waitingForPlace,
  );
  useEffect(() => setPageHead('Search — Floorcraft'), []);
  // A new address (Back, a header search) shows its own words in the field.
  useEffect(() => setDraft(search.q), [search.q]);

  const change = (next: Partial<SearchAddress>) =>
    setParams(paramsOfSearch({ ...search, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: draft });
  };
  const toggle = (style: (typeof DANCE_STYLES)[number]) =>
    change({
      styles: search.styles.includes(style)
        ? search.styles.filter((one) => one !== style)
        : DANCE_STYLES.filter((one) => one === style || search.styles.includes(one)),
    });

  return (
    <main className="page search-page">
      <h1>Search</h1>
      <form className="search-form" role="search" onSubmit={submit}>
        <label htmlFor="site-search-text">Events, classes, instructors and guides</label>
        <div className="search-form__row">
          <input
            id="site-search-text"
            type="search"
            value={draft}
            maxLength={MAX_SEARCH_TEXT}
            placeholder="Title, school, venue, teacher, name or city"
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      </form>
      <div className="search-filters" role="group" aria-label="Dance styles">
        {DANCE_STYLES.map((style) => (
          <button
            key={style}
            type="button"
            className={`search-chip ${colourClassOf(style)}`}
            aria-pressed={search.styles.includes(style)}
            onClick={() => toggle(style)}
          >
            {search.styles.includes(style) && <span aria-hidden="true">✓ </span>}
            {styleName(style)}
          </button>
        ))}
      </div>
      <div className="search-filters">
        <button
          type="button"
          className="search-chip search-chip--near"
          aria-pressed={search.near}
          onClick={() => change({ near: !search.near })}
        >
          Near me
        </button>
        <label>
          <span>Within </span>
          <select
            value={search.radiusKm}
            disabled={!search.near}
            onChange={(event) => change({ radiusKm: Number(event.target.value) })}
          >
            {SEARCH_RADII_KM.map((radius) => (
              <option key={radius} value={radius}>
                {radius} km
              </option>
            ))}
          </select>
        </label>
      </div>
      {search.near && location.status === 'unavailable' && (
        <p className="alert alert-info" role="status">
          {location.message}
        </p>
      )}
      {!asksSomething(search) && (
        <p className="muted">Type words, choose a dance style or turn on Near me to search.</p>
      )}
      {asksSomething(search) && !results.data && !online && (
        <p className="alert alert-info" role="status">
          {notSavedText('This search')}
        </p>
      )}
      {asksSomething(search) && !waitingForPlace && results.isPending && online && (
        <p role="status">Searching…</p>
      )}
      {results.isError && !results.data && online && (
        <p className="alert alert-error" role="alert">
          The search could not be made. Please try again.
        </p>
      )}
      {results.data && asksSomething(search) && (
        <div aria-live="polite" aria-busy={results.isFetching}>
          <SearchResults results={results.data} eventListTo={eventListAddress(search)} />
        </div>
      )}
    </main>
  );
}
