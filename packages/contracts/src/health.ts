import { z } from 'zod';
import { envelope } from './common/envelope.js';

/** GET /api/health: the process answers. */
export const healthResponse = envelope(z.object({ status: z.literal('ok') }));

/** GET /api/ready: database reachable, every shipped migration applied, job queue started. */
export const readyResponse = envelope(
  z.object({
    status: z.literal('ready'),
    database: z.literal('up'),
    migrations: z.literal('applied'),
    jobs: z.literal('running'),
  }),
);
