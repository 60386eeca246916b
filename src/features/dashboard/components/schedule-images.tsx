// The Timetables tab's schedule images of one event: a picture per day, Thursday to Sunday,
// uploaded (made smaller on the device, then checked against 10 MB: the one image rule), shown,
// replaced or removed; dancers see each under that day of the event page's timetable.
import { useState, type ChangeEvent } from 'react';
import { SCHEDULE_DAY_LABELS, SCHEDULE_DAYS, type ScheduleDay } from '@/contract/schedule-images';
import { messageOf } from '@/lib/api/result';
import { storedImageUrl } from '@/lib/image-url';
import { ImageRefused } from '@/lib/images/image-rules';
import { useSaveScheduleImage, useScheduleImages } from '../api/schedule-images';

export function ScheduleImages({
  configurationId,
  title,
}: {
  configurationId: string;
  title: string;
}) {
  const images = useScheduleImages(configurationId);
  const save = useSaveScheduleImage(configurationId);
  const [error, setError] = useState<string | null>(null);

  const upload = async (day: ScheduleDay, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    try {
      const { prepareImage } = await import('@/lib/images/compress-image');
      const imageBase64 = (await prepareImage(file, 'schedule')).upload;
      await save.mutateAsync({ day, imageBase64 });
    } catch (failure) {
      setError(
        failure instanceof ImageRefused
          ? failure.message
          : messageOf(failure, 'Image upload failed.'),
      );
    }
  };

  return (
    <details className="schedule-images">
      <summary>Schedule images by day</summary>
      <ul className="schedule-images__days">
        {SCHEDULE_DAYS.map((day) => {
          const image = images.data?.find((candidate) => candidate.day === day);
          const label = SCHEDULE_DAY_LABELS[day];
          return (
            <li key={day} className="schedule-images__day">
              <h4>{label}</h4>
              {image ? (
                <img
                  className="schedule-images__image"
                  src={storedImageUrl(image.imageKey)}
                  alt={`${title}: ${label}'s schedule`}
                />
              ) : (
                <p className="muted">No image yet.</p>
              )}
              <label className="button button-secondary">
                {image ? `Replace ${label}'s image` : `Upload ${label}'s image`}
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/gif,image/webp"
                  className="visually-hidden"
                  disabled={save.isPending}
                  onChange={(event) => void upload(day, event)}
                />
              </label>
              {image && (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={save.isPending}
                  onClick={() =>
                    void save
                      .mutateAsync({ day, imageBase64: null })
                      .catch((failure: unknown) =>
                        setError(messageOf(failure, 'The image could not be removed.')),
                      )
                  }
                >
                  Remove {label}'s image
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
    </details>
  );
}
