// Sales › Orders asks once more before a refund, or before voiding a comp given at the door: the
// question says what will happen; Keep it changes nothing.
interface Props {
  kind: 'refund' | 'void';
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

const WORDS = {
  refund: { label: 'Confirm refund', act: 'Refund', busy: 'Refunding...' },
  void: { label: 'Confirm void', act: 'Void comp', busy: 'Voiding...' },
};

export function OrderConfirm({ kind, question, busy, onConfirm, onKeep }: Props) {
  const words = WORDS[kind];
  return (
    <div className="alert alert-info" role="alertdialog" aria-label={words.label}>
      <p>{question}</p>
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {busy ? words.busy : words.act}
        </button>
        <button type="button" className="button button-secondary" onClick={onKeep}>
          Keep it
        </button>
      </div>
    </div>
  );
}
