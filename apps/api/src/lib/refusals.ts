import { DELETE_REFUSED, type ServerMessage, type ServerMessageCode } from '@cd/contracts';
import { AppError } from './errors.js';

/** 400 naming one field of the request, as the schema's own refusals do. */
export const invalidField = (path: string, message: string, serverMessage?: ServerMessage) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message, ...serverMessage }], serverMessage);

/** 409 with the spec's "You can't delete this …" and the reason (decision 024). */
export const deleteRefused = (
  what: keyof typeof DELETE_REFUSED,
  idField: string,
  reason: string,
  serverMessage: ServerMessage,
) =>
  new AppError(
    'CONFLICT',
    `${DELETE_REFUSED[what]}. ${reason}`,
    [{ path: idField, message: reason }],
    serverMessage,
  );

/** One refusal per known reason: `refusal('hasContacts')` with the contract's text and its message code. */
export const deleteRefusals =
  <R extends string>(
    what: keyof typeof DELETE_REFUSED,
    idField: string,
    reasons: Record<R, string>,
    codes: Record<R, ServerMessageCode>,
  ) =>
  (reason: R) =>
    deleteRefused(what, idField, reasons[reason], { messageCode: codes[reason] });

/** Runs a write; a unique index refusing it (Prisma P2002, e.g. a code used twice) becomes a 409 on `path`. */
export async function refuseDuplicate<T>(
  write: () => Promise<T>,
  path: string,
  message: string,
  serverMessage?: ServerMessage,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'P2002') {
      throw new AppError('CONFLICT', message, [{ path, message, ...serverMessage }], serverMessage);
    }
    throw error;
  }
}
