import { useEffect, useRef } from 'react';
import { AlertIcon, CheckIcon, CloseIcon } from '../icons/icons';
import type { BannerMessage } from './use-timed-banner';

interface BannerProps {
  message: BannerMessage | null;
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * The outcome of a form: a success or an error message, in a live region that is always present so
 * that assistive technology announces each new message.
 */
export function Banner({ message, dismissLabel, onDismiss }: BannerProps) {
  const shown = useRef<HTMLDivElement>(null);
  // A new message is brought into sight: whoever just pressed a button far from it sees the outcome.
  useEffect(() => {
    if (message) shown.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);

  return (
    <div className="banner-region" aria-live="polite">
      {message && (
        <div ref={shown} className={`banner banner--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.tone === 'error' ? <AlertIcon className="banner__icon" /> : <CheckIcon className="banner__icon" />}
          <p className="banner__text">{message.text}</p>
          <button type="button" className="banner__close" aria-label={dismissLabel} title={dismissLabel} onClick={onDismiss}>
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
