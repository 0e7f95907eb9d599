import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, AVATAR_MAX_DIMENSION, type AvatarContentType } from '../../contract';
import { ApiError, validationError } from './api-error';
import { singleFileUpload } from './file-upload';

/**
 * Pictures people upload (profile pictures, sponsor logos): one rule for all of them, JPG, PNG or
 * WebP by their content (not their name or declared type), at most 2 MB and 4096×4096 pixels.
 */

export interface CheckedImage {
  contentType: AvatarContentType;
  sha256: string;
  byteSize: number;
  width: number;
  height: number;
  bytes: Buffer;
}

const tooLarge = () => new ApiError(413, 'payload_too_large', 'The picture must be at most 2 MB');
const unsupportedImage = () => new ApiError(415, 'unsupported_media_type', 'The picture must be a JPG, PNG or WebP image');

/** The picture upload's parser (the field `file`). */
export const imageUpload = singleFileUpload(AVATAR_MAX_BYTES, tooLarge);

/** The uploaded bytes as a picture within the rules, or the refusal that says which rule failed. */
export async function checkedImage(bytes: Buffer | undefined): Promise<CheckedImage> {
  if (!bytes || bytes.length === 0) throw validationError([{ field: 'file', message: 'Choose a picture to upload.' }]);
  if (bytes.length > AVATAR_MAX_BYTES) throw tooLarge();
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(AVATAR_CONTENT_TYPES as readonly string[]).includes(detected.mime)) throw unsupportedImage();
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw unsupportedImage();
  }
  // A picture without pixels is no picture, whatever its header says.
  if (!(size.width >= 1 && size.height >= 1)) throw unsupportedImage();
  if (size.width > AVATAR_MAX_DIMENSION || size.height > AVATAR_MAX_DIMENSION) {
    throw validationError([{ field: 'file', message: `The picture must be at most ${AVATAR_MAX_DIMENSION}×${AVATAR_MAX_DIMENSION} pixels.` }], 'The picture is too large');
  }
  return {
    contentType: detected.mime as AvatarContentType,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    byteSize: bytes.length,
    width: size.width,
    height: size.height,
    bytes,
  };
}

/**
 * A stored picture as an answer: its real content type, immutable (its address names its
 * content), and as a stream (a Buffer would be sent as the route's declared image/*).
 */
export function imageAnswer(res: Response, image: Pick<CheckedImage, 'contentType' | 'byteSize' | 'sha256' | 'bytes'>): Buffer {
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Content-Length', String(image.byteSize));
  res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
  res.setHeader('ETag', `"${image.sha256}"`);
  return Readable.from([image.bytes]) as unknown as Buffer;
}
