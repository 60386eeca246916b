// /guides: find local guides by city and dance style, a page at a time; the filters live in the
// address (?city=sydney&style=bachata), so a filtered list can be shared.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { guidePath } from '@/contract/guides';
import { stylesText } from '@/contract/dance-style-names';
import { INSTRUCTOR_STYLES } from '@/contract/instructors';
import { setPageHead } from '@/lib/page-head';
import { useGuides } from '../api/guides-list';
import '../components/guides.css';
import { Pager } from '@/components/pager';

const knownStyle = (style: string | null) => INSTRUCTOR_STYLES.find((known) => known === style);

export function GuidesPage() {
  const [params, setParams] = useSearchParams();
  const style = knownStyle(params.get('style'));
  const city = params.get('city') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const list = useGuides({ style, city: city || undefined, page });
  const [cityDraft, setCityDraft] = useState(city);
  useEffect(() => setPageHead('Local guides — Floorcraft'), []);
  useEffect(() => setCityDraft(city), [city]);

  const apply = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value) merged.set(key, value);
      else merged.delete(key);
    setParams(merged);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply({ city: cityDraft.trim(), page: undefined });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <main className="page guides-page">
      <h1>Local guides</h1>
      <p>
        Visiting a city? Local guides are dancers who know its scene — where the good socials are,
        which classes welcome newcomers — and answer visiting dancers&apos; questions. Write to one
        through Floorcraft: your e-mail address stays private.
      </p>
      <p>
        Know your city&apos;s dance scene? <Link to="/account/guide">Become a local guide</Link>.
      </p>
      <form className="guide-filters" role="search" onSubmit={search}>
        <label>
          City
          <input
            type="text"
            value={cityDraft}
            maxLength={60}
            onChange={(event) => setCityDraft(event.target.value)}
          />
        </label>
        <label>
          Style
          <select
            value={style ?? ''}
            onChange={(event) => apply({ style: event.target.value, page: undefined })}
          >
            <option value="">Any style</option>
            {INSTRUCTOR_STYLES.map((one) => (
              <option key={one} value={one}>
                {stylesText([one])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-primary">
          Find guides
        </button>
      </form>
      {list.isPending && <LoadingIndicator label="Loading guides…" />}
      {list.isError && (
        <p className="alert alert-error" role="alert">
          The guides could not be loaded.
        </p>
      )}
      {data && (
        <>
          <p className="muted" aria-live="polite">
            {data.total === 1 ? '1 guide' : `${data.total} guides`}
            {city && ` in ${city}`}
          </p>
          <ul className="guide-list">
            {data.guides.map((guide) => (
              <li key={guide.slug} className="card guide-card">
                <Link to={guidePath(guide.slug)}>{guide.name}</Link>
                <div className="muted">
                  {[guide.city, stylesText(guide.danceStyles)].filter(Boolean).join(' · ')}
                </div>
                {guide.languages.length > 0 && (
                  <div className="muted">Speaks {guide.languages.join(', ')}</div>
                )}
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={(next) => apply({ page: String(next) })} />
        </>
      )}
    </main>
  );
}
