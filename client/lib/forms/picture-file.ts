import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../../../contract';
import { isApiErrorResponse } from '../api/api-errors';

/** Why a file cannot be a picture (a profile picture, a logo); each is a message under common:pictureProblems. */
export type PictureProblem = 'wrongType' | 'tooLarge' | 'tooManyPixels';

/**
 * The check before upload: JPG, PNG or WebP (as the browser reports the file's type) and at most
 * 2 MB. The server checks the bytes again, so a file merely named .png is refused there.
 */
export function pictureFileProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type) || file.size === 0) return 'wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

const PROBLEM_BY_STATUS: Record<number, PictureProblem> = { 413: 'tooLarge', 415: 'wrongType', 400: 'tooManyPixels' };

/** The server's refusal of an upload (413 too large, 415 not an image, 400 too many pixels), if it is one. */
export function pictureUploadProblem(error: unknown): PictureProblem | null {
  return isApiErrorResponse(error) ? (PROBLEM_BY_STATUS[error.status] ?? null) : null;
}
