import { useTranslation } from '../../lib/i18n/use-translation';
import { accountErrorMessage, type AccountForm } from './account-errors';

/** The text an account form shows for a failed save, in the current language. */
export function useAccountErrorText(form: AccountForm): (error: unknown) => string {
  const { t } = useTranslation(['admin', 'common']);
  return (error) => {
    const message = accountErrorMessage(form, error);
    return message.kind === 'translated' ? t(message.key) : message.text;
  };
}
