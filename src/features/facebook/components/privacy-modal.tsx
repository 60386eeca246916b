// The review accounts' demo (spec §4): a privacy notice shown for 3 seconds before the demo flow.
import { useEffect, useRef } from 'react';
import { Modal } from '@/components/modal/modal';

export const PRIVACY_MODAL_MS = 3000;

export function PrivacyModal({ onDone }: { onDone: () => void }) {
  // Three seconds from opening, however often the page re-renders meanwhile.
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const timer = setTimeout(() => done.current(), PRIVACY_MODAL_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Modal open title="Demo mode" onClose={onDone}>
      <p>
        This is a demonstration of the Facebook connection for reviewers. It uses sample pages and
        sample details: nothing is read from or sent to Facebook, and no personal data is stored.
      </p>
    </Modal>
  );
}
