import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '../../lib/dom/use-scroll-lock';
import { CloseIcon } from '../icons/icons';

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  /** A sentence under the title that describes the dialog to assistive technology. */
  description?: string;
  /** `alertdialog` for messages and confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Shows a close button with this label in the header. */
  closeLabel?: string;
  /** Escape, the close button, or the browser closing the dialog. */
  onClose: () => void;
  children: ReactNode;
}

/** Tab and Shift+Tab cycle inside the dialog instead of leaving it. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog (the native <dialog> in the top layer): the page behind is inert and does not
 * scroll, focus moves to the control marked `data-autofocus` (else the first one) and stays inside,
 * Escape closes it, and focus returns to where it was. It is open while mounted, and only ever
 * opened in the browser; it lives under <body>, so the styles of where it is used do not leak in.
 */
export function Dialog({ title, description, role = 'dialog', closeLabel, onClose, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useScrollLock(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // The dialog is gone (and the focus with it): back to the opener, if it is still there.
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      className="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onKeyDown={keepFocusInside}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className="icon-button dialog__close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="dialog__description">
          {description}
        </p>
      )}
      {children}
    </dialog>,
    document.body,
  );
}
