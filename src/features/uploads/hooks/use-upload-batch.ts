// The uploads page's state: events read from files, their images, the conflicts to resolve and
// the upload's progress. The parser and the image compressor load only when first needed.
import { useState } from 'react';
import { DEFAULT_TIME_ZONE } from '@/contract/events';
import { useAuth } from '@/lib/auth/auth-context';
import { failureMessage } from '@/lib/api/result';
import { dayKey } from '@/lib/event-time';
import { checkDuplicates } from '@/lib/calendar-files/check-duplicates';
import {
  CalendarFileError,
  FILE_MESSAGES,
  MAX_FILE_BYTES,
} from '@/lib/calendar-files/calendar-file-rules';
import { conflictsOf, planOf, type Conflict } from '../lib/conflicts';
import { runUpload, type UploadProgress } from '../lib/run-upload';
import type { UploadEvent } from '@/lib/calendar-files/upload-event';
import { ImageRefused, unreadableImage } from '@/lib/images/image-rules';

export const NO_EVENTS_MESSAGE = 'No events to upload';
const CHECK_FAILED = 'Could not check your events against Floorcraft. Please try again.';
/**
 * Floating times in a file are read where the organisation is. Organisations default to
 * Sydney; the file never says (Facebook exports carry no VTIMEZONE).
 */
const zone = () => DEFAULT_TIME_ZONE;

export interface Images {
  upload: string;
  thumbnail: string;
}

export function useUploadBatch() {
  const { organisationId } = useAuth();
  const [events, setEvents] = useState<UploadEvent[]>([]);
  const [images, setImages] = useState<ReadonlyMap<string, Images>>(new Map());
  const [problems, setProblems] = useState<string[]>([]);
  const [imageProblems, setImageProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  /** The first day (YYYY-MM-DD, where it happens) of the soonest event the last upload sent. */
  const [firstUploadedDay, setFirstUploadedDay] = useState<string | null>(null);

  async function addFile(file: File) {
    setProblems([]);
    if (!/\.ics$/i.test(file.name)) return setProblems([FILE_MESSAGES.notIcs]);
    if (file.size > MAX_FILE_BYTES) return setProblems([FILE_MESSAGES.tooBig]);
    try {
      const [{ parseFacebookCalendar }, text] = await Promise.all([
        import('@/lib/calendar-files/parse-facebook-calendar'),
        file.text(),
      ]);
      const result = parseFacebookCalendar(text, {
        timeZone: zone(),
        today: dayKey(new Date().toISOString(), zone()) ?? '',
        loaded: {
          icalUIDs: new Set(events.map((event) => event.icalUID)),
          facebookIds: new Set(events.map((event) => event.facebookEventId)),
        },
      });
      setEvents((current) => [...current, ...result.events]);
      setProblems(result.problems);
    } catch (error) {
      setProblems([
        error instanceof CalendarFileError
          ? error.message
          : `Error reading file: ${error instanceof Error ? error.message : String(error)}`,
      ]);
    }
  }

  async function setImage(key: string, file: File | null) {
    // An image's problem belongs to its event: a good image, or none, takes it away.
    const clearProblem = () =>
      setImageProblems(
        (current) => new Map([...current].filter(([candidate]) => candidate !== key)),
      );
    if (!file) {
      setImages((current) => new Map([...current].filter(([candidate]) => candidate !== key)));
      clearProblem();
      return;
    }
    try {
      const { prepareImage } = await import('@/lib/images/compress-image');
      const prepared = await prepareImage(file);
      setImages((current) => new Map(current).set(key, prepared));
      clearProblem();
    } catch (error) {
      const message = error instanceof ImageRefused ? error.message : unreadableImage(file.name);
      setImageProblems((current) => new Map(current).set(key, message));
    }
  }

  const removeEvent = (key: string) => {
    setEvents((current) => current.filter((event) => event.key !== key));
    void setImage(key, null);
  };

  async function startUpload() {
    if (events.length === 0) return setProblems([NO_EVENTS_MESSAGE]);
    setBusy(true);
    setProblems([]);
    const checked = await checkDuplicates(events, organisationId);
    setBusy(false);
    if (!checked.ok) return setProblems([failureMessage(checked, CHECK_FAILED)]);
    const found = conflictsOf(events, checked.data);
    if (found.length > 0) return setConflicts(found);
    await send([]);
  }

  async function send(resolved: Conflict[]) {
    setConflicts(null);
    const plan = planOf(events, resolved);
    const uploadImages = new Map([...images].map(([key, value]) => [key, value.upload]));
    const final = await runUpload(plan, uploadImages, setProgress);
    // What went up leaves the table; what failed or was skipped stays, to fix or remove.
    const done = new Set(
      final.items.filter((item) => item.status === 'completed').map((item) => item.key),
    );
    const sent = [...plan.imports, ...plan.updates.map((update) => update.event)]
      .filter((event) => done.has(event.key))
      .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime));
    setFirstUploadedDay(sent[0] ? dayKey(sent[0].startDateTime, sent[0].timeZone) : null);
    setEvents((current) => current.filter((event) => !done.has(event.key)));
  }

  return {
    events,
    images,
    problems: [...problems, ...imageProblems.values()],
    firstUploadedDay,
    conflicts,
    progress,
    busy,
    addFile,
    setImage,
    removeEvent,
    startUpload,
    resolveConflicts: (resolved: Conflict[]) => void send(resolved),
    cancelConflicts: () => setConflicts(null),
    closeProgress: () => setProgress(null),
  };
}
