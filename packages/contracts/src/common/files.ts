import { z } from 'zod';

/** Every workbook the API sends or accepts. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A flag read from a query string: only the literal strings 'true' and 'false' (a URL is text). */
export const booleanParam = (name: string) =>
  z
    .union([z.literal('true'), z.literal('false'), z.boolean()], { error: `${name} must be true or false` })
    .transform((value) => value === true || value === 'true');

/** Timestamps cross the wire as ISO 8601 strings with an offset (UTC 'Z' from the server). */
export const isoInstant = z.iso.datetime({ offset: true });
