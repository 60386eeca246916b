// The instructor profile's editor: name, profile address (chosen or made from the name), dance
// styles from the project's list, cities, languages, bio (plain text) and links (http/https). It
// checks with the contract's own schema before sending, and shows the server's refusal as sent.
import { useState, type FormEvent } from 'react';
import { PageForm } from '@/components/page-form';
import { TextField } from '@/components/text-field';
import type { DanceStyle } from '@/contract/events';
import { stylesText } from '@/contract/dance-style-names';
import {
  INSTRUCTOR_LIMITS,
  INSTRUCTOR_STYLES,
  instructorProfileInputSchema,
  slugFrom,
  type InstructorLink,
  type InstructorProfile,
} from '@/contract/instructors';
import { failureMessage } from '@/lib/api/result';
import { useSaveProfile } from '../api/own-profile';

const listText = (items: string[]) => items.join(', ');
const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

interface Props {
  profile: InstructorProfile | null;
  suggestedName: string;
  onSaved: (profile: InstructorProfile) => void;
}

export function ProfileForm({ profile, suggestedName, onSaved }: Props) {
  const save = useSaveProfile();
  const [name, setName] = useState(profile?.name ?? suggestedName);
  const [slug, setSlug] = useState(profile?.slug ?? '');
  const [styles, setStyles] = useState<DanceStyle[]>((profile?.danceStyles ?? []) as DanceStyle[]);
  const [cities, setCities] = useState(listText(profile?.cities ?? []));
  const [languages, setLanguages] = useState(listText(profile?.languages ?? []));
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [links, setLinks] = useState<InstructorLink[]>(profile?.links ?? []);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const toggleStyle = (style: DanceStyle) =>
    setStyles((chosen) =>
      chosen.includes(style) ? chosen.filter((one) => one !== style) : [...chosen, style],
    );
  const setLink = (index: number, change: Partial<InstructorLink>) =>
    setLinks((all) => all.map((link, at) => (at === index ? { ...link, ...change } : link)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const input = {
      slug: slug.trim() || null,
      name,
      danceStyles: styles,
      cities: listOf(cities),
      languages: listOf(languages),
      bio,
      links: links.filter((link) => link.url.trim() || link.label.trim()),
    };
    const checked = instructorProfileInputSchema.safeParse(input);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the form.');
    const result = await save.mutateAsync(input);
    if (!result.ok) return setError(failureMessage(result, 'The profile could not be saved.'));
    setSaved(true);
    const data = (result.data as { data: InstructorProfile }).data;
    setSlug(data.slug);
    onSaved(data);
  };

  return (
    <PageForm
      className="form instructor-form"
      onSubmit={(event) => void submit(event)}
      aria-busy={save.isPending}
    >
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      {saved && (
        <div className="alert alert-success" role="status">
          Profile saved.
        </div>
      )}
      <TextField
        id="instructor-name"
        label="Name"
        required
        maxLength={INSTRUCTOR_LIMITS.name}
        value={name}
        onValue={setName}
      />
      <TextField
        id="instructor-slug"
        label="Profile address"
        maxLength={40}
        value={slug}
        onValue={setSlug}
        placeholder={slugFrom(name || 'your name')}
        hint={`Your page will be at /i/${slug.trim().toLowerCase() || slugFrom(name || 'your name')}. Lower-case letters, digits and hyphens; left empty, it is made from your name.`}
      />
      <fieldset>
        <legend>Dance styles</legend>
        <div className="style-choices">
          {INSTRUCTOR_STYLES.map((style) => (
            <label key={style}>
              <input
                type="checkbox"
                checked={styles.includes(style)}
                onChange={() => toggleStyle(style)}
              />{' '}
              {stylesText([style])}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        id="instructor-cities"
        label="Cities"
        value={cities}
        onValue={setCities}
        maxLength={700}
        hint="Separated by commas, e.g. Sydney, Melbourne."
      />
      <TextField
        id="instructor-languages"
        label="Languages"
        value={languages}
        onValue={setLanguages}
        maxLength={450}
        hint="Separated by commas."
      />
      <TextField
        id="instructor-bio"
        label="Bio"
        rows={6}
        maxLength={INSTRUCTOR_LIMITS.bio}
        value={bio}
        onValue={setBio}
        hint={`Plain text, up to ${INSTRUCTOR_LIMITS.bio} characters.`}
      />
      <fieldset>
        <legend>Links</legend>
        {links.map((link, index) => (
          <div className="link-row" key={index}>
            <TextField
              id={`instructor-link-label-${index}`}
              label="Label"
              maxLength={INSTRUCTOR_LIMITS.linkLabel}
              value={link.label}
              onValue={(label) => setLink(index, { label })}
            />
            <TextField
              id={`instructor-link-url-${index}`}
              label="Address (https://…)"
              type="url"
              maxLength={INSTRUCTOR_LIMITS.linkUrl}
              value={link.url}
              onValue={(url) => setLink(index, { url })}
            />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setLinks((all) => all.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </div>
        ))}
        {links.length < INSTRUCTOR_LIMITS.links && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setLinks((all) => [...all, { label: '', url: '' }])}
          >
            Add a link
          </button>
        )}
      </fieldset>
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {profile ? 'Save profile' : 'Become an instructor'}
      </button>
    </PageForm>
  );
}
