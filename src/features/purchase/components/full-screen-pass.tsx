// One ticket's pass across the whole screen, black on white for the door's camera (turn the
// brightness up): the QR, the event, the ticket type, its code to type by hand, and its state.
// A native <dialog>: Escape or Close leaves, focus returns to the button that opened it.
import { useEffect, useRef } from 'react';
import type { MyTicket } from '@/contract/my-tickets';
import { ticketStateText } from '../lib/group-tickets';

export function FullScreenPass({ ticket, onClose }: { ticket: MyTicket; onClose: () => void }) {
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
        alt={`Entry pass ${ticket.code}`}
        className={
          ticket.void ? 'full-screen-pass__qr full-screen-pass__qr--void' : 'full-screen-pass__qr'
        }
      />
      <p>
        <strong>{ticket.ticketTypeName}</strong>
      </p>
      <p>
        Code <code>{ticket.code}</code>
      </p>
      <p className={ticket.void ? 'full-screen-pass__state--void' : ''}>
        {ticketStateText(ticket)}
      </p>
      <p className="muted">Turn your screen brightness up for the door’s camera.</p>
      <button type="button" className="button button-primary" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}
