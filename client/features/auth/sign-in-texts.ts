import type { i18n } from 'i18next';
import { LANGUAGES, type Language } from '../../../contract/platform/appearance';
import type enCommon from '../../i18n/en/common.json';

/**
 * What the sign-in page says in one language. The server's i18next resolves it from the common
 * texts; the page carries it in its state, so that its script needs no i18next of its own.
 */
export interface SignInTexts {
  productName: string;
  copyright: string;
  login: (typeof enCommon)['login'];
}

/** The sign-in page's state: the language the server chose, and the texts in every language (a visitor's stored choice may differ). */
export interface SignInPageState {
  language: Language;
  texts: Record<Language, SignInTexts>;
}

function signInTextsIn(i18nInstance: i18n, language: Language): SignInTexts {
  const t = i18nInstance.getFixedT(language, 'common');
  return { productName: t('app.name'), copyright: t('app.copyright'), login: t('login', { returnObjects: true }) };
}

/** The sign-in page's state, from an i18next instance that has the common texts of every language. */
export function signInPageStateOf(i18nInstance: i18n, language: Language): SignInPageState {
  return { language, texts: Object.fromEntries(LANGUAGES.map((each) => [each, signInTextsIn(i18nInstance, each)])) as Record<Language, SignInTexts> };
}

/** The tab title of the sign-in page, as documentTitle gives every page's. */
export function signInTitle(texts: SignInTexts): string {
  return `${texts.login.pageTitle} · ${texts.productName}`;
}
