import type { TFunction } from 'i18next';
import { deliverableValidationMessages, type DeliverableValidationKey } from '../../../contract';
import { apiErrorBody, apiFieldErrors } from '../../lib/api/api-errors';
import { translatedCampaignText } from './campaign-errors';

const CODES: Record<string, 'draftInReview' | 'draftNotExpected' | 'tooLarge' | 'unsupported'> = {
  draft_in_review: 'draftInReview',
  draft_not_expected: 'draftNotExpected',
  payload_too_large: 'tooLarge',
  unsupported_media_type: 'unsupported',
};

/** A deliverable or draft refusal in the reader's language: by its code, by its English text, or as the campaign's. */
export function deliverableProblem(t: TFunction<'admin'>, error: unknown, fallback: string): string {
  const body = apiErrorBody(error);
  const code = body?.code ? CODES[body.code] : undefined;
  if (code) return t(`campaigns.deliverables.validation.${code}`);
  const field = apiFieldErrors(error)[0];
  const message = field?.message ?? body?.detail;
  if (!message) return fallback;
  const key = (Object.keys(deliverableValidationMessages) as DeliverableValidationKey[]).find((candidate) => deliverableValidationMessages[candidate] === message);
  return key ? t(`campaigns.deliverables.validation.${key}`) : translatedCampaignText(t, body?.code ?? field?.code, message);
}
