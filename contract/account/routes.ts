import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { signedInRoute } from '../platform/access';
import { commonErrors, errorSchema } from '../platform/errors';
import { avatarResponseSchema, changePasswordSchema, changeUsernameSchema, currentUserSchema, preferencesSchema, preferencesUpdateSchema } from './schemas';

const c = initContract();

/** The signed-in user's own account: identity, password, look preferences and picture. */
export const accountContract = c.router(
  {
    getMe: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/users/me',
      responses: { 200: currentUserSchema, 401: errorSchema },
      summary: 'The signed-in user',
    },
    changeUsername: {
      method: 'PUT',
      metadata: signedInRoute,
      path: '/users/me/username',
      body: changeUsernameSchema(),
      responses: { 200: z.object({ new_username: z.string() }), ...commonErrors, 409: errorSchema },
      summary: 'Change the signed-in user’s username',
    },
    changePassword: {
      method: 'PUT',
      metadata: signedInRoute,
      path: '/users/me/password',
      body: changePasswordSchema(),
      responses: { 204: c.noBody(), ...commonErrors },
      summary: 'Change the signed-in user’s password; other sessions are signed out',
    },
    getPreferences: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/users/me/preferences',
      responses: { 200: preferencesSchema, 401: errorSchema },
      summary: 'The signed-in user’s look preferences',
    },
    updatePreferences: {
      method: 'PUT',
      metadata: signedInRoute,
      path: '/users/me/preferences',
      body: preferencesUpdateSchema(),
      responses: { 200: preferencesSchema, ...commonErrors },
      summary: 'Save any subset of the preferences',
    },
    uploadAvatar: {
      method: 'POST',
      metadata: signedInRoute,
      path: '/users/me/avatar',
      contentType: 'multipart/form-data',
      body: c.type<{ file: File }>(),
      responses: { 200: avatarResponseSchema, ...commonErrors, 413: errorSchema, 415: errorSchema },
      summary: 'Upload a profile picture (JPG, PNG or WebP by content, at most 2 MB and 4096×4096 pixels)',
    },
    deleteAvatar: {
      method: 'DELETE',
      metadata: signedInRoute,
      path: '/users/me/avatar',
      body: c.noBody(),
      responses: { 204: c.noBody(), ...commonErrors },
      summary: 'Remove the profile picture',
    },
    getAvatar: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/avatars/:id',
      pathParams: z.object({ id: z.string().uuid('Unknown picture') }),
      responses: {
        200: c.otherResponse({ contentType: 'image/*', body: c.type<Buffer>() }),
        400: errorSchema,
        401: errorSchema,
        404: errorSchema,
      },
      summary: 'A profile picture, with its real content type; immutable, so cached for a year',
    },
  },
  { strictStatusCodes: true },
);
