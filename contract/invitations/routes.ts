import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { permissionRoute, publicRoute } from '../platform/access';
import { commonErrors, errorSchema } from '../platform/errors';
import { loginResponseSchema } from '../auth';
import { acceptInvitationSchema, invitationListSchema, invitationPreviewRequestSchema, invitationPreviewSchema, invitationSchema, inviteSchema } from './schemas';

const c = initContract();

export const invitationsContract = c.router(
  {
    create: {
      method: 'POST',
      metadata: permissionRoute('create:invitation', { audit: 'invitation_sent' }),
      path: '/invitations',
      body: inviteSchema(),
      responses: { 201: invitationListSchema, ...commonErrors, 409: errorSchema },
      summary: 'Invite one or more addresses with a role the actor may manage; all or none are created',
    },
    list: {
      method: 'GET',
      metadata: permissionRoute('read:invitation'),
      path: '/invitations',
      responses: { 200: invitationListSchema, ...commonErrors },
      summary: 'Pending invitations, newest first',
    },
    resend: {
      method: 'POST',
      metadata: permissionRoute('update:invitation', { audit: 'invitation_sent' }),
      path: '/invitations/:id/resend',
      pathParams: z.object({ id: z.string().uuid('Unknown invitation') }),
      body: c.noBody(),
      responses: { 200: invitationSchema, ...commonErrors, 404: errorSchema },
      summary: 'Send a pending invitation again, with a new link and a new expiry',
    },
    revoke: {
      method: 'DELETE',
      metadata: permissionRoute('update:invitation', { audit: 'invitation_revoked' }),
      path: '/invitations/:id',
      pathParams: z.object({ id: z.string().uuid('Unknown invitation') }),
      body: c.noBody(),
      responses: { 204: c.noBody(), ...commonErrors, 404: errorSchema },
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
