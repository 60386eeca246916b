// The events already on Floorcraft, each with its resolution: skip (default), overwrite, or
// update for a calendar-file update; events that are not the importer's can only be skipped.
import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { dateOf } from '@/lib/event-time';
import {
  CONFLICT_LABELS,
  RESOLUTION_LABELS,
  type Conflict,
  type Resolution,
} from '../lib/conflicts';

interface Props {
  conflicts: Conflict[];
  onResolve: (resolved: Conflict[]) => void;
  onCancel: () => void;
}

export function ConflictModal({ conflicts, onResolve, onCancel }: Props) {
  const [resolved, setResolved] = useState(conflicts);
  const choose = (key: string, resolution: Resolution) =>
    setResolved((current) =>
      current.map((conflict) => (conflict.key === key ? { ...conflict, resolution } : conflict)),
    );
  return (
    <Modal
      open
      title={`Found ${conflicts.length} potential conflict${conflicts.length === 1 ? '' : 's'}. Please review.`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => onResolve(resolved)}
          >
            Continue Upload
          </button>
        </>
      }
    >
      <ul className="conflicts">
        {resolved.map((conflict) => (
          <li key={conflict.key}>
            <h3>{conflict.title}</h3>
            <p className="muted">
              {CONFLICT_LABELS[conflict.type]} — {conflict.existing.title},{' '}
              {dateOf(conflict.existing.eventStartDateTime, 'Australia/Sydney')}
            </p>
            {conflict.blockedBy && (
              <p className="warning-text">
                This event belongs to {conflict.blockedBy}: it can only be skipped.
              </p>
            )}
            <label htmlFor={`resolution-${conflict.key}`}>What should happen?</label>
            <select
              id={`resolution-${conflict.key}`}
              value={conflict.resolution}
              onChange={(change) => choose(conflict.key, change.target.value as Resolution)}
            >
              {conflict.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {RESOLUTION_LABELS[choice]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
