// /account/guide: the signed-in account's local guide section — the application to become one
// (and where it stands) for an account that is not a guide; for a guide, the profile form, the
// link to their public page, this week's picks and the messages dancers sent them.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { guidePath } from '@/contract/guides';
import { useAuth } from '@/lib/auth/auth-context';
import { setPageHead } from '@/lib/page-head';
import { useOwnGuide } from '../api/own-guide';
import { ApplicationForm } from '../components/application-form';
import { GuideInbox } from '../components/guide-inbox';
import { GuideProfileForm } from '../components/guide-profile-form';
import { PicksEditor } from '../components/picks-editor';
import '../components/guides.css';

export function GuideAccountPage() {
  const own = useOwnGuide();
  const { user } = useAuth();
  useEffect(() => setPageHead('Local guide — Floorcraft'), []);
  if (own.isPending) return <LoadingIndicator label="Loading your guide profile…" />;
  if (own.isError)
    return (
      <main className="page page-narrow">
        <h1>Local guide</h1>
        <p className="alert alert-error">Your guide profile could not be loaded.</p>
      </main>
    );
  const { isGuide, profile } = own.data;
  if (!isGuide)
    return (
      <main className="page page-narrow">
        <h1>Become a local guide</h1>
        <p>
          Local guides help dancers visiting their city: a public page with the styles you dance,
          the languages you speak and what to ask you about, this week&apos;s dancing you recommend,
          and messages from visitors by e-mail — your address stays private. Tell us a little about
          you: the site&apos;s team reviews every application.
        </p>
        <ApplicationForm />
        <p>
          <Link to="/guides">See the local guides</Link>
        </p>
      </main>
    );
  return (
    <main className="page page-narrow">
      <h1>Your guide profile</h1>
      {profile ? (
        <p>
          Your public page: <Link to={guidePath(profile.slug)}>{guidePath(profile.slug)}</Link>
        </p>
      ) : (
        <p>You are a local guide: fill in your profile so visiting dancers can find you.</p>
      )}
      {/* Not keyed by the profile: the first save must not remount the form (and lose its note). */}
      <GuideProfileForm profile={profile} suggestedName={user?.accountDetails?.name ?? ''} />
      {profile && <PicksEditor key={profile.city} city={profile.city} />}
      {profile && <GuideInbox />}
    </main>
  );
}
