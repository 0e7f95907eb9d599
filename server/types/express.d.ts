import type { Actor } from '../context';

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user of this request, re-read from the database; null for visitors. */
      actor?: Actor | null;
    }
  }
}

export {};
