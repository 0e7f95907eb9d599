import type { Request } from 'express';
import { initServer } from '@ts-rest/express';
import { apiContract, type AvatarContentType } from '../../../contract';
import type { Config } from '../../config';
import { imageAnswer, imageUpload } from '../../http/image-upload';
import { publicOrigin } from '../../http/public-origin';
import { contextOf } from '../../http/request-context';
import { streamExport } from '../../http/streaming-export';
import type { CreatorAccountsService } from './creator-accounts-service';
import type { CreatorCatalogueService } from './creator-catalogue-service';
import type { CreatorListsService } from './creator-lists-service';
import type { CreatorsService } from './creators-service';

const s = initServer();

export interface CreatorServices {
  records: CreatorsService;
  accounts: CreatorAccountsService;
  catalogue: CreatorCatalogueService;
  lists: CreatorListsService;
}

export function creatorsHandlers({ records, accounts, catalogue, lists }: CreatorServices, config: Config) {
  const originOf = (req: Pick<Request, 'protocol' | 'host'>) => publicOrigin(config, req);
  return s.router(apiContract.creators, {
    list: async ({ query, req }) => ({ status: 200, body: await records.list(contextOf(req), query) }),
    export: async ({ query, req, res }) => {
      const creatorExport = await lists.export(contextOf(req), query);
      const body = streamExport(res, {
        format: query.format,
        filename: `creators-${new Date().toISOString().slice(0, 10)}`,
        sheets: [creatorExport.sheet],
        onEnd: creatorExport.finish,
      });
      return { status: 200, body: body as unknown as string };
    },
    bulk: async ({ body, req }) => ({ status: 200, body: await lists.bulk(contextOf(req), body) }),
    mine: async ({ req }) => ({ status: 200, body: await records.mine(contextOf(req)) }),
    managerOptions: async ({ req }) => ({ status: 200, body: await records.managerOptions(contextOf(req)) }),
    create: async ({ body, req }) => ({ status: 201, body: await records.create(contextOf(req), body) }),
    get: async ({ params, req }) => ({ status: 200, body: await records.get(contextOf(req), params.id) }),
    update: async ({ params, body, req }) => ({ status: 200, body: await records.update(contextOf(req), params.id, body) }),
    changeStatus: async ({ params, body, req }) => ({ status: 200, body: await records.changeStatus(contextOf(req), params.id, body.status, body.version) }),
    archive: async ({ params, body, req }) => ({ status: 200, body: await records.archive(contextOf(req), params.id, body.version) }),
    restore: async ({ params, body, req }) => ({ status: 200, body: await records.restore(contextOf(req), params.id, body.version) }),
    invite: async ({ params, body, req }) => ({ status: 201, body: await records.invite(contextOf(req), params.id, body.email, originOf(req)) }),
    addAccount: async ({ params, body, req }) => ({ status: 201, body: await accounts.addAccount(contextOf(req), params.id, body) }),
    updateAccount: async ({ params, body, req }) => ({ status: 200, body: await accounts.updateAccount(contextOf(req), params.id, params.accountId, body) }),
    removeAccount: async ({ params, req }) => ({ status: 200, body: await accounts.removeAccount(contextOf(req), params.id, params.accountId) }),
    snapshots: async ({ params, req }) => ({ status: 200, body: await accounts.snapshots(contextOf(req), params.id, params.accountId) }),
    addSnapshot: async ({ params, body, req }) => ({ status: 201, body: await accounts.addSnapshot(contextOf(req), params.id, params.accountId, body) }),
    uploadEvidence: {
      middleware: [imageUpload],
      handler: async ({ params, req }) => ({
        status: 200,
        body: await accounts.uploadEvidence(contextOf(req), params.id, params.accountId, params.snapshotId, req.file?.buffer),
      }),
    },
    getEvidence: async ({ params, req, res }) => {
      const evidence = await accounts.evidence(contextOf(req), params.evidenceId);
      return { status: 200, body: imageAnswer(res, { ...evidence, contentType: evidence.contentType as AvatarContentType }) };
    },
    addRateCard: async ({ params, body, req }) => ({ status: 201, body: await catalogue.addRateCard(contextOf(req), params.id, body) }),
    removeRateCard: async ({ params, req }) => ({ status: 200, body: await catalogue.removeRateCard(contextOf(req), params.id, params.rateCardId) }),
    activity: async ({ params, query, req }) => ({ status: 200, body: await records.activity(contextOf(req), params.id, query) }),
    categories: async ({ req }) => ({ status: 200, body: await catalogue.categories(contextOf(req)) }),
    createCategory: async ({ body, req }) => ({ status: 201, body: await catalogue.createCategory(contextOf(req), body.name) }),
    renameCategory: async ({ params, body, req }) => ({ status: 200, body: await catalogue.renameCategory(contextOf(req), params.id, body.name) }),
    removeCategory: async ({ params, req }) => {
      await catalogue.removeCategory(contextOf(req), params.id);
      return { status: 204, body: undefined };
    },
  });
}
