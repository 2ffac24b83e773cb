import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(
  file: Buffer,
  { field = 'file', fileName = 'contacts.xlsx', contentType = 'application/octet-stream' } = {},
) {
  const boundary = `----cdtest${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
