import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import type { SavedViewsService } from './saved-views-service';

const s = initServer();

export function savedViewsHandlers(views: SavedViewsService) {
  return s.router(apiContract.savedViews, {
    list: async ({ query, req }) => ({ status: 200, body: await views.list(contextOf(req), query.list) }),
    create: async ({ body, req }) => ({ status: 201, body: await views.create(contextOf(req), body) }),
    update: async ({ params, body, req }) => ({ status: 200, body: await views.update(contextOf(req), params.id, body) }),
    remove: async ({ params, req }) => {
      await views.remove(contextOf(req), params.id);
      return { status: 204, body: undefined };
    },
  });
}
