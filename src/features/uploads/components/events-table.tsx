// The events read from calendar files: when, where (with venue-only warnings), styles, an optional
// image each, and Remove.
import { stylesText } from '@/contract/dance-style-names';
import { dateOf, timeRangeOf } from '@/lib/event-time';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import type { Images } from '../hooks/use-upload-batch';

interface Props {
  events: UploadEvent[];
  images: ReadonlyMap<string, Images>;
  onImage: (key: string, file: File | null) => void;
  onRemove: (key: string) => void;
}

export function EventsTable({ events, images, onImage, onRemove }: Props) {
  return (
    <div className="table-scroll fit-table-frame">
      <table className="events-table fit-table">
        <caption>Events ready to upload ({events.length})</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">When</th>
            <th scope="col">Where</th>
            <th scope="col">Image</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const image = images.get(event.key);
            return (
              <tr key={event.key}>
                <td data-label="Event">
                  <strong>{event.title}</strong>
                  <div className="muted">{stylesText(event.danceStyles)}</div>
                </td>
                <td data-label="When">
                  {dateOf(event.startDateTime, event.timeZone)}
                  <div className="muted">
                    {timeRangeOf(event.startDateTime, event.endDateTime, event.timeZone)}
                  </div>
                </td>
                <td data-label="Where">
                  {event.location.description}
                  {event.warnings.map((warning) => (
                    <div key={warning} className="warning-text">
                      {warning}
                    </div>
                  ))}
                </td>
                <td data-label="Image">
                  {image && (
                    <img
                      className="events-table__thumbnail"
                      src={image.thumbnail}
                      alt={`Image for ${event.title}`}
                    />
                  )}
                  <label className="button button-secondary button-small">
                    {image ? 'Change image' : 'Add image'}
                    <input
                      type="file"
                      accept="image/*"
                      className="visually-hidden"
                      aria-label={`Image for ${event.title}`}
                      onChange={(change) => onImage(event.key, change.target.files?.[0] ?? null)}
                    />
                  </label>
                </td>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onRemove(event.key)}
                    aria-label={`Remove ${event.title}`}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
