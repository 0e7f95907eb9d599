import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/dom/use-hydrated';
import { Spinner } from '../spinner/spinner';

interface SubmitButtonProps {
  /** Extra classes besides `button button--primary`. */
  className?: string;
  /** The request is on its way: the button shows a spinner and `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** Disabled for a reason of the form's own (nothing changed yet). */
  disabled?: boolean;
  /** Shown before the label while not busy. */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * The submit button of a form that changes something or carries a secret. Until the app has
 * hydrated it is disabled: the browser would otherwise submit the form itself (a click, or Enter in
 * a field, which does nothing while the default button is disabled), putting its values in a request
 * the app never meant to send.
 */
export function SubmitButton({ className, busy, busyLabel, disabled = false, icon, children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={className ? `button button--primary ${className}` : 'button button--primary'}
      disabled={!hydrated || disabled || busy}
      aria-busy={busy}
    >
      {busy ? <Spinner /> : icon}
      {busy ? busyLabel : children}
    </button>
  );
}
