import { request } from '@playwright/test';
import { CREATED_ACCOUNTS, SUPER_ADMIN, type Account } from './accounts';
import { csrfHeaders, signInWithApi, updatePreferences } from './api-session';
import { mainServerUrl, shortTtlServerUrl } from './servers';
import { forgetRecordedSecrets } from './suite-secrets';

async function withSession<T>(baseURL: string, account: Account, action: (api: Awaited<ReturnType<typeof request.newContext>>) => Promise<T>) {
  const api = await request.newContext({ baseURL });
  try {
    await signInWithApi(api, account);
    return await action(api);
  } finally {
    await api.dispose();
  }
}

/** Forgets the secrets a previous run recorded; creates an account per role and per preference-changing spec, each with its language saved. */
export default async function globalSetup(): Promise<void> {
  forgetRecordedSecrets();
  await withSession(mainServerUrl(), SUPER_ADMIN, async (api) => {
    for (const account of CREATED_ACCOUNTS) {
      const response = await api.post('/api/users', {
        data: { username: account.username, email: account.email, password: account.password, role: account.role },
        headers: await csrfHeaders(api),
      });
      if (response.status() !== 201) throw new Error(`Creating ${account.username}: ${response.status()} ${await response.text()}`);
    }
  });
  for (const account of [SUPER_ADMIN, ...CREATED_ACCOUNTS]) {
    await withSession(mainServerUrl(), account, (api) => updatePreferences(api, { language: account.language }));
  }
  await withSession(shortTtlServerUrl(), SUPER_ADMIN, (api) => updatePreferences(api, { language: SUPER_ADMIN.language }));
}
