import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { Language } from '../../../contract';
import { csrfHeaders } from './api-session';
import { uniqueUsername } from './named-accounts';
import { mainServerUrl } from './servers';

const PORTAL_PASSWORD = 'Creator1Pass';
const handle = (label: string) => `${label}_${Math.random().toString(36).slice(2, 8)}`;

/** Accepts an invitation link as a new person, with their own request context. */
async function acceptInvitation(acceptUrl: string, username: string): Promise<void> {
  const visitor = await playwrightRequest.newContext({ baseURL: mainServerUrl() });
  try {
    const token = new URL(acceptUrl).pathname.split('/').pop()!;
    const response = await visitor.post('/api/invitations/accept', { data: { token, username, password: PORTAL_PASSWORD } });
    expect(response.status()).toBe(201);
  } finally {
    await visitor.dispose();
  }
}

/** A creator of the roster with one Instagram account, invited by staff (`request`) to the portal and signed up: their record's id and their account. */
export async function invitedCreator(request: APIRequestContext, language: Language, stageName = `Portal ${handle('p')}`) {
  const created = await request.post('/api/creators', { data: { stage_name: stageName, email: `${handle('portal')}@e2e.test` }, headers: await csrfHeaders(request) });
  expect(created.status()).toBe(201);
  const creator = (await created.json()) as { creator_id: number };
  const account = await request.post(`/api/creators/${creator.creator_id}/accounts`, { data: { platform: 'instagram', handle: handle('own') }, headers: await csrfHeaders(request) });
  expect(account.status()).toBe(201);
  const invited = await request.post(`/api/creators/${creator.creator_id}/invite`, { data: {}, headers: await csrfHeaders(request) });
  expect(invited.status()).toBe(201);
  const { accept_url: acceptUrl } = (await invited.json()) as { accept_url: string };
  const username = uniqueUsername('own');
  await acceptInvitation(acceptUrl, username);
  return { creatorId: creator.creator_id, account: { username, password: PORTAL_PASSWORD, email: '', role: 'creator' as const, language } };
}
