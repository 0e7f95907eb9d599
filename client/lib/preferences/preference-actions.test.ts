import { jest } from '@jest/globals';
import type { Preferences } from '../../../contract';
import type { ApiClient } from '../api/api-client';
import { createQueryClient } from '../query-client';
import { SESSION_QUERY_KEY, cachedSession, type Session } from '../session/session-query';
import { createPreferenceActions, toggledTheme } from './preference-actions';

const preferences: Preferences = { theme: 'classic', language: 'it', initials: '', initials_color: '#3B82F6', profile_picture_url: null };

function setUp(answer: (body: Partial<Preferences>) => Promise<{ status: number; body: unknown }>) {
  const queryClient = createQueryClient('server');
  const session: Session = { user: { user_id: 1, username: 'ada', email: 'ada@example.com', role: 'admin', expires_in: 900 }, preferences };
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const mutate = jest.fn(({ body }: { body: Partial<Preferences> }) => answer(body));
  const api = { account: { updatePreferences: { mutate } } } as unknown as ApiClient;
  return { queryClient, mutate, actions: createPreferenceActions(api, queryClient) };
}

test('dark toggles to classic, anything else to dark', () => {
  expect(toggledTheme('dark')).toBe('classic');
  expect(toggledTheme('classic')).toBe('dark');
  expect(toggledTheme('ocean')).toBe('dark');
});

test('a change shows at once, and the server’s answer replaces the changed field', async () => {
  let resolve: (answer: { status: number; body: unknown }) => void = () => {};
  const { queryClient, actions } = setUp(() => new Promise((done) => (resolve = done)));
  const change = actions.changeLanguage('en');
  expect(cachedSession(queryClient)?.preferences.language).toBe('en');
  resolve({ status: 200, body: { ...preferences, language: 'en' } });
  await expect(change).resolves.toBe(true);
  expect(cachedSession(queryClient)?.preferences).toEqual({ ...preferences, language: 'en' });
});

test('two changes saved at once keep both, whichever answer comes last', async () => {
  const pending: ((answer: { status: number; body: unknown }) => void)[] = [];
  const { queryClient, actions } = setUp(() => new Promise((done) => pending.push(done)));
  const theme = actions.changeTheme('dark');
  const language = actions.changeLanguage('en');
  // The server saved the theme first: its answer still has the old language, and it arrives last.
  pending[1]!({ status: 200, body: { ...preferences, theme: 'dark', language: 'en' } });
  pending[0]!({ status: 200, body: { ...preferences, theme: 'dark' } });
  await expect(Promise.all([theme, language])).resolves.toEqual([true, true]);
  expect(cachedSession(queryClient)?.preferences).toMatchObject({ theme: 'dark', language: 'en' });
});

test('a failed change is rolled back and rethrown', async () => {
  const { queryClient, actions } = setUp(async () => ({ status: 500, body: { detail: 'Down', code: 'internal' } }));
  await expect(actions.toggleDarkMode()).rejects.toThrow('status 500');
  expect(cachedSession(queryClient)?.preferences.theme).toBe('classic');
});

test('one change of each kind at a time; the other kind is not blocked', async () => {
  const pending: ((answer: { status: number; body: unknown }) => void)[] = [];
  const { mutate, actions } = setUp(() => new Promise((done) => pending.push(done)));
  const first = actions.changeTheme('ocean');
  await expect(actions.changeTheme('forest')).resolves.toBe(false);
  const language = actions.changeLanguage('en');
  expect(mutate).toHaveBeenCalledTimes(2);
  pending.forEach((done, index) => done({ status: 200, body: { ...preferences, ...(index === 0 ? { theme: 'ocean' } : { language: 'en' }) } }));
  await expect(Promise.all([first, language])).resolves.toEqual([true, true]);
});

test('without a session nothing is sent', async () => {
  const { queryClient, mutate, actions } = setUp(async () => ({ status: 200, body: preferences }));
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  await expect(actions.toggleDarkMode()).resolves.toBe(false);
  expect(mutate).not.toHaveBeenCalled();
});
