import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { creatorValidationMessages, type CreatorValidationKey, type CreatorValidationMessages } from '../../../contract';
import { apiErrorBody, apiFieldErrors } from '../../lib/api/api-errors';

/** The contract's creator messages in the reader's language, for building its schemas. */
export function useCreatorMessages(): CreatorValidationMessages {
  const { t, i18n } = useTranslation('admin');
  return useMemo(() => {
    const keys = Object.keys(creatorValidationMessages) as CreatorValidationKey[];
    return Object.fromEntries(keys.map((key) => [key, t(`creators.validation.${key}`)])) as CreatorValidationMessages;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language
  }, [t, i18n.language]);
}

const KNOWN_CODES = ['handle_in_use', 'creator_archived', 'already_archived', 'not_archived', 'too_many_accounts', 'portal_linked', 'portal_invited', 'not_found', 'evidence_attached', 'email_in_use'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnownCode = (code: string): code is KnownCode => (KNOWN_CODES as readonly string[]).includes(code);

/** A server message in the reader's language: by its code when it is one of ours, else by its English text. */
export function translatedCreatorText(t: TFunction<['admin', 'common']>, code: string | undefined, message: string): string {
  if (code && isKnownCode(code)) return t(`creators.errors.${code}`);
  const key = (Object.keys(creatorValidationMessages) as CreatorValidationKey[]).find((candidate) => creatorValidationMessages[candidate] === message);
  return key ? t(`creators.validation.${key}`) : message;
}

/** What a refused save says: per field, and about the whole request when no field carries it. */
export function creatorProblems(t: TFunction<['admin', 'common']>, error: unknown, fallback: string): { fields: { field: string; message: string }[]; general: string | undefined } {
  const fields = apiFieldErrors(error).map(({ field, message, code }) => ({ field, message: translatedCreatorText(t, code, message) }));
  if (fields.length > 0) return { fields, general: undefined };
  const body = apiErrorBody(error);
  return { fields, general: body ? translatedCreatorText(t, body.code, body.detail) : fallback };
}
