// /uploads: Upload Facebook Events via iCalendar (spec §2 Uploads page).
import { useRef } from 'react';
import { CalendarFeeds } from '@/components/calendar-feeds/calendar-feeds';
import { calendarMonthPath } from '@/components/calendar/calendar-navigation';
import { EventsTable } from '../components/events-table';
import { ConflictModal } from '../components/conflict-modal';
import { UploadProgressModal } from '../components/upload-progress-modal';
import { NO_EVENTS_MESSAGE, useUploadBatch } from '../hooks/use-upload-batch';
import '../components/uploads.css';

export function UploadsPage() {
  const batch = useUploadBatch();
  const fileInput = useRef<HTMLInputElement>(null);
  const hasEvents = batch.events.length > 0;

  return (
    <main className="page">
      <h1>Upload Facebook Events via iCalendar</h1>
      <ol className="upload-steps">
        <li>
          On your Facebook Page, open an event (or your events list) and choose Export, or Add to
          calendar, to save an .ics file.
        </li>
        <li>
          Choose the file here. You can add several files: we suggest preloading 2-5 events before
          you upload.
        </li>
        <li>Check each event, add an image if you like, then upload.</li>
      </ol>
      <div className="upload-actions">
        {/* The main action is choosing a file until events are loaded, then uploading them. */}
        <label className={`button ${hasEvents ? 'button-secondary' : 'button-primary'}`}>
          Choose .ics file
          <input
            ref={fileInput}
            type="file"
            accept=".ics,text/calendar"
            className="visually-hidden"
            aria-label="Calendar file (.ics)"
            onChange={(change) => {
              const file = change.target.files?.[0];
              if (file) void batch.addFile(file);
              if (fileInput.current) fileInput.current.value = '';
            }}
          />
        </label>
        <button
          type="button"
          className={`button ${hasEvents ? 'button-primary' : 'button-secondary'}`}
          disabled={!hasEvents || batch.busy || batch.progress !== null}
          onClick={() => void batch.startUpload()}
        >
          {batch.busy
            ? 'Checking...'
            : `Upload ${batch.events.length} Event${batch.events.length === 1 ? '' : 's'}`}
        </button>
      </div>
      {batch.problems.length > 0 && (
        <div className="alert alert-error" role="alert">
          {batch.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
      {batch.events.length > 0 ? (
        <EventsTable
          events={batch.events}
          images={batch.images}
          onImage={(key, file) => void batch.setImage(key, file)}
          onRemove={batch.removeEvent}
        />
      ) : (
        <p className="muted">{NO_EVENTS_MESSAGE} yet: choose an .ics file to begin.</p>
      )}
      {batch.conflicts && (
        <ConflictModal
          conflicts={batch.conflicts}
          onResolve={batch.resolveConflicts}
          onCancel={batch.cancelConflicts}
        />
      )}
      {batch.progress && (
        <UploadProgressModal
          progress={batch.progress}
          onClose={batch.closeProgress}
          calendarPath={
            batch.firstUploadedDay ? calendarMonthPath(batch.firstUploadedDay) : '/tickets'
          }
        />
      )}
      <CalendarFeeds />
    </main>
  );
}
