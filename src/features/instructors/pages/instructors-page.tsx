// /instructors: find instructors by dance style and city (and name), a page at a time; the filters
// live in the address, so a filtered list can be shared.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { stylesText } from '@/contract/dance-style-names';
import { INSTRUCTOR_STYLES, instructorPath } from '@/contract/instructors';
import { storedImageUrl } from '@/lib/image-url';
import { setPageHead } from '@/lib/page-head';
import { useInstructors } from '../api/instructors-list';
import '../components/instructors.css';
import { Pager } from '@/components/pager';

const knownStyle = (style: string | null) => INSTRUCTOR_STYLES.find((known) => known === style);

export function InstructorsPage() {
  const [params, setParams] = useSearchParams();
  const style = knownStyle(params.get('style'));
  const city = params.get('city') ?? '';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const list = useInstructors({ style, city: city || undefined, q: q || undefined, page });
  const [cityDraft, setCityDraft] = useState(city);
  const [nameDraft, setNameDraft] = useState(q);
  useEffect(() => setPageHead('Dance Instructors — Floorcraft'), []);

  const apply = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next))
      if (value) merged.set(key, value);
      else merged.delete(key);
    setParams(merged);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply({ city: cityDraft.trim(), q: nameDraft.trim(), page: undefined });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <main className="page instructors-page">
      <h1>Dance Instructors</h1>
      <p>
        Teach dance? <Link to="/account/instructor">Become an instructor</Link> and get discovered.
      </p>
      <form className="instructor-filters" role="search" onSubmit={search}>
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
        <label>
          City
          <input
            type="text"
            value={cityDraft}
            maxLength={60}
            onChange={(e) => setCityDraft(e.target.value)}
          />
        </label>
        <label>
          Name
          <input
            type="text"
            value={nameDraft}
            maxLength={80}
            onChange={(e) => setNameDraft(e.target.value)}
          />
        </label>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      {list.isPending && <LoadingIndicator label="Loading instructors…" />}
      {list.isError && (
        <p className="alert alert-error" role="alert">
          The instructors could not be loaded.
        </p>
      )}
      {data && (
        <>
          <p className="muted" aria-live="polite">
            {data.total === 1 ? '1 instructor' : `${data.total} instructors`}
          </p>
          <ul className="instructor-list">
            {data.instructors.map((instructor) => (
              <li key={instructor.slug} className="card instructor-card">
                {instructor.imageKey && (
                  <img
                    className="instructor-photo instructor-photo--small"
                    src={storedImageUrl(instructor.imageKey)}
                    alt=""
                    width="56"
                    height="56"
                    loading="lazy"
                  />
                )}
                <div>
                  <Link to={instructorPath(instructor.slug)}>{instructor.name}</Link>
                  <div className="muted">
                    {[stylesText(instructor.danceStyles), instructor.cities.join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={(next) => apply({ page: String(next) })} />
        </>
      )}
    </main>
  );
}
