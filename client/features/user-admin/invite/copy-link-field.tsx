import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckIcon, CopyIcon } from '../../../components/icons/icons';

type CopyState = 'idle' | 'copied' | 'failed';

const COPIED_SHOWN_MS = 2000;

/** An accept link to pass on: shown in full, selectable, with a button that copies it. */
export function CopyLinkField({ id, email, url }: { id: string; email: string; url: string }) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      // No clipboard (permission refused, insecure page): the link is selected for the user to copy.
      input.current?.select();
      setState('failed');
    }
  };

  return (
    <div className="copy-link">
      <label htmlFor={id} className="visually-hidden">
        {t('userAdmin.sent.link', { email })}
      </label>
      <div className="copy-link__control">
        <input ref={input} id={id} className="field__input copy-link__input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--secondary copy-link__button" onClick={() => void copy()}>
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
          {state === 'copied' ? t('userAdmin.sent.copied') : t('userAdmin.sent.copy')}
        </button>
      </div>
      <p className="copy-link__status" role="status">
        {state === 'failed' ? t('userAdmin.sent.copyFailed') : ''}
      </p>
    </div>
  );
}
