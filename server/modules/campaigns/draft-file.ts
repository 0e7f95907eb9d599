import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { DRAFT_FILE_MAX_BYTES, DRAFT_FILE_TYPES } from '../../../contract';
import { ApiError } from '../../http/api-error';
import { singleFileUpload } from '../../http/file-upload';

const tooLarge = () => new ApiError(413, 'payload_too_large', 'A draft’s file must be at most 50 MB');
const unsupported = () => new ApiError(415, 'unsupported_media_type', 'A draft’s file must be a JPG, PNG or WebP picture, an MP4, MOV or WebM video, or a PDF');

/** The draft upload's parser: one file in the field `file`, at most 50 MB, beside the text fields. */
export const draftUpload = singleFileUpload(DRAFT_FILE_MAX_BYTES, tooLarge);

export interface CheckedDraftFile {
  id: string;
  filename: string;
  contentType: string;
  byteSize: number;
  bytes: Buffer;
}

/** A file name safe to give back in a header: its last path part, printable characters only, and not too long. */
function safeFilename(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters never belong in a file name
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 120);
  return clean === '' ? `draft.${extension}` : clean;
}

/** The uploaded bytes as a draft file, its type read from its content (never from its name or declared type). */
export async function checkedDraftFile(file: { buffer: Buffer; originalname?: string } | undefined): Promise<CheckedDraftFile | null> {
  if (!file || file.buffer.length === 0) return null;
  if (file.buffer.length > DRAFT_FILE_MAX_BYTES) throw tooLarge();
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(DRAFT_FILE_TYPES as readonly string[]).includes(detected.mime)) throw unsupported();
  return { id: randomUUID(), filename: safeFilename(file.originalname, detected.ext), contentType: detected.mime, byteSize: file.buffer.length, bytes: file.buffer };
}
