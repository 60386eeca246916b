// The "Pass on" dialog: the new holder's name and e-mail, what happens to the old pass (it stops
// at once; a door with no signal refuses it after its next sync), and — for a change of name only
// — the "Change name" form that keeps the pass (a guest's, through the order's link). One key per form, kept for a retry of the same form.
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { TRANSFER_DOOR_NOTE, type TicketOption } from '@/contract/ticket-changes';
import { messageOf } from '@/lib/api/result';
import { useRenameHolder, useTransferTicket } from '../api/ticket-changes';

interface Props {
  orderId: string;
  ticket: TicketOption;
  onClose: () => void;
  onDone: (message: string) => void;
}

const newKey = () => `transfer-${crypto.randomUUID()}`;

export function TransferTicketDialog({ orderId, ticket, onClose, onDone }: Props) {
  const transfer = useTransferTicket(orderId, ticket.id);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [clientKey, setClientKey] = useState(newKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const done = await transfer.mutateAsync({ clientKey, name, email }).catch(() => null);
    if (done)
      onDone(`Passed on to ${done.name}. We e-mailed ${done.email} their own pass (${done.code}).`);
  };

  return (
    <Modal open title={`Pass on ${ticket.ticketTypeName}`} onClose={onClose}>
      <form aria-label="Pass on this ticket" onSubmit={(event) => void submit(event)}>
        <p>Give this ticket to someone else. They get an e-mail with a pass of their own.</p>
        <p className="alert alert-info">{TRANSFER_DOOR_NOTE}</p>
        <TextField
          id="transfer-name"
          label="Their name"
          required
          autoComplete="off"
          value={name}
          onValue={(value) => {
            setName(value);
            setClientKey(newKey());
          }}
        />
        <TextField
          id="transfer-email"
          label="Their e-mail"
          type="email"
          required
          autoComplete="off"
          value={email}
          onValue={(value) => {
            setEmail(value);
            setClientKey(newKey());
          }}
        />
        {transfer.isError && (
          <p className="alert alert-error" role="alert">
            {messageOf(transfer.error, 'The ticket could not be passed on. Please try again.')}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={transfer.isPending}>
            {transfer.isPending ? 'Passing on…' : 'Pass on ticket'}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Keep it
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface RenameProps extends Omit<Props, 'ticket'> {
  ticket: Pick<TicketOption, 'id' | 'holderName'>;
  /** A guest's order link: the change goes through it. */
  access?: string | null;
}

export function RenameHolderDialog({
  orderId,
  ticket,
  access = null,
  onClose,
  onDone,
}: RenameProps) {
  const rename = useRenameHolder(orderId, ticket.id, access);
  const [name, setName] = useState(ticket.holderName ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const done = await rename.mutateAsync(name).catch(() => null);
    if (done) onDone(`The ticket is now in the name of ${name.trim()}. Its pass stays the same.`);
  };

  return (
    <Modal open title="Change the name on this ticket" onClose={onClose}>
      <form aria-label="Change the name" onSubmit={(event) => void submit(event)}>
        <p>The door shows this name when the pass is scanned. The pass itself stays the same.</p>
        <TextField
          id="rename-name"
          label="Name on the ticket"
          required
          autoComplete="name"
          value={name}
          onValue={setName}
        />
        {rename.isError && (
          <p className="alert alert-error" role="alert">
            {messageOf(rename.error, 'The name could not be changed. Please try again.')}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={rename.isPending}>
            {rename.isPending ? 'Saving…' : 'Change name'}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
