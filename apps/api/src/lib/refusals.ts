import type { AppError } from './errors.js';

/**
 * Runs a write; a unique index refusing it (Prisma P2002, e.g. a code used twice) becomes the given
 * refusal: `refuseDuplicate(write, refuse('OU_CODE_IN_USE', { code }, { field: 'body.code' }))`.
 */
export async function refuseDuplicate<T>(write: () => Promise<T>, refusal: AppError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'P2002') throw refusal;
    throw error;
  }
}
