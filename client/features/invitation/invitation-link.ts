import type { INVITATION_UNUSABLE_CODES, InvitationPreview } from '../../../contract';
import { apiErrorBody, isApiErrorResponse } from '../../lib/api/api-errors';

/** Why a link cannot be used: the three reasons of a 410 answer, or a link the server does not know. */
export type UnusableReason = 'expired' | 'used' | 'revoked' | 'unknown';

export type InvitationLink = { state: 'valid'; token: string; invitation: InvitationPreview } | { state: 'unusable'; reason: UnusableReason };

const REASON_OF_CODE: Record<(typeof INVITATION_UNUSABLE_CODES)[number], UnusableReason> = {
  invitation_expired: 'expired',
  invitation_used: 'used',
  invitation_revoked: 'revoked',
};

function isUnusableCode(code: string | undefined): code is keyof typeof REASON_OF_CODE {
  return code !== undefined && code in REASON_OF_CODE;
}

/** The reason in a failed answer about a link: 410 with its code, 404 for an unknown link; none for other failures. */
export function unusableReason(error: unknown): UnusableReason | undefined {
  if (!isApiErrorResponse(error)) return undefined;
  if (error.status === 404) return 'unknown';
  if (error.status !== 410) return undefined;
  const code = apiErrorBody(error)?.code;
  return isUnusableCode(code) ? REASON_OF_CODE[code] : 'unknown';
}

/** The HTTP status of the page about a dead link: 404 for an unknown one, 410 (gone) for the others. */
export function unusableStatus(reason: UnusableReason): 404 | 410 {
  return reason === 'unknown' ? 404 : 410;
}
