// Step 1, Event Details (spec §2, §5): title, description, start, end, location and an optional
// event image. Required: Event Title, Start, End, Event Location.
import type { ChangeEvent } from 'react';
import { storedImageUrl } from '@/lib/image-url';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import { inputValueOf, type WizardForm } from '../lib/wizard-form';
import { IcsImport } from './ics-import';
import { TextField } from './text-field';

interface Props {
  form: WizardForm;
  showErrors: boolean;
  onChange: (patch: Partial<WizardForm>) => void;
  /** Shows a problem with the image or the calendar file. */
  onImageError: (message: string) => void;
}

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export function EventDetailsStep({ form, showErrors, onChange, onImageError }: Props) {
  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/'))
      return onImageError('Image upload error: please choose an image file.');
    if (file.size > MAX_IMAGE_BYTES)
      return onImageError('Image upload error: images must be 10 MB or smaller.');
    const reader = new FileReader();
    reader.onload = () => onChange({ newImage: String(reader.result) });
    reader.onerror = () => onImageError('Failed to load event image');
    reader.readAsDataURL(file);
  };
  const imported = (event: UploadEvent, filename: string) =>
    onChange({
      title: event.title,
      description: event.description,
      start: inputValueOf(event.startDateTime),
      end: inputValueOf(event.endDateTime),
      location: event.location.description,
      latitude: null,
      longitude: null,
      importSource: 'ics',
      icsData: { uid: event.icalUID, filename },
      eventId: null,
    });
  const preview = form.newImage ?? (form.eventImageKey ? storedImageUrl(form.eventImageKey) : null);

  return (
    <fieldset className="wizard-fieldset">
      <legend>Event Details</legend>
      <IcsImport onImported={imported} onError={onImageError} />
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
              onChange={chooseImage}
            />
          </label>
          {preview && (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onChange({ newImage: null, eventImageKey: null })}
            >
              Remove image
            </button>
          )}
        </div>
      </div>
    </fieldset>
  );
}
