// The "Pass on" dialog: the new holder's name and e-mail, what happens to the old pass (it stops
// at once; a door with no signal refuses it after its next sync), and — for a change of name only
// — the "Change name" form that keeps the pass (a guest's, through the order's link). One key per
// form, kept for a retry of the same form.
import { useI18n } from '@/lib/i18n/use-i18n';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal';
import { TextField } from '@/components/text-field';
import { type TicketOption } from '@/contract/ticket-changes';
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
  const i18n = useI18n();
  const transfer = useTransferTicket(orderId, ticket.id);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [clientKey, setClientKey] = useState(newKey);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const done = await transfer.mutateAsync({ clientKey, name, email }).catch(() => null);
    if (done)
      onDone(i18n._('transfer.done', { name: done.name, email: done.email, code: done.code }));
  };

  return (
    <Modal open title={i18n._('transfer.title', { name: ticket.ticketTypeName })} onClose={onClose}>
      <form aria-label={i18n._('transfer.form')} onSubmit={(event) => void submit(event)}>
        <p>{i18n._('transfer.text')}</p>
        <p className="alert alert-info">{i18n._('transfer.doorNote')}</p>
        <TextField
          id="transfer-name"
          label={i18n._('transfer.name')}
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
          label={i18n._('transfer.email')}
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
            {messageOf(transfer.error, i18n._('transfer.failed'))}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={transfer.isPending}>
            {transfer.isPending ? i18n._('transfer.busy') : i18n._('transfer.confirm')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {i18n._('transfer.keep')}
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
  const i18n = useI18n();
  const rename = useRenameHolder(orderId, ticket.id, access);
  const [name, setName] = useState(ticket.holderName ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const done = await rename.mutateAsync(name).catch(() => null);
    if (done) onDone(i18n._('rename.done', { name: name.trim() }));
  };

  return (
    <Modal open title={i18n._('rename.title')} onClose={onClose}>
      <form aria-label={i18n._('rename.form')} onSubmit={(event) => void submit(event)}>
        <p>{i18n._('rename.text')}</p>
        <TextField
          id="rename-name"
          label={i18n._('purchase.attendees.name')}
          required
          autoComplete="name"
          value={name}
          onValue={setName}
        />
        {rename.isError && (
          <p className="alert alert-error" role="alert">
            {messageOf(rename.error, i18n._('rename.failed'))}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={rename.isPending}>
            {rename.isPending ? i18n._('rename.busy') : i18n._('order.rename')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {i18n._('purchase.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
