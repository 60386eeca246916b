// Step 1, Event Details (spec §2, §5): title, description, start, end, location and an optional
// event image. Required: Event Title, Start, End, Event Location.
import { useState, type ChangeEvent } from 'react';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import { useDraftImage } from '../api/get-draft-image';
import type { WizardForm } from '../lib/wizard-form';
import { IcsImport } from './ics-import';
import { ZoneNote } from './zone-note';
import { ImageRefused } from '@/lib/images/image-rules';
import { TextField } from '@/components/text-field';
import { TimeZoneSelect } from '@/components/time-zone-select';

interface Props {
  form: WizardForm;
  showErrors: boolean;
  onChange: (patch: Partial<WizardForm>) => void;
  onImport: (event: UploadEvent, filename: string) => void;
  /** Shows a problem with the calendar file. */
  onImageError: (message: string) => void;
}

/** The door's usual lead times; a draft's own value is offered too. */
const LEAD_TIMES = [0, 30, 60, 120, 180, 240, 360];
const leadTimes = (current: number) =>
  LEAD_TIMES.includes(current) ? LEAD_TIMES : [...LEAD_TIMES, current].sort((a, b) => a - b);
function leadTimeLabel(minutes: number): string {
  if (minutes === 0) return 'When the event starts';
  if (minutes % 60 !== 0) return `${minutes} minutes before the start`;
  return `${minutes / 60} hour${minutes === 60 ? '' : 's'} before the start`;
}

export function EventDetailsStep({ form, showErrors, onChange, onImport, onImageError }: Props) {
  // An image's problem shows by the image, and goes when a good one (or none) takes its place.
  const [imageError, setImageError] = useState<string | null>(null);
  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      // The one image rule (image-rules.ts): shrunk on the device as uploads are (spec §5: long
      // side 800 or 600, JPEG quality 0.1), then checked.
      const { prepareImage } = await import('@/lib/images/compress-image');
      onChange({ newImage: (await prepareImage(file)).upload });
      setImageError(null);
    } catch (error) {
      setImageError(
        error instanceof ImageRefused
          ? `Image upload error: ${error.message}`
          : 'Failed to load event image',
      );
    }
  };
  const stored = useDraftImage(form.newImage ? null : form.eventImageKey);
  const preview = form.newImage ?? stored.data ?? null;

  return (
    <fieldset className="wizard-fieldset">
      <legend>Event Details</legend>
      <IcsImport onImported={onImport} onError={onImageError} timeZone={form.timeZone} />
      <TextField
        id="event-title"
        label="Event Title"
        required
        invalid={showErrors && form.title.trim() === ''}
        value={form.title}
        onValue={(title) => onChange({ title })}
      />
      <TextField
        id="event-description"
        label="Description"
        rows={4}
        value={form.description}
        onValue={(description) => onChange({ description })}
      />
      <div className="wizard-row">
        <TextField
          id="event-start"
          label="Start"
          type="datetime-local"
          required
          invalid={showErrors && form.start === ''}
          value={form.start}
          onValue={(start) => onChange({ start: start.slice(0, 16) })}
        />
        <TextField
          id="event-end"
          label="End"
          type="datetime-local"
          required
          invalid={showErrors && form.end === ''}
          value={form.end}
          onValue={(end) => onChange({ end: end.slice(0, 16) })}
        />
      </div>
      <TimeZoneSelect
        id="event-time-zone"
        label="Time zone"
        value={form.timeZone}
        onValue={(timeZone) => onChange({ timeZone })}
        hint="The event's times are on this clock: change it for an event away from home."
      />
      <ZoneNote timeZone={form.timeZone} />
      <div className="field">
        <label htmlFor="event-check-in-opens">Check-in opens</label>
        <select
          id="event-check-in-opens"
          value={form.checkInOpensMinutesBefore}
          onChange={(event) => onChange({ checkInOpensMinutesBefore: Number(event.target.value) })}
        >
          {leadTimes(form.checkInOpensMinutesBefore).map((minutes) => (
            <option key={minutes} value={minutes}>
              {leadTimeLabel(minutes)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="event-location"
        label="Event Location"
        required
        invalid={showErrors && form.location.trim() === ''}
        value={form.location}
        onValue={(location) => onChange({ location, latitude: null, longitude: null })}
      />
      <div className="field">
        <span className="field__label">Event Image (optional)</span>
        {preview && <img className="wizard-image" src={preview} alt="Event image preview" />}
        <div className="button-row">
          <label className="button button-secondary">
            {preview ? 'Replace image' : 'Add image'}
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              onChange={(event) => void chooseImage(event)}
            />
          </label>
          {preview && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setImageError(null);
                onChange({ newImage: null, eventImageKey: null });
              }}
            >
              Remove image
            </button>
          )}
        </div>
        {imageError && (
          <p className="alert alert-error" role="alert">
            {imageError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
