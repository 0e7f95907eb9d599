import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import type { CampaignsService } from './campaigns-service';
import type { DealsService } from './deals-service';

const s = initServer();

export function campaignsHandlers(campaigns: CampaignsService, deals: DealsService) {
  return s.router(apiContract.campaigns, {
    list: async ({ query, req }) => ({ status: 200, body: await campaigns.list(contextOf(req), query) }),
    board: async ({ query, req }) => ({ status: 200, body: await campaigns.board(contextOf(req), query) }),
    sponsorOptions: async ({ query, req }) => ({ status: 200, body: await campaigns.sponsorOptions(contextOf(req), query.q) }),
    create: async ({ body, req }) => ({ status: 201, body: await campaigns.create(contextOf(req), body) }),
    get: async ({ params, req }) => ({ status: 200, body: await campaigns.get(contextOf(req), params.id) }),
    update: async ({ params, body, req }) => ({ status: 200, body: await campaigns.update(contextOf(req), params.id, body) }),
    changeStatus: async ({ params, body, req }) => ({ status: 200, body: await campaigns.changeStatus(contextOf(req), params.id, body.status, body.version) }),
    archive: async ({ params, body, req }) => ({ status: 200, body: await campaigns.archive(contextOf(req), params.id, body.version) }),
    restore: async ({ params, body, req }) => ({ status: 200, body: await campaigns.restore(contextOf(req), params.id, body.version) }),
    activity: async ({ params, query, req }) => ({ status: 200, body: await campaigns.activity(contextOf(req), params.id, query) }),
    deals: async ({ params, req }) => ({ status: 200, body: await deals.list(contextOf(req), params.id) }),
    addDeals: async ({ params, body, req }) => ({ status: 201, body: await deals.add(contextOf(req), params.id, body.creator_ids) }),
    updateDeal: async ({ params, body, req }) => ({ status: 200, body: await deals.update(contextOf(req), params.id, params.dealId, body) }),
    changeDealStatus: async ({ params, body, req }) => ({ status: 200, body: await deals.changeStatus(contextOf(req), params.id, params.dealId, body) }),
  });
}
