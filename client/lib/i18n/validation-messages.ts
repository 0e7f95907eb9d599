import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from './use-translation';
import { validationMessages, type ValidationKey, type ValidationMessages } from '../../../contract';
import { useI18nInstance } from './use-i18n-instance';

/** The sign-in messages live under the spec's own keys (login.errors.*). */
const SIGN_IN_MESSAGE_KEYS = {
  identifierRequired: 'login.errors.identifierRequired',
  identifierInvalid: 'login.errors.identifierInvalid',
  loginPasswordMin: 'login.errors.passwordMin',
} as const;

type SignInValidationKey = keyof typeof SIGN_IN_MESSAGE_KEYS;

function isSignInKey(key: ValidationKey): key is SignInValidationKey {
  return key in SIGN_IN_MESSAGE_KEYS;
}

/** The translation key (common namespace) of a contract validation message. */
export function validationMessageKey(key: ValidationKey) {
  return isSignInKey(key) ? SIGN_IN_MESSAGE_KEYS[key] : (`validation.${key}` as const);
}

export function translateValidationMessages(t: TFunction<'common'>): ValidationMessages {
  const keys = Object.keys(validationMessages) as ValidationKey[];
  return Object.fromEntries(keys.map((key) => [key, t(validationMessageKey(key))])) as ValidationMessages;
}

/**
 * Translated once per i18next instance and language: an instance's translations are all loaded
 * when it is made, and the server renders every request of a language with one instance.
 */
const translatedByInstance = new WeakMap<I18n, Map<string, ValidationMessages>>();

function translatedIn(instance: I18n, language: string, t: TFunction<'common'>): ValidationMessages {
  let byLanguage = translatedByInstance.get(instance);
  if (!byLanguage) translatedByInstance.set(instance, (byLanguage = new Map()));
  let messages = byLanguage.get(language);
  if (!messages) byLanguage.set(language, (messages = translateValidationMessages(t)));
  return messages;
}

/** The contract's validation messages in the current language, for building its zod schemas. */
export function useValidationMessages(): ValidationMessages {
  const { t, i18n } = useTranslation('common');
  const instance = useI18nInstance();
  return translatedIn(instance, i18n.language, t);
}
