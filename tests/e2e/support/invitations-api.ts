import { expect, type APIRequestContext } from '@playwright/test';
import type { Invitation, Role } from '../../../contract';
import { csrfHeaders } from './api-session';
import { recordInvitationLink } from './suite-secrets';

/** Invites addresses through the API as the signed-in user of `api`; answers the invitations made (their links recorded as secrets). */
export async function inviteWithApi(api: APIRequestContext, emails: string[], role: Role): Promise<Invitation[]> {
  const response = await api.post('/api/invitations', { data: { emails, role }, headers: await csrfHeaders(api) });
  expect(response.status(), `inviting ${emails.join(', ')}`).toBe(201);
  const { invitations } = (await response.json()) as { invitations: Invitation[] };
  // Without a mail server the answer carries each link; with one, the mail does (see the spec that reads it).
  for (const { accept_url } of invitations) if (accept_url) recordInvitationLink(accept_url);
  return invitations;
}

export async function revokeWithApi(api: APIRequestContext, invitationId: string): Promise<void> {
  const response = await api.delete(`/api/invitations/${invitationId}`, { headers: await csrfHeaders(api) });
  expect(response.status(), 'revoking an invitation').toBe(204);
}
