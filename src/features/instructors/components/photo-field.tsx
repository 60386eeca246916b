// The profile's photo: picked, made smaller on the device and checked by the one image rule
// (image-rules.ts), then stored by the server; replaced or removed.
import { useState, type ChangeEvent } from 'react';
import type { InstructorProfile } from '@/contract/instructors';
import { failureMessage } from '@/lib/api/result';
import { storedImageUrl } from '@/lib/image-url';
import { ImageRefused, unreadableImage } from '@/lib/images/image-rules';
import { useSavePhoto } from '../api/own-profile';

export function PhotoField({ profile }: { profile: InstructorProfile }) {
  const save = useSavePhoto();
  const [error, setError] = useState<string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    let imageBase64: string;
    try {
      const { prepareImage } = await import('@/lib/images/compress-image');
      imageBase64 = (await prepareImage(file, 'photo')).upload;
    } catch (refused) {
      return setError(
        refused instanceof ImageRefused ? refused.message : unreadableImage(file.name),
      );
    }
    const result = await save.mutateAsync(imageBase64);
    if (!result.ok) setError(failureMessage(result, 'Photo upload failed.'));
  };

  return (
    <section aria-labelledby="photo-heading">
      <h2 id="photo-heading">Photo</h2>
      {profile.imageKey ? (
        <img
          className="instructor-photo"
          src={storedImageUrl(profile.imageKey)}
          alt="Your profile photo"
          width="112"
          height="112"
        />
      ) : (
        <p className="muted">No photo yet.</p>
      )}
      <p>
        <label className="button button-secondary">
          {profile.imageKey ? 'Replace photo' : 'Upload photo'}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            className="visually-hidden"
            disabled={save.isPending}
            onChange={(event) => void upload(event)}
          />
        </label>{' '}
        {profile.imageKey && (
          <button
            type="button"
            className="button button-secondary"
            disabled={save.isPending}
            onClick={() => void save.mutateAsync(null)}
          >
            Remove photo
          </button>
        )}
      </p>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
