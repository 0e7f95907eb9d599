import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckIcon, CloseIcon } from '../../components/icons/icons';
import { isAuthorized } from './log-view';

/** Authorized (2xx) or Failed, with the HTTP status beside it. */
export function LogStatusBadge({ statusCode }: { statusCode: number }) {
  const { t } = useTranslation('admin');
  const authorized = isAuthorized(statusCode);
  return (
    <span className="log-status">
      <span className={`log-status__badge log-status__badge--${authorized ? 'authorized' : 'failed'}`}>
        {authorized ? <CheckIcon /> : <CloseIcon />}
        {authorized ? t('activityLog.status.authorized') : t('activityLog.status.failed')}
      </span>
      <span className="log-status__code">{statusCode}</span>
    </span>
  );
}
