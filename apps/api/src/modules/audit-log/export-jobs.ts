import { Writable } from 'node:stream';
import { exportSheetNames, type AuditLogJob, type ExportJobStatus, type FileLanguage } from '@cd/contracts';
import type { ExportJob, JobStatus, PrismaClient } from '@cd/db';
import { API_PREFIX } from '../../api-prefix.js';
import { fileDate } from '../../lib/content-disposition.js';
import { notFound, refuse } from '../../lib/errors.js';
import { exportRetentionDays } from '../../lib/system-parameters.js';
import { writeXlsxStream } from '../../lib/xlsx-stream.js';
import { AUDIT_EXPORT_HEADERS, auditExportRows } from './audit-log-rows.js';
import { auditLogWhere, type ParsedAuditLogFilter } from './audit-log-scope.js';

export const AUDIT_EXPORT_QUEUE = 'audit-log-export';
/** A running worker reports this often, rows or not (a slow batch must not look like a dead worker). */
export const HEARTBEAT_EVERY_MS = 10_000;
/**
 * A running job that has not reported for this long has lost its worker. With the reaper every 15 s
 * (jobs/register-jobs.ts) and workers polling every second, a killed worker's job runs again within
 * about 46 s of its last report.
 */
export const STALE_AFTER_MS = 30_000;
/** Starts of one job before it is marked failed (the first plus two retries). */
export const MAX_ATTEMPTS = 3;
const CHUNK_BYTES = 1024 * 1024;
const REPORT_EVERY_ROWS = 1000;
const STOPPED_MESSAGE = 'The export stopped unexpectedly too many times; please start it again.';

interface AuditExportParams {
  filter: ParsedAuditLogFilter;
  ouIds: number[] | null;
  /** The file's language; jobs started before decision 077 have none and write English. */
  lang?: FileLanguage;
}

const statusName: Record<JobStatus, ExportJobStatus> = {
  QUEUED: 'queued',
  RUNNING: 'running',
  SUCCEEDED: 'done',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
};

class StopWriting extends Error {}
/** The worker's replica is stopping: the job goes back to the queue instead of failing. */
class HandBack extends Error {}

/** Collects the workbook into 1 MB rows of export_file_chunk as it is written (decision 031). */
class ChunkSink extends Writable {
  private parts: Buffer[] = [];
  private size = 0;
  private seq = 0;
  bytes = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly jobId: string,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void) {
    this.parts.push(chunk);
    this.size += chunk.length;
    this.bytes += chunk.length;
    if (this.size < CHUNK_BYTES) return done();
    this.flush().then(() => done(), done);
  }

  override _final(done: (err?: Error | null) => void) {
    this.flush().then(() => done(), done);
  }

  private async flush() {
    if (this.size === 0) return;
    const data = Buffer.concat(this.parts);
    this.parts = [];
    this.size = 0;
    await this.prisma.exportFileChunk.create({ data: { jobId: this.jobId, seq: this.seq++, data } });
  }
}

/**
 * Audit-log export jobs, the product's one job state machine (decision 104): the export_job row is the
 * queue and what users see (status, progress, file). QUEUED rows with a heartbeat_at (the time they
 * were queued) are offered to workers; rows without one are never picked up by a poll. Workers fence
 * their writes on the attempt number, so a worker presumed dead that wakes up again cannot overwrite
 * its successor.
 */
export class ExportJobs {
  constructor(
    private readonly prisma: PrismaClient,
    /** False when the app runs without background jobs: starting one then answers 503. */
    private readonly enabled: boolean,
  ) {}

  async start(
    owner: { id: string; email: string },
    filter: ParsedAuditLogFilter,
    ouIds: number[] | null,
    lang: FileLanguage,
  ) {
    if (!this.enabled) throw refuse('JOBS_NOT_RUNNING');
    const params: AuditExportParams = { filter, ouIds, lang };
    const job = await this.prisma.exportJob.create({
      data: {
        kind: 'AUDIT_LOG',
        params: params as object,
        requestedBy: owner.id,
        requesterEmail: owner.email,
        heartbeatAt: new Date(),
      },
    });
    return job;
  }

  /** The caller's own job, else 404 (another user's job is as good as absent). */
  async own(jobId: string, ownerId: string): Promise<ExportJob> {
    const job = await this.prisma.exportJob.findFirst({
      where: { id: jobId, requestedBy: ownerId, kind: 'AUDIT_LOG' },
    });
    if (!job) throw notFound('Export job');
    return job;
  }

  listOwn(ownerId: string): Promise<ExportJob[]> {
    return this.prisma.exportJob.findMany({
      where: { requestedBy: ownerId, kind: 'AUDIT_LOG' },
      orderBy: { createdAt: 'desc' },
      take: 20,
    });
  }

  async cancel(jobId: string, ownerId: string): Promise<ExportJob> {
    const job = await this.own(jobId, ownerId);
    const cancelled = await this.prisma.exportJob.updateMany({
      where: { id: job.id, status: { in: ['QUEUED', 'RUNNING'] } },
      data: { status: 'CANCELLED', cancelledAt: new Date(), finishedAt: new Date() },
    });
    if (cancelled.count === 0) {
      const cancelledBefore = job.status === 'CANCELLED';
      throw refuse(cancelledBefore ? 'AUDIT_EXPORT_ALREADY_CANCELLED' : 'AUDIT_EXPORT_ALREADY_FINISHED');
    }
    await this.prisma.exportFileChunk.deleteMany({ where: { jobId: job.id } });
    return this.own(jobId, ownerId);
  }

  /** The OUs a job was started over (null: everything, for a system administrator). */
  scopeOf(job: ExportJob): number[] | null {
    return (job.params as unknown as AuditExportParams).ouIds;
  }

  /** The file's chunks in order, one at a time. */
  async *file(job: ExportJob): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq++) {
      const chunk = await this.prisma.exportFileChunk.findUnique({
        where: { jobId_seq: { jobId: job.id, seq } },
      });
      if (!chunk) return;
      yield Buffer.from(chunk.data);
    }
  }

  /** Claims the oldest queued job and runs it; false when none was waiting. */
  async runNext(stopping?: AbortSignal): Promise<boolean> {
    // Two replicas may pick the same row here; run()'s conditional claim lets exactly one of them have it.
    const next = await this.prisma.exportJob.findFirst({
      where: { status: 'QUEUED', heartbeatAt: { not: null } },
      orderBy: { heartbeatAt: 'asc' },
      select: { id: true },
    });
    if (!next) return false;
    await this.run(next.id, stopping);
    return true;
  }

  /** Queued and running jobs, for metrics. */
  async counts(): Promise<{ queued: number; active: number }> {
    const groups = await this.prisma.exportJob.groupBy({
      by: ['status'],
      where: { status: { in: ['QUEUED', 'RUNNING'] } },
      _count: true,
    });
    const count = (status: JobStatus) => groups.find((g) => g.status === status)?._count ?? 0;
    return { queued: count('QUEUED'), active: count('RUNNING') };
  }

  /** Claims the row, writes the workbook into chunks, reports progress, honours cancel and a stop. */
  async run(jobId: string, stopping?: AbortSignal): Promise<void> {
    const claimed = await this.prisma.exportJob.updateManyAndReturn({
      where: { id: jobId, status: 'QUEUED' },
      data: {
        status: 'RUNNING',
        attempts: { increment: 1 },
        startedAt: new Date(),
        heartbeatAt: new Date(),
        // processedRows is kept: a rerun shows the furthest point reached until it passes it.
      },
    });
    const job = claimed[0];
    if (!job) return; // cancelled before it started, or already taken
    const attempt = job.attempts;
    const params = job.params as unknown as AuditExportParams;
    const where = auditLogWhere(params.filter, params.ouIds);
    await this.prisma.exportFileChunk.deleteMany({ where: { jobId } });

    const fenced = (data: Parameters<PrismaClient['exportJob']['updateMany']>[0]['data']) =>
      this.prisma.exportJob.updateMany({ where: { id: jobId, status: 'RUNNING', attempts: attempt }, data });
    // Progress only ever grows, across reruns too: people watch the percentage, not the attempt.
    const report = (written: number) => this.prisma.$executeRaw`
      UPDATE export_job SET processed_rows = GREATEST(processed_rows, ${written}), heartbeat_at = now()
      WHERE id = ${jobId}::uuid AND status = 'RUNNING' AND attempts = ${attempt}`;
    const heartbeat = setInterval(() => {
      fenced({ heartbeatAt: new Date() }).catch(() => undefined);
    }, HEARTBEAT_EVERY_MS);
    heartbeat.unref();

    try {
      const totalRows = await this.prisma.auditLog.count({ where });
      await fenced({ totalRows });
      const sink = new ChunkSink(this.prisma, jobId);
      const rows = await writeXlsxStream(sink, {
        sheetName: exportSheetNames[params.lang ?? 'en'].auditLog,
        headers: AUDIT_EXPORT_HEADERS[params.lang ?? 'en'],
        rows: auditExportRows(this.prisma, where, params.lang ?? 'en'),
        onRow: async (written) => {
          if (written % REPORT_EVERY_ROWS !== 0) return;
          if ((await report(written)) === 0) throw new StopWriting();
          if (stopping?.aborted) throw new HandBack();
        },
      });
      // The workbook's commit has ended the sink after its last chunk was stored (exceljs waits for 'finish').
      const finishedAt = new Date();
      const days = await exportRetentionDays(this.prisma);
      const done = await fenced({
        status: 'SUCCEEDED',
        processedRows: rows,
        fileName: `Audit Log_${rangeName(params.filter)}_${fileDate(finishedAt)}.xlsx`,
        fileSize: sink.bytes,
        finishedAt,
        expiresAt: new Date(finishedAt.getTime() + days * 86_400_000),
      });
      if (done.count === 0) await this.prisma.exportFileChunk.deleteMany({ where: { jobId } });
    } catch (err) {
      if (err instanceof HandBack) {
        await fenced({ status: 'QUEUED', heartbeatAt: new Date() });
        return;
      }
      if (!(err instanceof StopWriting)) {
        await fenced({
          status: 'FAILED',
          error: 'The export failed; please try again.',
          finishedAt: new Date(),
        });
      }
      const current = await this.prisma.exportJob.findUnique({
        where: { id: jobId },
        select: { status: true, attempts: true },
      });
      if (current?.attempts === attempt || current?.status === 'CANCELLED') {
        await this.prisma.exportFileChunk.deleteMany({ where: { jobId } });
      }
      if (!(err instanceof StopWriting)) throw err;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Housekeeping any replica may run at any time: a running job whose worker stopped reporting is queued
   * again (or failed after MAX_ATTEMPTS), and files past their retention are deleted.
   */
  async reap(now = new Date()) {
    const stale = await this.prisma.exportJob.findMany({
      where: { status: 'RUNNING', heartbeatAt: { lt: new Date(now.getTime() - STALE_AFTER_MS) } },
      select: { id: true, attempts: true, heartbeatAt: true },
    });
    for (const job of stale) {
      const sameRun = {
        id: job.id,
        status: 'RUNNING' as const,
        attempts: job.attempts,
        heartbeatAt: job.heartbeatAt,
      };
      if (job.attempts >= MAX_ATTEMPTS) {
        await this.prisma.exportJob.updateMany({
          where: sameRun,
          data: { status: 'FAILED', error: STOPPED_MESSAGE, finishedAt: now },
        });
        await this.prisma.exportFileChunk.deleteMany({ where: { jobId: job.id } });
      } else {
        // Queued again with the time it was queued: the next idle worker of any replica takes it.
        await this.prisma.exportJob.updateMany({
          where: sameRun,
          data: { status: 'QUEUED', heartbeatAt: now },
        });
      }
    }
    const expired = await this.prisma.exportJob.findMany({
      where: { expiresAt: { lt: now }, fileSize: { not: null } },
      select: { id: true },
    });
    for (const { id } of expired) {
      await this.prisma.$transaction([
        this.prisma.exportFileChunk.deleteMany({ where: { jobId: id } }),
        this.prisma.exportJob.update({ where: { id }, data: { fileSize: null } }),
      ]);
    }
  }
}

export function toAuditLogJob(job: ExportJob, now = new Date()): AuditLogJob {
  const params = job.params as unknown as AuditExportParams;
  const status = statusName[job.status];
  const available = status === 'done' && job.fileSize !== null && (!job.expiresAt || job.expiresAt > now);
  return {
    jobID: job.id,
    status,
    processedRows: job.processedRows,
    totalRows: job.totalRows,
    percent:
      status === 'done'
        ? 100
        : job.totalRows
          ? Math.min(99, Math.floor((job.processedRows / job.totalRows) * 100))
          : job.totalRows === 0
            ? 0
            : null,
    filter: params.filter,
    fileName: job.fileName,
    error: job.error,
    createdDate: job.createdAt.toISOString(),
    finishedDate: job.finishedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    downloadUrl: available ? `${API_PREFIX}/Report/DownloadAuditLogReport?jobID=${job.id}` : null,
  };
}

/** '2020-01-01_2020-01-31' for [2020-01-01T00:00+08:00, 2020-02-01T00:00+08:00): local dates, end inclusive. */
function rangeName(filter: { from: string; to: string }) {
  const lastDay = new Date(Date.parse(`${filter.to.slice(0, 10)}T00:00:00Z`) - 86_400_000);
  return `${filter.from.slice(0, 10)}_${lastDay.toISOString().slice(0, 10)}`;
}
