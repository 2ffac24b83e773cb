import { isDatabaseUnavailable } from '@cd/db';
import fp from 'fastify-plugin';
import { AUDIT_EXPORT_QUEUE, ExportJobs } from '../modules/audit-log/export-jobs.js';
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
 * Starts the job queue with the app and stops it cleanly on close: handlers in flight may finish, the
 * reaper's timer goes, pg-boss' connections close. Without a database URL the app runs without jobs
 * (starting an export then answers 503).
 */
export const jobsPlugin = fp<{ databaseUrl?: string }>(
  async (app, { databaseUrl }) => {
    const queue = databaseUrl
      ? new JobQueue({
          connectionString: databaseUrl,
          work: app.config.JOB_WORKER,
          // While the database is away pg-boss' polls fail every second: that is the outage, not a bug.
          onError: (err) =>
            isDatabaseUnavailable(err)
              ? app.log.warn({ err }, 'job queue: database unavailable')
              : app.log.error({ err }, 'job queue error'),
        })
      : null;
    const exportJobs = new ExportJobs(app.prisma, queue);
    app.decorate('exportJobs', exportJobs);
    app.decorate('jobQueue', queue);
    if (!queue) return;

    queue.handle<{ jobId: string }>(AUDIT_EXPORT_QUEUE, (data) => exportJobs.run(data.jobId));
    await queue.start();
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
