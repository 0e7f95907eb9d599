import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { ApiError } from './api-error';

/** Room for the multipart framing around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * The parser of an upload of one file in the field `file`, kept in memory: a body declared larger
 * than the limit is refused before it is read, multer stops reading past it (413), and a malformed
 * multipart body (bad boundary, truncated part) is the client's error, not ours.
 */
export function singleFileUpload(maxBytes: number, tooLarge: () => ApiError) {
  const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } }).single('file');
  return function fileUpload(req: Request<unknown>, res: Response, next: NextFunction): void {
    if (Number(req.get('content-length') ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES) return next(tooLarge());
    parser(req as Request, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        return next(error.code === 'LIMIT_FILE_SIZE' ? tooLarge() : new ApiError(400, 'invalid_upload', 'Send one file in the field "file"'));
      }
      next(new ApiError(400, 'invalid_upload', 'The upload is not a well-formed multipart/form-data body'));
    });
  };
}
