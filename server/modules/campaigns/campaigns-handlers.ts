import { Readable } from 'node:stream';
import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { contextOf } from '../../http/request-context';
import { draftUpload } from './draft-file';
import type { CampaignsService } from './campaigns-service';
import type { DealsService } from './deals-service';
import type { DeliverablesService } from './deliverables-service';

const s = initServer();

export function campaignsHandlers(campaigns: CampaignsService, deals: DealsService, deliverables: DeliverablesService) {
  return s.router(apiContract.campaigns, {
    list: async ({ query, req }) => ({ status: 200, body: await campaigns.list(contextOf(req), query) }),
    board: async ({ query, req }) => ({ status: 200, body: await campaigns.board(contextOf(req), query) }),
    sponsorOptions: async ({ query, req }) => ({ status: 200, body: await campaigns.sponsorOptions(contextOf(req), query.q) }),
    create: async ({ body, req }) => ({ status: 201, body: await campaigns.create(contextOf(req), body) }),
    mine: async ({ req }) => ({ status: 200, body: await deliverables.mine(contextOf(req)) }),
    mineDeal: async ({ params, req }) => ({ status: 200, body: await deliverables.mineDeal(contextOf(req), params.dealId) }),
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
    deliverables: async ({ params, req }) => ({ status: 200, body: await deliverables.list(contextOf(req), params.id) }),
    addDeliverable: async ({ params, body, req }) => ({ status: 201, body: await deliverables.add(contextOf(req), params.id, params.dealId, body) }),
    updateDeliverable: async ({ params, body, req }) => ({ status: 200, body: await deliverables.update(contextOf(req), params.id, body) }),
    changeDeliverableStatus: async ({ params, body, req }) => ({ status: 200, body: await deliverables.changeStatus(contextOf(req), params.id, body.status, body.version) }),
    publishDeliverable: async ({ params, body, req }) => ({ status: 200, body: await deliverables.publish(contextOf(req), params.id, body) }),
    drafts: async ({ params, req }) => ({ status: 200, body: await deliverables.drafts(contextOf(req), params.id) }),
    submitDraft: {
      middleware: [draftUpload],
      handler: async ({ params, req }) => ({
        status: 201,
        body: await deliverables.submitDraft(contextOf(req), params.id, req.body as Record<string, unknown>, req.file),
      }),
    },
    reviewDraft: async ({ params, body, req }) => ({ status: 200, body: await deliverables.reviewDraft(contextOf(req), params.id, params.draftId, body) }),
    draftFile: async ({ params, req, res }) => {
      const file = await deliverables.file(contextOf(req), params.fileId);
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${file.filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      res.setHeader('Content-Length', String(file.byteSize));
      // A stream, so that the answer keeps the file's own content type.
      return { status: 200, body: Readable.from([file.bytes]) as unknown as Buffer };
    },
  });
}
