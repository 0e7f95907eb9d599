import { useTranslation } from '../../lib/i18n/use-translation';
import { AlertIcon } from '../icons/icons';
import { Spinner } from '../spinner/spinner';

/** A server-side list that has no page to show yet: its load failed (with a retry), or it is loading. */
export function ListLoadState({ failed, failedText, retryText, onRetry }: { failed: boolean; failedText: string; retryText: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return failed ? (
    <div className="alert alert--error" role="alert">
      <AlertIcon />
      <span>{failedText}</span>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {retryText}
      </button>
    </div>
  ) : (
    <p className="list-note" role="status">
      <Spinner />
      {t('app.loading')}
    </p>
  );
}
