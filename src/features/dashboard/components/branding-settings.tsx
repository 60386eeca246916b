// Settings › Branding (spec §2): the main profile image and the overlay image (JPG, PNG or GIF,
// up to 10 MB), shown when set, replaced or removed.
import { useState, type ChangeEvent } from 'react';
import type { BrandingImage, OrganisationInfo } from '@/contract/organisations';
import { failureMessage } from '@/lib/api/result';
import { storedImageUrl } from '@/lib/image-url';
import { useSaveBrandingImage } from '../api/save-branding-image';

interface Props {
  organisationId: string;
  info: OrganisationInfo;
}

const MAX_BYTES = 10 * 1024 * 1024;
const IMAGES: Array<{ image: BrandingImage; label: string; key: 'imageKey' | 'profileImageKey' }> =
  [
    { image: 'main', label: 'Main profile image', key: 'imageKey' },
    { image: 'overlay', label: 'Overlay image', key: 'profileImageKey' },
  ];

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

export function BrandingSettings({ organisationId, info }: Props) {
  const save = useSaveBrandingImage(organisationId);
  const [error, setError] = useState<string | null>(null);

  const upload = async (image: BrandingImage, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.size > MAX_BYTES) return setError('Images must be 10 MB or smaller.');
    const result = await save.mutateAsync({ image, imageBase64: await dataUrlOf(file) });
    if (!result.ok) setError(failureMessage(result, 'Image upload failed.'));
  };

  return (
    <div className="branding-grid">
      {IMAGES.map(({ image, label, key }) => {
        const imageKey = info[key];
        return (
          <div key={image} className="card">
            <h4>{label}</h4>
            {imageKey ? (
              <img className="branding-image" src={storedImageUrl(imageKey)} alt={label} />
            ) : (
              <p className="muted">No image yet.</p>
            )}
            <label className="button button-secondary">
              {imageKey ? 'Replace image' : 'Upload image'}
              <input
                type="file"
                accept="image/jpeg,image/png,image/gif"
                className="visually-hidden"
                disabled={save.isPending}
                onChange={(event) => void upload(image, event)}
              />
            </label>
            {imageKey && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void save.mutateAsync({ image, imageBase64: null })}
              >
                Remove image
              </button>
            )}
          </div>
        );
      })}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
