import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { permissionRoute } from '../platform/access';
import { commonErrors, errorSchema } from '../platform/errors';
import { roleField, userIdSchema } from './fields';
import { createUserSchema, userListQuerySchema, userListSchema, userSchema } from './schemas';

const c = initContract();

/** User administration: the staff's list of users and the changes the permission table allows. */
export const usersContract = c.router(
  {
    list: {
      method: 'GET',
      metadata: permissionRoute('read:user'),
      path: '/users',
      query: userListQuerySchema,
      responses: { 200: userListSchema, ...commonErrors },
      summary: 'Users, filtered and paged, with the counts by status',
    },
    create: {
      method: 'POST',
      metadata: permissionRoute('create:user', { audit: 'user_created' }),
      path: '/users',
      body: createUserSchema(),
      responses: { 201: userSchema, ...commonErrors, 409: errorSchema },
      summary: 'Create a user with a role the actor may manage',
    },
    changeRole: {
      method: 'PUT',
      metadata: permissionRoute('update:user:role', { audit: 'role_changed' }),
      path: '/users/:id/role',
      pathParams: z.object({ id: userIdSchema }),
      body: z.object({ new_role: roleField() }),
      responses: { 200: userSchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
      summary: 'Change another user’s role (409 when the user or the actor changed meanwhile)',
    },
    changeStatus: {
      method: 'PUT',
      metadata: permissionRoute('update:user:status'),
      path: '/users/:id/status',
      pathParams: z.object({ id: userIdSchema }),
      body: z.object({ is_active: z.boolean({ required_error: 'is_active is required', invalid_type_error: 'is_active must be true or false' }) }),
      responses: { 200: userSchema, ...commonErrors, 404: errorSchema, 409: errorSchema },
      summary: 'Activate or deactivate another user (409 when the user or the actor changed meanwhile)',
    },
  },
  { strictStatusCodes: true },
);
