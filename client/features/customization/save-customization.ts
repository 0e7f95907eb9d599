import type { QueryClient } from '@tanstack/react-query';
import type { Preferences } from '../../../contract';
import type { ApiClient } from '../../lib/api/api-client';
import { apiErrorBody } from '../../lib/api/api-errors';
import { cachedSession, setSessionPreferences } from '../../lib/session/session-query';
import { pictureUploadProblem, type PictureProblem } from '../../lib/forms/picture-file';

export type CustomizationValues = Pick<Preferences, 'theme' | 'language' | 'initials' | 'initials_color'>;

/** What happens to the profile picture on save. */
export type PictureChange = { type: 'keep' } | { type: 'upload'; file: File } | { type: 'remove' };

export class CustomizationSaveError extends Error {
  constructor(
    readonly stage: 'upload' | 'preferences',
    readonly failure: unknown,
  ) {
    super(stage === 'upload' ? 'Uploading the profile picture failed' : 'Saving the preferences failed');
    this.name = 'CustomizationSaveError';
  }
}

async function uploadPicture(api: ApiClient, file: File): Promise<string> {
  const response = await api.account.uploadAvatar.mutate({ body: { file } }).catch((error: unknown) => {
    throw new CustomizationSaveError('upload', error);
  });
  if (response.status !== 200) throw new CustomizationSaveError('upload', response);
  return response.body.profile_picture_url;
}

/**
 * Saves the customization page: a new picture is uploaded first (if the server refuses it, nothing
 * is saved); then the preferences are applied at once to the session, so the page and the profile
 * menu follow, and sent; the server's answer replaces them, a failure restores the previous ones.
 */
export async function saveCustomization(
  api: ApiClient,
  queryClient: QueryClient,
  values: CustomizationValues,
  picture: PictureChange,
): Promise<Preferences> {
  if (picture.type === 'upload') {
    const profilePictureUrl = await uploadPicture(api, picture.file);
    setSessionPreferences(queryClient, (preferences) => ({ ...preferences, profile_picture_url: profilePictureUrl }));
  }
  const body = picture.type === 'remove' ? { ...values, profile_picture_url: null } : values;
  const previous = cachedSession(queryClient)?.preferences;
  setSessionPreferences(queryClient, (preferences) => ({ ...preferences, ...body }));
  try {
    const response = await api.account.updatePreferences.mutate({ body });
    if (response.status !== 200) throw new CustomizationSaveError('preferences', response);
    setSessionPreferences(queryClient, () => response.body);
    return response.body;
  } catch (error) {
    if (previous) setSessionPreferences(queryClient, () => previous);
    throw error instanceof CustomizationSaveError ? error : new CustomizationSaveError('preferences', error);
  }
}

export type SaveFailureMessage = { kind: 'avatar'; problem: PictureProblem } | { kind: 'detail'; text: string } | { kind: 'generic' };

/** A refused picture in the user's language; otherwise the server's detail, or a generic failure. */
export function saveFailureMessage(error: unknown): SaveFailureMessage {
  const failure = error instanceof CustomizationSaveError ? error.failure : error;
  if (error instanceof CustomizationSaveError && error.stage === 'upload') {
    const problem = pictureUploadProblem(failure);
    if (problem) return { kind: 'avatar', problem };
  }
  const detail = apiErrorBody(failure)?.detail.trim();
  return detail ? { kind: 'detail', text: detail } : { kind: 'generic' };
}
