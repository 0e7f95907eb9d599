import { initContract } from '@ts-rest/core';
import { publicRoute, signedInRoute } from './access';
import { z } from 'zod';
import {
  authMeSchema,
  avatarResponseSchema,
  currentUserSchema,
  errorSchema,
  userIdSchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  logFilterSchema,
  logListQuerySchema,
  logListSchema,
  loginResponseSchema,
  preferencesSchema,
  refreshResponseSchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
} from './schemas';
import {
  acceptInvitationSchema,
  changePasswordSchema,
  inviteSchema,
  invitationPreviewRequestSchema,
  changeUsernameSchema,
  createUserSchema,
  loginSchema,
  preferencesUpdateSchema,
  roleField,
} from './validation';

const c = initContract();

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
} as const;

export const authContract = c.router(
  {
    login: {
      method: 'POST',
      metadata: publicRoute,
      path: '/auth/login',
      body: loginSchema(),
      responses: { 200: loginResponseSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema },
      summary: 'Sign in with a username or e-mail; sets the session cookies',
    },
    refresh: {
      method: 'POST',
      metadata: publicRoute,
      path: '/auth/refresh',
      body: c.noBody(),
      responses: { 200: refreshResponseSchema, 401: errorSchema, 403: errorSchema },
      summary: 'Rotate the refresh token and issue a new access token',
    },
    logout: {
      method: 'POST',
      metadata: publicRoute,
      path: '/auth/logout',
      body: c.noBody(),
      responses: { 204: c.noBody(), 401: errorSchema, 403: errorSchema },
      summary: 'End the session: revoke its refresh tokens and clear the cookies',
    },
    me: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/auth/me',
      responses: { 200: authMeSchema, 401: errorSchema },
      summary: 'The signed-in user and the seconds left on the access token',
    },
  },
  { strictStatusCodes: true },
);

export const usersContract = c.router(
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
      responses: { 200: z.object({ new_username: z.string() }), ...errors, 409: errorSchema },
      summary: 'Change the signed-in user’s username',
    },
    changePassword: {
      method: 'PUT',
      metadata: signedInRoute,
      path: '/users/me/password',
      body: changePasswordSchema(),
      responses: { 204: c.noBody(), ...errors },
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
      responses: { 200: preferencesSchema, ...errors },
      summary: 'Save any subset of the preferences',
    },
    uploadAvatar: {
      method: 'POST',
      metadata: signedInRoute,
      path: '/users/me/avatar',
      contentType: 'multipart/form-data',
      body: c.type<{ file: File }>(),
      responses: { 200: avatarResponseSchema, ...errors, 413: errorSchema, 415: errorSchema },
      summary: 'Upload a profile picture (JPG, PNG or WebP by content, at most 2 MB and 4096×4096 pixels)',
    },
    deleteAvatar: {
      method: 'DELETE',
      metadata: signedInRoute,
      path: '/users/me/avatar',
      body: c.noBody(),
      responses: { 204: c.noBody(), ...errors },
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
    list: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/users',
      query: userListQuerySchema,
      responses: { 200: userListSchema, ...errors },
      summary: 'Users, filtered and paged, with the counts by status',
    },
    create: {
      method: 'POST',
      metadata: signedInRoute,
      path: '/users',
      body: createUserSchema(),
      responses: { 201: userSchema, ...errors, 409: errorSchema },
      summary: 'Create a user with a role the actor may manage',
    },
    changeRole: {
      method: 'PUT',
      metadata: signedInRoute,
      path: '/users/:id/role',
      pathParams: z.object({ id: userIdSchema }),
      body: z.object({ new_role: roleField() }),
      responses: { 200: userSchema, ...errors, 404: errorSchema, 409: errorSchema },
      summary: 'Change another user’s role (409 when the user or the actor changed meanwhile)',
    },
    changeStatus: {
      method: 'PUT',
      metadata: signedInRoute,
      path: '/users/:id/status',
      pathParams: z.object({ id: userIdSchema }),
      body: z.object({ is_active: z.boolean({ required_error: 'is_active is required', invalid_type_error: 'is_active must be true or false' }) }),
      responses: { 200: userSchema, ...errors, 404: errorSchema, 409: errorSchema },
      summary: 'Activate or deactivate another user (409 when the user or the actor changed meanwhile)',
    },
  },
  { strictStatusCodes: true },
);

export const logsContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/logs/all',
      query: logListQuerySchema,
      responses: { 200: logListSchema, ...errors },
      summary: 'The activity log, newest first, filtered and paged',
    },
    export: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/logs/export',
      query: logFilterSchema,
      responses: { 200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }), ...errors },
      summary: 'Every entry matching the filters as CSV, newest first (streamed)',
    },
  },
  { strictStatusCodes: true },
);

export const invitationsContract = c.router(
  {
    create: {
      method: 'POST',
      metadata: signedInRoute,
      path: '/invitations',
      body: inviteSchema(),
      responses: { 201: invitationListSchema, ...errors, 409: errorSchema },
      summary: 'Invite one or more addresses with a role the actor may manage; all or none are created',
    },
    list: {
      method: 'GET',
      metadata: signedInRoute,
      path: '/invitations',
      responses: { 200: invitationListSchema, ...errors },
      summary: 'Pending invitations, newest first',
    },
    resend: {
      method: 'POST',
      metadata: signedInRoute,
      path: '/invitations/:id/resend',
      pathParams: z.object({ id: z.string().uuid('Unknown invitation') }),
      body: c.noBody(),
      responses: { 200: invitationSchema, ...errors, 404: errorSchema },
      summary: 'Send a pending invitation again, with a new link and a new expiry',
    },
    revoke: {
      method: 'DELETE',
      metadata: signedInRoute,
      path: '/invitations/:id',
      pathParams: z.object({ id: z.string().uuid('Unknown invitation') }),
      body: c.noBody(),
      responses: { 204: c.noBody(), ...errors, 404: errorSchema },
      summary: 'Revoke a pending invitation',
    },
    preview: {
      method: 'POST',
      metadata: publicRoute,
      path: '/invitations/preview',
      body: invitationPreviewRequestSchema(),
      responses: { 200: invitationPreviewSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 410: errorSchema },
      summary: 'The address and role of an invitation link (public; the token travels in the body, never in a URL)',
    },
    accept: {
      method: 'POST',
      metadata: publicRoute,
      path: '/invitations/accept',
      body: acceptInvitationSchema(),
      responses: { 201: loginResponseSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 410: errorSchema },
      summary: 'Create the invited account with a username and password, and sign it in (public)',
    },
  },
  { strictStatusCodes: true },
);

export const apiContract = c.router(
  {
    auth: authContract,
    users: usersContract,
    logs: logsContract,
    invitations: invitationsContract,
  },
  { pathPrefix: '/api' },
);

export type ApiContract = typeof apiContract;
