import { AUDIT_EXPORT_QUEUE, type ExportJobs } from '../modules/audit-log/export-jobs.js';

/** How often an idle worker looks for a queued job: a job waits about this long for a free replica. */
const POLL_EVERY_MS = 1000;

export interface JobQueueOptions {
  /** Run jobs in this process (every replica does by default; a web-only replica may not). */
  work: boolean;
  onError: (err: Error) => void;
}

/**
 * The worker side of the product's one job state machine (decision 104): the export_job table is the
 * queue. Each replica runs one job at a time, claimed by a conditional update, so any replica may run any
 * job and no two run the same attempt. Retries, heartbeats and the reaper live in ExportJobs.
 */
export class JobQueue {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> = Promise.resolve();
  private busy = false;
  private started = false;
  private readonly stopping = new AbortController();

  constructor(
    private readonly jobs: ExportJobs,
    private readonly options: JobQueueOptions,
  ) {}

  start() {
    this.started = true;
    if (!this.options.work) return;
    this.timer = setInterval(() => this.poll(), POLL_EVERY_MS);
    this.timer.unref();
  }

  private poll() {
    if (this.busy || !this.started) return;
    this.busy = true;
    this.current = (async () => {
      try {
        while (this.started && (await this.jobs.runNext(this.stopping.signal)));
      } catch (err) {
        this.options.onError(err as Error);
      } finally {
        this.busy = false;
      }
    })();
  }

  /** Started and not yet stopped: what /api/ready reports. */
  get running() {
    return this.started;
  }

  /** Jobs waiting and running, for metrics. */
  async stats(): Promise<{ name: string; queued: number; active: number }[]> {
    if (!this.started) return [];
    return [{ name: AUDIT_EXPORT_QUEUE, ...(await this.jobs.counts()) }];
  }

  /** Hands a running job back to the queue at its next report (another replica resumes it), up to `timeoutMs`. */
  async stop(timeoutMs = 10_000) {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.timer);
    this.stopping.abort();
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.current, new Promise((resolve) => (timeout = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timeout);
  }
}
