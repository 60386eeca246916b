// The guide profile's editor: name, profile address (chosen or made from the name), city, dance
// styles, languages, "ask me about" and a short bio. Checked with the contract's schema before
// sending; the server's refusal is shown as sent.
import { useState, type FormEvent } from 'react';
import { PageForm } from '@/components/page-form';
import { TextField } from '@/components/text-field';
import type { DanceStyle } from '@/contract/events';
import { GUIDE_LIMITS, guideProfileInputSchema, type GuideProfile } from '@/contract/guides';
import { slugFrom } from '@/contract/instructors';
import { failureMessage } from '@/lib/api/result';
import { useSaveGuideProfile } from '../api/own-guide';
import { StyleChoices } from './style-choices';

const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function GuideProfileForm({
  profile,
  suggestedName,
}: {
  profile: GuideProfile | null;
  suggestedName: string;
}) {
  const save = useSaveGuideProfile();
  const [name, setName] = useState(profile?.name ?? suggestedName);
  const [slug, setSlug] = useState(profile?.slug ?? '');
  const [city, setCity] = useState(profile?.city ?? '');
  const [styles, setStyles] = useState((profile?.danceStyles ?? []) as DanceStyle[]);
  const [languages, setLanguages] = useState((profile?.languages ?? []).join(', '));
  const [askMeAbout, setAskMeAbout] = useState(profile?.askMeAbout ?? '');
  const [bio, setBio] = useState(profile?.bio ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const input = {
      slug: slug.trim() || null,
      name,
      city,
      danceStyles: styles,
      languages: listOf(languages),
      askMeAbout,
      bio,
    };
    const checked = guideProfileInputSchema.safeParse(input);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the form.');
    const result = await save.mutateAsync(input);
    if (!result.ok) return setError(failureMessage(result, 'The profile could not be saved.'));
    setSaved(true);
    setSlug((result.data as { data: GuideProfile }).data.slug);
  };
  const shownSlug = slug.trim().toLowerCase() || slugFrom(name || 'your name');

  return (
    <PageForm
      className="form guide-form"
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
          Guide profile saved.
        </div>
      )}
      <TextField
        id="guide-name"
        label="Name"
        required
        maxLength={GUIDE_LIMITS.name}
        value={name}
        onValue={setName}
        hint="Shown on your page; a first name is enough."
      />
      <TextField
        id="guide-slug"
        label="Profile address"
        maxLength={40}
        value={slug}
        onValue={setSlug}
        placeholder={slugFrom(name || 'your name')}
        hint={`Your page will be at /guides/${shownSlug}. Lower-case letters, digits and hyphens; left empty, it is made from your name.`}
      />
      <TextField
        id="guide-city"
        label="City"
        required
        maxLength={GUIDE_LIMITS.city}
        value={city}
        onValue={setCity}
      />
      <StyleChoices chosen={styles} onChange={setStyles} />
      <TextField
        id="guide-languages"
        label="Languages"
        maxLength={450}
        value={languages}
        onValue={setLanguages}
        hint="Separated by commas, e.g. English, Spanish."
      />
      <TextField
        id="guide-ask-me-about"
        label="Ask me about"
        rows={3}
        maxLength={GUIDE_LIMITS.askMeAbout}
        value={askMeAbout}
        onValue={setAskMeAbout}
        hint="e.g. the best Friday socials, beginner-friendly classes, where to stay near the venues."
      />
      <TextField
        id="guide-bio"
        label="Short bio"
        rows={5}
        maxLength={GUIDE_LIMITS.bio}
        value={bio}
        onValue={setBio}
        hint={`Plain text, up to ${GUIDE_LIMITS.bio} characters.`}
      />
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {profile ? 'Save guide profile' : 'Publish my guide profile'}
      </button>
    </PageForm>
  );
}
