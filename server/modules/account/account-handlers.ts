import { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { initServer } from '@ts-rest/express';
import multer from 'multer';
import { apiContract, AVATAR_MAX_BYTES } from '../../../contract';
import { ApiError } from '../../http/api-error';
import { contextOf } from '../../http/request-context';
import type { AccountService } from './account-service';

const s = initServer();

/** Keeps the upload in memory; one file, and multer stops reading past the limit (413). */
const avatarParser = multer({ storage: multer.memoryStorage(), limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } }).single('file');
/** Room for the multipart framing around the picture. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The avatar upload's parser: a body declared larger than the limit is refused before it is read,
 * and a malformed multipart body (bad boundary, truncated part) is the client's error, not ours.
 */
function avatarUpload(req: Request, res: Response, next: NextFunction): void {
  if (Number(req.get('content-length') ?? 0) > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return next(new ApiError(413, 'payload_too_large', 'The picture must be at most 2 MB'));
  }
  avatarParser(req, res, (error?: unknown) => {
    if (!error || error instanceof multer.MulterError) return next(error);
    next(new ApiError(400, 'invalid_upload', 'The upload is not a well-formed multipart/form-data body'));
  });
}

export function accountHandlers(account: AccountService) {
  return s.router(apiContract.account, {
    getMe: async ({ req }) => ({ status: 200, body: await account.me(contextOf(req)) }),

    changeUsername: async ({ body, req }) => ({
      status: 200,
      body: await account.changeUsername(contextOf(req), body.new_username),
    }),

    changePassword: async ({ body, req }) => {
      await account.changePassword(contextOf(req), body.old_password, body.new_password);
      return { status: 204, body: undefined };
    },

    getPreferences: async ({ req }) => ({ status: 200, body: await account.preferences(contextOf(req)) }),

    updatePreferences: async ({ body, req }) => ({ status: 200, body: await account.updatePreferences(contextOf(req), body) }),

    uploadAvatar: {
      middleware: [avatarUpload],
      handler: async ({ req }) => ({ status: 200, body: await account.uploadAvatar(contextOf(req), req.file?.buffer) }),
    },

    deleteAvatar: async ({ req }) => {
      await account.deleteAvatar(contextOf(req));
      return { status: 204, body: undefined };
    },

    getAvatar: async ({ params, req, res }) => {
      const avatar = await account.avatar(contextOf(req), params.id);
      res.setHeader('Content-Type', avatar.contentType);
      res.setHeader('Content-Length', String(avatar.byteSize));
      res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
      res.setHeader('ETag', `"${avatar.sha256}"`);
      // A stream is piped as it is, keeping the real content type set above (a Buffer would be sent as image/*).
      return { status: 200, body: Readable.from([avatar.bytes]) as unknown as Buffer };
    },
  });
}
