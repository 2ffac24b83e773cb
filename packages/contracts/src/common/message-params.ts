import { z } from 'zod';

/** The values of a server message's placeholders (server-messages.ts). */
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParams>;
