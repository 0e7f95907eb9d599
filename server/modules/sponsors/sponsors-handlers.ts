import { initServer } from '@ts-rest/express';
import { apiContract, type AvatarContentType } from '../../../contract';
import { imageAnswer, imageUpload } from '../../http/image-upload';
import { streamExport } from '../../http/streaming-export';
import { contextOf } from '../../http/request-context';
import type { SponsorsService } from './sponsors-service';

const s = initServer();

export function sponsorsHandlers(sponsors: SponsorsService) {
  return s.router(apiContract.sponsors, {
    list: async ({ query, req }) => ({ status: 200, body: await sponsors.list(contextOf(req), query) }),
    export: async ({ query, req, res }) => {
      const sponsorExport = await sponsors.export(contextOf(req), query);
      const body = streamExport(res, {
        format: query.format,
        filename: `sponsors-${new Date().toISOString().slice(0, 10)}`,
        sheets: [sponsorExport.sheet],
        onEnd: sponsorExport.finish,
      });
      return { status: 200, body: body as unknown as string };
    },
    bulk: async ({ body, req }) => ({ status: 200, body: await sponsors.bulk(contextOf(req), body) }),
    ownerOptions: async ({ query, req }) => ({ status: 200, body: await sponsors.ownerOptions(contextOf(req), query.q) }),
    create: async ({ body, req }) => ({ status: 201, body: await sponsors.create(contextOf(req), body) }),
    get: async ({ params, req }) => ({ status: 200, body: await sponsors.get(contextOf(req), params.id) }),
    update: async ({ params, body, req }) => ({ status: 200, body: await sponsors.update(contextOf(req), params.id, body) }),
    changeStatus: async ({ params, body, req }) => ({
      status: 200,
      body: await sponsors.changeStatus(contextOf(req), params.id, body.status, body.version),
    }),
    archive: async ({ params, body, req }) => ({ status: 200, body: await sponsors.archive(contextOf(req), params.id, body.version) }),
    restore: async ({ params, body, req }) => ({ status: 200, body: await sponsors.restore(contextOf(req), params.id, body.version) }),
    addContact: async ({ params, body, req }) => ({ status: 201, body: await sponsors.addContact(contextOf(req), params.id, body) }),
    updateContact: async ({ params, body, req }) => ({
      status: 200,
      body: await sponsors.updateContact(contextOf(req), params.id, params.contactId, body),
    }),
    removeContact: async ({ params, req }) => ({ status: 200, body: await sponsors.removeContact(contextOf(req), params.id, params.contactId) }),
    uploadLogo: {
      middleware: [imageUpload],
      handler: async ({ params, req }) => ({ status: 200, body: await sponsors.uploadLogo(contextOf(req), params.id, req.file?.buffer) }),
    },
    removeLogo: async ({ params, req }) => ({ status: 200, body: await sponsors.removeLogo(contextOf(req), params.id) }),
    getLogo: async ({ params, req, res }) => {
      const logo = await sponsors.logo(contextOf(req), params.logoId);
      return { status: 200, body: imageAnswer(res, { ...logo, contentType: logo.contentType as AvatarContentType }) };
    },
    activity: async ({ params, query, req }) => ({ status: 200, body: await sponsors.activity(contextOf(req), params.id, query) }),
  });
}
