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

/** 2026-11-22 in UTC, for file names. */
export const fileDate = (date = new Date()) => date.toISOString().slice(0, 10);
