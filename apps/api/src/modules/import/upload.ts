import { IMPORT_FILE_FIELD, isAllowedText } from '@cd/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, refuse } from '../../lib/errors.js';
import { disallowedText } from '../../plugins/request-text.js';

const MB = 1024 * 1024;
/** Room for the multipart boundaries and headers around the file itself. */
const ENVELOPE_ALLOWANCE = 64 * 1024;

export interface Upload {
  fileName: string;
  buffer: Buffer;
}

const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 255) || 'upload.xlsx';

/**
 * The one file of a multipart upload, read into memory only up to the limit: a declared Content-Length
 * over it is refused before a byte of the body is read; a body that turns out longer stops at the limit.
 */
export async function readUpload(request: FastifyRequest, maxMegabytes: number): Promise<Upload> {
  const tooLarge = () => refuse('IMPORT_FILE_TOO_LARGE', { size: maxMegabytes });
  const maxBytes = maxMegabytes * MB;
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_ALLOWANCE) throw tooLarge();
  if (!request.isMultipart()) {
    throw refuse('UPLOAD_NOT_MULTIPART', { field: IMPORT_FILE_FIELD });
  }
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    if (!part || part.fieldname !== IMPORT_FILE_FIELD) {
      throw refuse('UPLOAD_NO_FILE', { field: IMPORT_FILE_FIELD });
    }
    const buffer = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    // The name is stored with the import run: it is request text like any other (decision 088).
    if (!isAllowedText(part.filename)) throw disallowedText(`body.${IMPORT_FILE_FIELD}.filename`, 'filename');
    return { fileName: baseName(part.filename), buffer };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw refuse('UPLOAD_ONE_FILE', { field: IMPORT_FILE_FIELD });
    }
    throw refuse('UPLOAD_UNREADABLE');
  }
}
