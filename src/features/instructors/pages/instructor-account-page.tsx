// /account/instructor: the signed-in account's instructor section — become an instructor (the
// profile form), then the photo, the link to the public page, and the sessions schools named them
// on to confirm or decline.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { instructorPath } from '@/contract/instructors';
import { useAuth } from '@/lib/auth/auth-context';
import { setPageHead } from '@/lib/page-head';
import { useOwnProfile } from '../api/own-profile';
import { NamingsList } from '../components/namings-list';
import { PhotoField } from '../components/photo-field';
import { PrivateLessonsSection } from '../components/private-lessons-section';
import { ProfileForm } from '../components/profile-form';
import '../components/instructors.css';

export function InstructorAccountPage() {
  const own = useOwnProfile();
  const { user } = useAuth();
  useEffect(() => setPageHead('Instructor profile — Floorcraft'), []);
  if (own.isPending) return <LoadingIndicator label="Loading your profile…" />;
  if (own.isError)
    return (
      <main className="page page-narrow">
        <h1>Instructor profile</h1>
        <p className="alert alert-error">Your profile could not be loaded.</p>
      </main>
    );
  const profile = own.data;
  return (
    <main className="page page-narrow instructor-account">
      <h1>{profile ? 'Instructor profile' : 'Become an instructor'}</h1>
      {profile ? (
        <p>
          Your public page:{' '}
          <Link to={instructorPath(profile.slug)}>{instructorPath(profile.slug)}</Link>
        </p>
      ) : (
        <p>
          Create your public profile: schools can then name you on their classes, workshops and
          festivals, and dancers find you by style and city.
        </p>
      )}
      <ProfileForm
        profile={profile}
        suggestedName={user?.accountDetails?.name ?? ''}
        onSaved={() => undefined}
      />
      {profile && <PhotoField profile={profile} />}
      {profile && <NamingsList />}
      {profile && <PrivateLessonsSection />}
    </main>
  );
}
