import type { Envelope } from '@cd/contracts';

export const ok = <T>(data: T, message = ''): Envelope<T> => ({ result: true, message, data });
