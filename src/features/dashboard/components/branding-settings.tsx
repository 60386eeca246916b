// Settings › Branding (spec §2): the main profile image and the overlay image (JPG, PNG or GIF),
// shown when set, replaced or removed. A picked image follows the one image rule: made smaller on
// the device (long side 1200), then checked against 10 MB (image-rules.ts).
import { useState, type ChangeEvent } from 'react';
import type { BrandingImage, OrganisationInfo } from '@/contract/organisations';
import { failureMessage } from '@/lib/api/result';
import { storedImageUrl } from '@/lib/image-url';
import { ImageRefused, unreadableImage } from '@/lib/images/image-rules';
import { useSaveBrandingImage } from '../api/save-branding-image';

interface Props {
  organisationId: string;
  info: OrganisationInfo;
}

const IMAGES: Array<{ image: BrandingImage; label: string; key: 'imageKey' | 'profileImageKey' }> =
  [
    { image: 'main', label: 'Main profile image', key: 'imageKey' },
    { image: 'overlay', label: 'Overlay image', key: 'profileImageKey' },
  ];

export function BrandingSettings({ organisationId, info }: Props) {
  const save = useSaveBrandingImage(organisationId);
  const [error, setError] = useState<string | null>(null);

  const upload = async (image: BrandingImage, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    let imageBase64: string;
    try {
      const { prepareImage } = await import('@/lib/images/compress-image');
      imageBase64 = (await prepareImage(file, 'branding')).upload;
    } catch (refused) {
      return setError(
        refused instanceof ImageRefused ? refused.message : unreadableImage(file.name),
      );
    }
    const result = await save.mutateAsync({ image, imageBase64 });
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
