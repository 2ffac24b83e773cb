import { isDatabaseUnavailable } from '@cd/db';
import fp from 'fastify-plugin';
import { ExportJobs } from '../modules/audit-log/export-jobs.js';
import { JobQueue } from './job-queue.js';

// With STALE_AFTER_MS (30 s): a killed worker's export runs again within about 46 s.
const REAP_EVERY_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    exportJobs: ExportJobs;
    /** Null when the app was built without a database URL for jobs. */
    jobQueue: JobQueue | null;
  }
}

/**
 * Starts the job worker with the app and stops it cleanly on close: a job in flight goes back to the
 * queue, the reaper's timer goes. Without a database URL the app runs without jobs (starting an export
 * then answers 503).
 */
export const jobsPlugin = fp<{ databaseUrl?: string }>(
  async (app, { databaseUrl }) => {
    const exportJobs = new ExportJobs(app.prisma, Boolean(databaseUrl));
    const queue = databaseUrl
      ? new JobQueue(exportJobs, {
          work: app.config.JOB_WORKER,
          // While the database is away the polls fail every second: that is the outage, not a bug.
          onError: (err) =>
            isDatabaseUnavailable(err)
              ? app.log.warn({ err }, 'job queue: database unavailable')
              : app.log.error({ err }, 'job queue error'),
        })
      : null;
    app.decorate('exportJobs', exportJobs);
    app.decorate('jobQueue', queue);
    if (!queue) return;

    queue.start();
    const reaper = setInterval(() => {
      exportJobs.reap().catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) app.log.warn({ err }, 'export housekeeping: database unavailable');
        else app.log.error({ err }, 'export housekeeping failed');
      });
    }, REAP_EVERY_MS);
    reaper.unref();
    app.addHook('onClose', async () => {
      clearInterval(reaper);
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
