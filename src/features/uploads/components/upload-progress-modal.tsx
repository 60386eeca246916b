// The upload's progress: each event (pending, completed, failed) and its image (uploading,
// completed, failed), the batch's notices, and where to see the result.
import { Link } from 'react-router-dom';
import { Modal } from '@/components/modal/modal';
import type { UploadProgress } from '../lib/run-upload';

const STATUS_TEXT = { pending: 'Uploading…', completed: 'Uploaded', failed: 'Failed' } as const;
const IMAGE_TEXT = {
  uploading: 'Image uploading…',
  completed: 'Image uploaded',
  failed: 'Image failed',
  none: '',
} as const;

export function UploadProgressModal({
  progress,
  onClose,
  calendarPath,
}: {
  progress: UploadProgress;
  onClose: () => void;
  calendarPath: string;
}) {
  const done = progress.phase === 'done';
  return (
    <Modal
      open
      title={done ? 'Upload finished' : 'Uploading events'}
      onClose={() => done && onClose()}
      footer={
        done ? (
          <>
            <Link to={calendarPath} className="button button-secondary">
              See them on the calendar
            </Link>
            <button type="button" className="button button-primary" onClick={onClose}>
              Close
            </button>
          </>
        ) : undefined
      }
    >
      {progress.notices.map((notice) => (
        <p key={notice} className="alert alert-error" role="alert">
          {notice}
        </p>
      ))}
      <ul className="progress-list" aria-live="polite">
        {progress.items.map((item) => (
          <li key={item.key} className={`progress-list__item progress-list__item--${item.status}`}>
            <strong>{item.title}</strong>
            <span>{STATUS_TEXT[item.status]}</span>
            {item.message && <span className="warning-text">{item.message}</span>}
            {item.imageStatus !== 'none' && <span>{IMAGE_TEXT[item.imageStatus]}</span>}
            {item.imageError && <span className="warning-text">{item.imageError}</span>}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
