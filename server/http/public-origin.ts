import type { Request } from 'express';
import type { Config } from '../config';

/** The origin links in mails and answers point at: the configured public URL, else the request's own. */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, req: Pick<Request, 'protocol' | 'host'>): string {
  return config.publicUrl ?? `${req.protocol}://${req.host}`;
}
