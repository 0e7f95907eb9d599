import { Router, type NextFunction, type Request, type Response } from 'express';
import { apiContract } from '../contract';

/** The OpenAPI 3 document of the whole contract, generated from it (never written by hand). */
export async function openApiDocument() {
  const { generateOpenApi } = await import('@ts-rest/open-api');
  return generateOpenApi(
    apiContract,
    {
      info: {
        title: 'Sponsor & creator back-office API',
        version: '1.0.0',
        description:
          'Cookie sessions: sign in with POST /api/auth/login. Every POST, PUT, PATCH and DELETE of a signed-in user must send the csrf_token cookie value in the X-CSRF-Token header. Errors have the shape { detail, code, errors? }.',
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'access_token' },
          csrfHeader: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
      security: [{ cookieAuth: [] }],
    },
    { setOperationId: 'concatenated-path' },
  );
}

/**
 * `/api/openapi.json` and the readable docs at `/api/docs`. The document (a fifth of a second of
 * CPU for the whole contract) and the docs' library are made on the first request for them, not
 * when the app starts: most processes never serve them.
 */
export function apiDocsRouter(): Router {
  let docs: Promise<{ document: object; ui: Router }> | undefined;
  const load = async () => {
    const [document, { default: swaggerUi }] = await Promise.all([openApiDocument(), import('swagger-ui-express')]);
    return { document, ui: Router().use(swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'Back-office API' })) };
  };
  const loaded = () => (docs ??= load().catch((error: unknown) => {
    docs = undefined;
    throw error;
  }));

  const router = Router();
  router.get('/api/openapi.json', async (_req: Request, res: Response) => {
    res.json((await loaded()).document);
  });
  router.use('/api/docs', async (req: Request, res: Response, next: NextFunction) => {
    (await loaded()).ui(req, res, next);
  });
  return router;
}
