import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { campaignValidationMessages, type CampaignValidationKey, type CampaignValidationMessages } from '../../../contract';
import { apiErrorBody, apiFieldErrors } from '../../lib/api/api-errors';

/** The contract's campaign messages in the reader's language, for building its schemas. */
export function useCampaignMessages(): CampaignValidationMessages {
  const { t, i18n } = useTranslation('admin');
  return useMemo(() => {
    const keys = Object.keys(campaignValidationMessages) as CampaignValidationKey[];
    return Object.fromEntries(keys.map((key) => [key, t(`campaigns.validation.${key}`)])) as CampaignValidationMessages;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language
  }, [t, i18n.language]);
}

function messageKey(message: string): CampaignValidationKey | undefined {
  return (Object.keys(campaignValidationMessages) as CampaignValidationKey[]).find((key) => campaignValidationMessages[key] === message);
}

/** A server message in the reader's language: by its code when it has one of ours, else by its English text. */
export function translatedCampaignText(t: TFunction<'admin'>, code: string | undefined, message: string): string {
  if (code === 'campaign_code_in_use') return t('campaigns.validation.codeInUse');
  if (code === 'campaign_archived') return t('campaigns.record.archived');
  const key = messageKey(message);
  return key ? t(`campaigns.validation.${key}`) : message;
}

export interface ServerProblems {
  fields: { field: string; message: string }[];
  general: string | undefined;
}

/** What a refused save says, in the reader's language. */
export function campaignProblems(t: TFunction<'admin'>, error: unknown, fallback: string): ServerProblems {
  const fields = apiFieldErrors(error).map(({ field, message, code }) => ({ field, message: translatedCampaignText(t, code, message) }));
  if (fields.length > 0) return { fields, general: undefined };
  const body = apiErrorBody(error);
  return { fields, general: body ? translatedCampaignText(t, body.code, body.detail) : fallback };
}
