import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { sponsorValidationMessages, type SponsorValidationKey, type SponsorValidationMessages } from '../../../contract';
import { apiErrorBody, apiFieldErrors } from '../../lib/api/api-errors';
import { sponsorMessageKey } from './sponsor-form';

/** The contract's sponsor messages in the reader's language, for building its schemas. */
export function useSponsorMessages(): SponsorValidationMessages {
  const { t, i18n } = useTranslation('admin');
  return useMemo(() => {
    const keys = Object.keys(sponsorValidationMessages) as SponsorValidationKey[];
    return Object.fromEntries(keys.map((key) => [key, t(`sponsors.validation.${key}`)])) as SponsorValidationMessages;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language
  }, [t, i18n.language]);
}

const KNOWN_CODES = ['vat_number_in_use', 'sponsor_archived', 'already_archived', 'not_archived', 'too_many_contacts', 'not_found'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnownCode = (code: string): code is KnownCode => (KNOWN_CODES as readonly string[]).includes(code);

/** A server message in the reader's language: by its code when it has one of ours, else by its English text. */
export function translatedServerText(t: TFunction<'admin'>, code: string | undefined, message: string): string {
  if (code && isKnownCode(code)) return t(`sponsors.errors.${code}`);
  const key = sponsorMessageKey(message);
  return key ? t(`sponsors.validation.${key}`) : message;
}

export interface ServerProblems {
  /** Per field, the message to show under it. */
  fields: { field: string; message: string }[];
  /** What to say about the whole request, when no field carries it. */
  general: string | undefined;
}

/** What a refused save says, in the reader's language. */
export function serverProblems(t: TFunction<'admin'>, error: unknown, fallback: string): ServerProblems {
  const fields = apiFieldErrors(error).map(({ field, message, code }) => ({ field, message: translatedServerText(t, code, message) }));
  if (fields.length > 0) return { fields, general: undefined };
  const body = apiErrorBody(error);
  return { fields, general: body ? translatedServerText(t, body.code, body.detail) : fallback };
}
