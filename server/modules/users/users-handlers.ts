import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import type { UsersService } from './users-service';

const s = initServer();

export function usersHandlers(users: UsersService) {
  return s.router(apiContract.users, {

    list: async ({ query, req }) => ({ status: 200, body: await users.list(contextOf(req), query) }),

    create: async ({ body, req }) => ({ status: 201, body: await users.create(contextOf(req), body) }),

    changeRole: async ({ params, body, req }) => ({
      status: 200,
      body: await users.changeRole(contextOf(req), params.id, body.new_role),
    }),

    changeStatus: async ({ params, body, req }) => ({
      status: 200,
      body: await users.changeStatus(contextOf(req), params.id, body.is_active),
    }),
  });
}
