// An accessible modal on the native <dialog>: focus stays inside, Escape and the close button
// close it, and focus returns to where it was.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** A footer of one button that closes the modal ("Cancel", "Close"), when there is no other. */
  closeLabel?: string;
  /** Wide enough for a table's columns on a desktop (still the screen's width on a phone). */
  wide?: boolean;
}

export function Modal({ open, title, onClose, children, footer, closeLabel, wide }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={wide ? 'modal modal--wide' : 'modal'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // A dialog opened from this one handles its own Escape: React passes its cancel up here.
        if (event.target !== ref.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal__content">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        {(footer || closeLabel) && (
          <div className="modal__footer">
            {footer ?? (
              <button type="button" className="button button-secondary" onClick={onClose}>
                {closeLabel}
              </button>
            )}
          </div>
        )}
      </div>
    </dialog>
  );
}
