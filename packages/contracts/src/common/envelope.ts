import { z } from 'zod';
import { errorCodes } from './error-codes.js';
import { messageParams } from './message-params.js';

export { errorCodes, type ErrorCode } from './error-codes.js';

/** The legacy wrapper every response keeps: `{ result, message, data }` (spec 3, ARCHITECTURE 6). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ result: z.boolean(), message: z.string(), data });

export type Envelope<T> = { result: boolean; message: string; data: T };

export const errorCode = z.enum(errorCodes);

export const fieldIssue = z.object({
  path: z.string(),
  message: z.string(),
  /** As on the error itself: the field's message as a code the web translates (decision 053). */
  messageCode: z.string().optional(),
  params: messageParams.optional(),
});
export type FieldIssue = z.infer<typeof fieldIssue>;

/** The one error envelope: still the legacy wrapper (result false), plus a stable code. */
export const errorEnvelope = z.object({
  result: z.literal(false),
  message: z.string(),
  error: z.object({
    code: errorCode,
    message: z.string(),
    details: z.array(fieldIssue).optional(),
    requestId: z.string(),
    /** A `serverMessageParams` code the web translates, with its placeholders' values (decision 053). */
    messageCode: z.string().optional(),
    params: messageParams.optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
