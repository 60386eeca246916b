// /guides/{slug or id}: a local guide's public page — city, styles, languages, "ask me about",
// bio (as text), the events they picked for this week, and the form to write to them.
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { guidePath } from '@/contract/guides';
import { stylesText } from '@/contract/dance-style-names';
import { setPageHead } from '@/lib/page-head';
import { useGuidePage } from '../api/guide-page';
import { GuidePicks } from '../components/guide-picks';
import { MessageForm } from '../components/message-form';
import '../components/guides.css';

export function GuidePage() {
  const { handle = '' } = useParams();
  const page = useGuidePage(handle.toLowerCase());
  const profile = page.data?.profile;
  const navigate = useNavigate();
  // An id or a capitalised address shows the page at its own address.
  const current = profile?.slug;
  useEffect(() => {
    if (current && current !== handle) navigate(guidePath(current), { replace: true });
  }, [current, handle, navigate]);
  useEffect(() => {
    if (profile)
      setPageHead(
        `${profile.name} — Local dance guide in ${profile.city} — Floorcraft`,
        `${profile.name} helps visiting dancers find ${stylesText(profile.danceStyles) || 'dance'} in ${profile.city}.`,
      );
  }, [profile]);

  if (page.isPending) return <LoadingIndicator label="Loading the guide…" />;
  if (!page.data || !profile)
    return (
      <main className="page page-narrow">
        <h1>Guide not found</h1>
        <p>No local guide has this address.</p>
        <p>
          <Link to="/guides">Find local guides</Link>
        </p>
      </main>
    );
  return (
    <main className="page page-narrow guide-page">
      <h1>{profile.name}</h1>
      <p className="muted">Local dance guide in {profile.city}</p>
      {profile.danceStyles.length > 0 && (
        <ul className="guide-page__styles" aria-label="Dance styles">
          {profile.danceStyles.map((style) => (
            <li key={style} className="badge">
              {stylesText([style])}
            </li>
          ))}
        </ul>
      )}
      {profile.languages.length > 0 && <p>Speaks {profile.languages.join(', ')}</p>}
      <div className="guide-page__text">
        {profile.askMeAbout && (
          <>
            <h2>Ask me about</h2>
            <p>{profile.askMeAbout}</p>
          </>
        )}
        {profile.bio &&
          profile.bio.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      </div>
      <GuidePicks picks={page.data.picks} city={profile.city} />
      <section className="guide-section" aria-labelledby="write-heading">
        <h2 id="write-heading">Write to {profile.name}</h2>
        <MessageForm handle={profile.slug} guideName={profile.name} />
      </section>
    </main>
  );
}
