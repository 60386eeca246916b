// /i/{slug}: an instructor's public profile — photo, styles, cities, languages, bio (as text),
// links, and the classes, workshops and festivals they confirmed teaching. The server sends it
// rendered with its share preview; here it is the same page, kept fresh (a former address is
// replaced by the current one).
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { stylesText } from '@/contract/dance-style-names';
import { instructorSummary } from '@/contract/instructor-summary';
import { instructorPath } from '@/contract/instructors';
import { storedImageUrl } from '@/lib/image-url';
import { setPageHead } from '@/lib/page-head';
import { useInstructorPage } from '../api/instructor-page';
import { BookLesson } from '../components/book-lesson';
import { TaughtSessions } from '../components/taught-sessions';
import '../components/instructors.css';

export function InstructorPage() {
  const { slug = '' } = useParams();
  const page = useInstructorPage(slug.toLowerCase());
  const profile = page.data?.profile;
  const navigate = useNavigate();
  // A former address answers with the profile's current one: the address follows it.
  const current = profile?.slug;
  useEffect(() => {
    if (current && current !== slug) navigate(instructorPath(current), { replace: true });
  }, [current, slug, navigate]);
  useEffect(() => {
    if (profile)
      setPageHead(`${profile.name} — Dance instructor — Floorcraft`, instructorSummary(profile));
  }, [profile]);

  if (page.isPending) return <LoadingIndicator label="Loading the profile…" />;
  if (!page.data || !profile)
    return (
      <main className="page page-narrow">
        <h1>Instructor not found</h1>
        <p>No instructor has this profile address.</p>
        <p>
          <Link to="/instructors">Find instructors</Link>
        </p>
      </main>
    );
  return (
    <main className="page page-narrow instructor-page">
      <div className="instructor-page__header">
        {profile.imageKey && (
          <img
            className="instructor-photo"
            src={storedImageUrl(profile.imageKey)}
            alt={`Photo of ${profile.name}`}
            width="112"
            height="112"
          />
        )}
        <div>
          <h1>{profile.name}</h1>
          <p className="muted">
            {profile.danceStyles.length
              ? `${stylesText(profile.danceStyles)} instructor`
              : 'Dance instructor'}
            {profile.cities.length > 0 && ` · ${profile.cities.join(' · ')}`}
          </p>
        </div>
      </div>
      {profile.danceStyles.length > 0 && (
        <ul className="instructor-page__styles" aria-label="Dance styles">
          {profile.danceStyles.map((style) => (
            <li key={style} className="badge">
              {stylesText([style])}
            </li>
          ))}
        </ul>
      )}
      {profile.languages.length > 0 && <p>Teaches in {profile.languages.join(', ')}</p>}
      {profile.bio && (
        <div className="instructor-page__bio">
          {profile.bio.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {profile.links.length > 0 && (
        <ul className="instructor-links" aria-label="Links">
          {profile.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                {link.label || new URL(link.url).hostname}
              </a>
            </li>
          ))}
        </ul>
      )}
      <BookLesson slug={profile.slug} />
      <TaughtSessions sessions={page.data.sessions} />
    </main>
  );
}
