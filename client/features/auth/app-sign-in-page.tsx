import { useMemo } from 'react';
import { useI18nInstance } from '../../lib/i18n/use-i18n-instance';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { SignInPage } from './sign-in-page';
import { signInPageStateOf } from './sign-in-texts';

/**
 * The sign-in page within the app, for a visitor who gets there without loading a page: after
 * signing out (locally, even when the server could not be told), or sent by a route guard.
 */
export function AppSignInPage() {
  const i18n = useI18nInstance();
  const language = usePageLanguage();
  const state = useMemo(() => signInPageStateOf(i18n, language), [i18n, language]);
  return <SignInPage state={state} />;
}
