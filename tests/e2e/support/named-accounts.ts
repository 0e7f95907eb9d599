import { expect, request } from '@playwright/test';
import { LOGIN_USERNAME_MAX_LENGTH, type Language, type Role } from '../../../contract';
import { CREATED_ACCOUNT_PASSWORD, SUPER_ADMIN, type Account } from './accounts';
import { csrfHeaders, signInWithApi, updatePreferences } from './api-session';
import { mainServerUrl } from './servers';

const randomPart = (length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 36)]).join('');

/** A name unlikely to exist yet: `label_` and random characters, short enough to sign in with (20 at most). */
export function uniqueUsername(label: string): string {
  const name = `${label}_${randomPart(6)}`;
  if (name.length > LOGIN_USERNAME_MAX_LENGTH) throw new Error(`${name} is too long to sign in with`);
  return name;
}

/** A random prefix for the accounts of one test, so that a username search shows exactly them. */
export function accountGroup(label: string): string {
  return `${label}${randomPart(4)}`;
}

/** An account with exactly this username on the main server, made by the super admin, with its language saved. */
export async function createNamedAccount(username: string, role: Role, language: Language, email = `${username}@e2e.test`): Promise<Account> {
  if (username.length > LOGIN_USERNAME_MAX_LENGTH) throw new Error(`${username} is too long to sign in with`);
  const account: Account = { username, email, password: CREATED_ACCOUNT_PASSWORD, role, language };
  const admin = await request.newContext({ baseURL: mainServerUrl() });
  try {
    await signInWithApi(admin, SUPER_ADMIN);
    const response = await admin.post('/api/users', {
      data: { username, email: account.email, password: account.password, role },
      headers: await csrfHeaders(admin),
    });
    expect(response.status(), `creating ${username}`).toBe(201);
  } finally {
    await admin.dispose();
  }
  const own = await request.newContext({ baseURL: mainServerUrl() });
  try {
    await signInWithApi(own, account);
    await updatePreferences(own, { language });
  } finally {
    await own.dispose();
  }
  return account;
}
