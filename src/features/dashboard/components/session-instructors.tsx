// An event's sessions and the instructor profiles the school names on them: found by name or
// profile address, named, shown with the instructor's answer (a session reaches their public
// profile only once they confirm), and taken back.
import { useState, type FormEvent } from 'react';
import {
  SLUG_PATTERN,
  instructorPath,
  profileSearchWords,
  type SessionNamings,
} from '@/contract/instructors';
import { failureMessage, type ApiResult } from '@/lib/api/result';
import {
  useInstructorSearch,
  useNameInstructor,
  useSessionInstructors,
} from '../api/session-instructors';

const STATUS = {
  pending: 'waiting for their answer',
  confirmed: 'confirmed',
  declined: 'declined',
};

function NameForm({
  configurationId,
  session,
}: {
  configurationId: string;
  session: SessionNamings[number];
}) {
  const { name, remove } = useNameInstructor(configurationId);
  const [words, setWords] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A pasted profile link searches by its slug, as typing the slug does.
  const found = useInstructorSearch(profileSearchWords(words));
  const label = session.sessionName || 'the event';

  const send = async (slug: string) => {
    setError(null);
    const result: ApiResult<unknown> = await name.mutateAsync({
      sessionId: session.sessionId,
      slug,
    });
    if (!result.ok) return setError(failureMessage(result, 'The instructor could not be named.'));
    setWords('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = profileSearchWords(words).toLowerCase();
    if (SLUG_PATTERN.test(typed)) void send(typed);
    else setError('Type an instructor’s profile address (as in /i/ana-souza), or pick one found.');
  };

  return (
    <li className="session-instructors__session">
      <strong>{label}</strong>
      {session.teachers && <span className="muted"> · {session.teachers}</span>}
      <ul>
        {session.namings.map((naming) => (
          <li key={naming.id}>
            <a href={instructorPath(naming.slug)}>{naming.name}</a>{' '}
            <span className="muted">({STATUS[naming.status]})</span>{' '}
            <button
              type="button"
              className="link-button"
              disabled={remove.isPending}
              onClick={() => remove.mutate(naming.id)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <form className="session-instructors__form" onSubmit={submit}>
        <label htmlFor={`name-instructor-${session.sessionId}`}>
          Name an instructor on {label}
        </label>
        <input
          className="input"
          id={`name-instructor-${session.sessionId}`}
          type="search"
          maxLength={80}
          value={words}
          placeholder="Name or profile address"
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className="button button-secondary" disabled={name.isPending}>
          Name
        </button>
      </form>
      {found.data && found.data.length > 0 && (
        <ul className="session-instructors__found" aria-label="Instructors found">
          {found.data.slice(0, 8).map((instructor) => (
            <li key={instructor.slug}>
              <button
                type="button"
                className="link-button"
                disabled={name.isPending}
                onClick={() => void send(instructor.slug)}
              >
                Name {instructor.name} ({instructorPath(instructor.slug)})
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function SessionInstructors({ configurationId }: { configurationId: string }) {
  const sessions = useSessionInstructors(configurationId);
  if (sessions.isPending) return <p className="muted">Loading the sessions…</p>;
  if (sessions.isError)
    return <p className="alert alert-error">The sessions could not be loaded.</p>;
  return (
    <ul className="session-instructors">
      {sessions.data.map((session) => (
        <NameForm key={session.sessionId} configurationId={configurationId} session={session} />
      ))}
    </ul>
  );
}
