import type { Readable } from 'node:stream';
import { XLSX_MIME_TYPE } from '@cd/contracts';
import type { FastifyReply } from 'fastify';
/**
 * `Content-Disposition: attachment` for any file name (RFC 6266): an ASCII `filename` for old clients and
 * a UTF-8 `filename*` so Chinese OU names arrive intact. Characters unsafe in file names become '_'.
 */
export function attachmentDisposition(fileName: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a header
  const safe = fileName.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').trim() || 'download';
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Answers a workbook as a download that no cache keeps. */
export const sendXlsx = (reply: FastifyReply, body: Buffer | Readable, fileName: string) =>
  reply
    .header('content-type', XLSX_MIME_TYPE)
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(body);

/** 2026-11-22 in UTC, for file names. */
export const fileDate = (date = new Date()) => date.toISOString().slice(0, 10);
