// One ticket's pass across the whole screen, black on white for the door's camera (turn the
// brightness up): the QR, the event, the ticket type, its code to type by hand, and its state.
// A native <dialog>: Escape or Close leaves, focus returns to the button that opened it.
import { useI18n } from '@/lib/i18n/use-i18n';
import { richText } from '@/lib/i18n/rich-text';
import { useEffect, useRef } from 'react';
import type { MyTicket } from '@/contract/my-tickets';
import { ticketStateText } from '../lib/group-tickets';

export function FullScreenPass({ ticket, onClose }: { ticket: MyTicket; onClose: () => void }) {
  const i18n = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    return () => {
      if (element.open) element.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="full-screen-pass"
      aria-labelledby="full-screen-pass-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="full-screen-pass-title">{ticket.event.title}</h2>
      <img
        src={ticket.qrCode}
        alt={i18n._('myTickets.passAlt', { code: ticket.code })}
        className={
          ticket.void ? 'full-screen-pass__qr full-screen-pass__qr--void' : 'full-screen-pass__qr'
        }
      />
      <p>
        <strong>{ticket.ticketTypeName}</strong>
      </p>
      <p>
        {richText(i18n._('myTickets.code', { code: ticket.code }), [(code) => <code>{code}</code>])}
      </p>
      <p className={ticket.void ? 'full-screen-pass__state--void' : ''}>
        {ticketStateText(ticket)}
      </p>
      <p className="muted">{i18n._('myTickets.brightness')}</p>
      <button type="button" className="button button-primary" onClick={onClose}>
        {i18n._('common.close')}
      </button>
    </dialog>
  );
}
