import { initServer } from '@ts-rest/express';
import { apiContract, IMPORT_MAX_BYTES } from '../../../contract';
import { singleFileUpload } from '../../http/file-upload';
import { contextOf } from '../../http/request-context';
import { importFileTooLarge } from './import-file';
import type { ImportsService } from './imports-service';

const s = initServer();
const fileUpload = singleFileUpload(IMPORT_MAX_BYTES, importFileTooLarge);

export function importsHandlers(imports: ImportsService) {
  return s.router(apiContract.imports, {
    uploadSponsors: {
      middleware: [fileUpload],
      handler: async ({ req }) => ({ status: 201, body: await imports.upload(contextOf(req), 'sponsors', req.file?.buffer, req.file?.originalname) }),
    },
    uploadCreators: {
      middleware: [fileUpload],
      handler: async ({ req }) => ({ status: 201, body: await imports.upload(contextOf(req), 'creators', req.file?.buffer, req.file?.originalname) }),
    },
    get: async ({ params, req }) => ({ status: 200, body: await imports.get(contextOf(req), params.id) }),
    preview: async ({ params, body, req }) => ({ status: 200, body: await imports.preview(contextOf(req), params.id, body.mapping) }),
    rows: async ({ params, query, req }) => ({ status: 200, body: await imports.rows(contextOf(req), params.id, query) }),
    run: async ({ params, body, req }) => ({ status: 202, body: await imports.run(contextOf(req), params.id, body.all_or_nothing) }),
  });
}
