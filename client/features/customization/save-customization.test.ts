import { jest } from '@jest/globals';
import type { Preferences } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import { createQueryClient } from '../../lib/query-client';
import { SESSION_QUERY_KEY, cachedSession, type Session } from '../../lib/session/session-query';
import { CustomizationSaveError, saveCustomization, saveFailureMessage, type CustomizationValues } from './save-customization';

const saved: Preferences = { theme: 'classic', language: 'it', initials: '', initials_color: '#3B82F6', profile_picture_url: '/api/avatars/old' };
const values: CustomizationValues = { theme: 'ocean', language: 'en', initials: 'AL', initials_color: '#10b981' };

type Answer = { status: number; body: unknown };

function setUp({ upload, update }: { upload?: () => Promise<Answer>; update?: (body: Partial<Preferences>) => Promise<Answer> }) {
  const queryClient = createQueryClient('server');
  const session: Session = { user: { user_id: 1, username: 'ada', email: 'ada@example.com', role: 'admin', expires_in: 900 }, preferences: saved };
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const uploadAvatar = jest.fn(upload ?? (async () => ({ status: 200, body: { profile_picture_url: '/api/avatars/new' } })));
  const updatePreferences = jest.fn(({ body }: { body: Partial<Preferences> }) =>
    (update ?? (async (changes) => ({ status: 200, body: { ...saved, ...changes, initials_color: '#10B981' } })))(body),
  );
  const api = { account: { uploadAvatar: { mutate: uploadAvatar }, updatePreferences: { mutate: updatePreferences } } } as unknown as ApiClient;
  return { queryClient, api, uploadAvatar, updatePreferences };
}

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

test('keeping the picture sends the four preferences, and the answer replaces the session’s', async () => {
  const { queryClient, api, uploadAvatar, updatePreferences } = setUp({});
  await saveCustomization(api, queryClient, values, { type: 'keep' });
  expect(uploadAvatar).not.toHaveBeenCalled();
  expect(updatePreferences).toHaveBeenCalledWith({ body: values });
  expect(cachedSession(queryClient)?.preferences).toEqual({ ...saved, ...values, initials_color: '#10B981' });
});

test('removing the picture also sends profile_picture_url null', async () => {
  const { queryClient, api, updatePreferences } = setUp({});
  await saveCustomization(api, queryClient, values, { type: 'remove' });
  expect(updatePreferences).toHaveBeenCalledWith({ body: { ...values, profile_picture_url: null } });
  expect(cachedSession(queryClient)?.preferences.profile_picture_url).toBeNull();
});

test('a new picture is uploaded first and shows in the session before the preferences are saved', async () => {
  let pictureDuringSave: string | null | undefined;
  const { queryClient, api, uploadAvatar } = setUp({
    update: async (changes) => {
      pictureDuringSave = cachedSession(queryClient)?.preferences.profile_picture_url;
      return { status: 200, body: { ...saved, ...changes, profile_picture_url: '/api/avatars/new' } };
    },
  });
  await saveCustomization(api, queryClient, values, { type: 'upload', file: picture });
  expect(uploadAvatar).toHaveBeenCalledWith({ body: { file: picture } });
  expect(pictureDuringSave).toBe('/api/avatars/new');
  expect(cachedSession(queryClient)?.preferences.profile_picture_url).toBe('/api/avatars/new');
});

test('a refused picture saves nothing', async () => {
  const { queryClient, api, updatePreferences } = setUp({ upload: async () => ({ status: 415, body: { detail: 'Not an image', code: 'unsupported_media_type' } }) });
  const failure = saveCustomization(api, queryClient, values, { type: 'upload', file: picture });
  await expect(failure).rejects.toBeInstanceOf(CustomizationSaveError);
  expect(updatePreferences).not.toHaveBeenCalled();
  expect(cachedSession(queryClient)?.preferences).toEqual(saved);
  expect(saveFailureMessage(await failure.catch((error: unknown) => error))).toEqual({ kind: 'avatar', problem: 'wrongType' });
});

test('the preferences apply at once and a failed save restores them', async () => {
  let themeDuringSave: string | undefined;
  const { queryClient, api } = setUp({
    update: async () => {
      themeDuringSave = cachedSession(queryClient)?.preferences.theme;
      return { status: 500, body: { detail: 'Database unavailable', code: 'internal' } };
    },
  });
  const failure = await saveCustomization(api, queryClient, values, { type: 'remove' }).catch((error: unknown) => error);
  expect(themeDuringSave).toBe('ocean');
  expect(cachedSession(queryClient)?.preferences).toEqual(saved);
  expect(saveFailureMessage(failure)).toEqual({ kind: 'detail', text: 'Database unavailable' });
});

test('a network failure is a generic failure', async () => {
  const { queryClient, api } = setUp({ update: () => Promise.reject(new TypeError('Failed to fetch')) });
  const failure = await saveCustomization(api, queryClient, values, { type: 'keep' }).catch((error: unknown) => error);
  expect(saveFailureMessage(failure)).toEqual({ kind: 'generic' });
});
