// Leaving step 1 needs the event's title, start, end and location (spec §5 required labels).
import type { WizardForm } from './wizard-form';

export function missingDetails(form: WizardForm): string | null {
  const missing = [
    form.title.trim() === '' ? 'event title' : null,
    form.start === '' ? 'start date/time' : null,
    form.end === '' ? 'end date/time' : null,
    form.location.trim() === '' ? 'location' : null,
  ].filter(Boolean);
  if (missing.length > 0) return `Please complete required fields: ${missing.join(', ')}.`;
  if (Date.parse(form.end) < Date.parse(form.start)) return 'The end must not be before the start.';
  return null;
}
