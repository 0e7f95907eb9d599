import { generateOpenApi } from '@ts-rest/open-api';
import { apiContract } from '../contract';

/** The OpenAPI 3 document of the whole contract, generated from it (never written by hand). */
export function openApiDocument() {
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
