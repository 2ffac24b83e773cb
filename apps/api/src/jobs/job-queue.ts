import { PgBoss, type Job } from 'pg-boss';

/** pg-boss keeps its tables in this schema of the product's database (decision 031). */
export const JOB_SCHEMA = 'pgboss';

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

export interface JobQueueOptions {
  connectionString: string;
  /** Run handlers in this process (every replica does by default; a web-only replica may not). */
  work: boolean;
  onError: (err: Error) => void;
}

/**
 * The product's background jobs on pg-boss: durable in PostgreSQL, so a job outlives a restart and any
 * replica may run it. The export rows of the product keep the state users see; pg-boss only delivers.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: JOB_SCHEMA,
      max: 3,
      application_name: 'contact-directory-jobs',
    });
    this.boss.on('error', options.onError);
  }

  /** Registers a handler; call before start(). */
  handle<T>(queue: string, handler: JobHandler<T>) {
    this.handlers.set(queue, handler as JobHandler<unknown>);
  }

  async start() {
    await this.boss.start();
    for (const [queue, handler] of this.handlers) {
      // Retries belong to the product's own reaper (it knows the export row); pg-boss only delivers once.
      await this.boss.createQueue(queue, { retryLimit: 0, expireInSeconds: 3 * 3600 });
      if (this.options.work) {
        await this.boss.work<unknown>(queue, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
          if (job) await handler(job.data, job);
        });
      }
    }
    this.started = true;
  }

  /** Started and not yet stopped: what /api/ready reports. */
  get running() {
    return this.started;
  }

  async send(queue: string, data: object): Promise<string | null> {
    return this.boss.send(queue, data);
  }

  /** Jobs waiting and running per queue of this product, for metrics. */
  async stats(): Promise<{ name: string; queued: number; active: number }[]> {
    if (!this.started) return [];
    const queues = await Promise.all([...this.handlers.keys()].map((name) => this.boss.getQueue(name)));
    return queues
      .filter((q) => q !== null)
      .map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount }));
  }

  /** Lets running handlers finish (up to `timeoutMs`), then closes pg-boss' connections. */
  async stop(timeoutMs = 10_000) {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
