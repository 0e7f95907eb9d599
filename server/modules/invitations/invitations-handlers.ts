import type { Request } from 'express';
import { initServer } from '@ts-rest/express';
import { apiContract } from '../../../contract';
import { signedInAnswer } from '../auth';
import type { Config } from '../../config';
import { publicOrigin } from '../../http/public-origin';
import { contextOf } from '../../http/request-context';
import type { InvitationsService } from './invitations-service';

const s = initServer();

export function invitationsHandlers(invitations: InvitationsService, config: Config) {
  /** Where accept links point: PUBLIC_URL, or the address this request came to. */
  const originOf = (req: Pick<Request, 'protocol' | 'host'>) => publicOrigin(config, req);

  return s.router(apiContract.invitations, {
    create: async ({ body, req }) => ({ status: 201, body: await invitations.create(contextOf(req), body, originOf(req)) }),

    list: async ({ req }) => ({ status: 200, body: await invitations.list(contextOf(req)) }),

    resend: async ({ params, req }) => ({ status: 200, body: await invitations.resend(contextOf(req), params.id, originOf(req)) }),

    revoke: async ({ params, req }) => {
      await invitations.revoke(contextOf(req), params.id);
      return { status: 204, body: undefined };
    },

    preview: async ({ body }) => ({ status: 200, body: await invitations.preview(body.token) }),

    accept: async ({ body, req, res }) => {
      const { user, session } = await invitations.accept(body, contextOf(req).address);
      return { status: 201, body: signedInAnswer(res, config, user, session) };
    },
  });
}
