import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { validationMessages, type ValidationKey, type ValidationMessages } from '../../../contract';

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

/** The contract's validation messages in the current language, for building its zod schemas. */
export function useValidationMessages(): ValidationMessages {
  const { t, i18n } = useTranslation('common');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language
  return useMemo(() => translateValidationMessages(t), [t, i18n.language]);
}
