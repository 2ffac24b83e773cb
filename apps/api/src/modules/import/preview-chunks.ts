import { IMPORT_PREVIEW_MAX_ISSUES, type ImportCounts, type ImportIssue } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';
import type { ImportPlan } from './parser/plan.js';

export const CHUNK_ROWS = 1000;

/**
 * Chunk writes under way at once, each on a connection of its own: the next batch is looked up and planned
 * while the last one is stored (decision 112, "Fourth pass"). The preview stays in order: a chunk's place
 * is its sequence number, given when it is handed over.
 */
const WRITES_IN_FLIGHT = 2;

type ChunkKind = 'ROWS' | 'ISSUES';

/**
 * Stores a preview as its batches are planned (decision 073): planned rows and issues go to
 * `import_run_chunk` a thousand per row as soon as a thousand are there, so the API holds at most one
 * chunk of each beside the batch in hand. Keeps the counts and the first issues the preview answers with.
 */
export class PreviewChunks {
  readonly counts: ImportCounts = { totalRows: 0, created: 0, updated: 0, unchanged: 0, invalid: 0 };
  readonly firstIssues: ImportIssue[] = [];
  issueCount = 0;
  private readonly pending: Record<ChunkKind, unknown[]> = { ROWS: [], ISSUES: [] };
  private readonly nextSeq: Record<ChunkKind, number> = { ROWS: 0, ISSUES: 0 };
  private readonly writing: Promise<unknown>[] = [];

  constructor(
    private readonly prisma: PrismaClient,
    private readonly runId: number,
  ) {}

  /** Adds one batch's plan; batches come in sheet order, so the issues stay in row order. */
  async add(plan: ImportPlan) {
    for (const key of Object.keys(this.counts) as (keyof ImportCounts)[])
      this.counts[key] += plan.counts[key];
    this.issueCount += plan.issues.length;
    const room = IMPORT_PREVIEW_MAX_ISSUES - this.firstIssues.length;
    if (room > 0) this.firstIssues.push(...plan.issues.slice(0, room));
    await this.push(
      'ROWS',
      plan.planned.map((p) => ({ row: p.row, values: p.values })),
    );
    await this.push('ISSUES', plan.issues);
  }

  /** Writes what is left over after the last batch, and waits for every write. */
  async finish() {
    for (const kind of ['ROWS', 'ISSUES'] as const) {
      if (this.pending[kind].length > 0) await this.write(kind, this.pending[kind].splice(0));
    }
    await Promise.all(this.writing.splice(0));
  }

  /** Waits until no write is under way, whatever became of them: a failed preview's rows are then dropped. */
  async settle() {
    await Promise.allSettled(this.writing.splice(0));
  }

  private async push(kind: ChunkKind, items: unknown[]) {
    const pending = this.pending[kind];
    pending.push(...items);
    while (pending.length >= CHUNK_ROWS) await this.write(kind, pending.splice(0, CHUNK_ROWS));
  }

  /**
   * The JSON goes to PostgreSQL as one text parameter: Prisma's Json input walks every value of every
   * row and cost most of a 100,000-row preview (bench/import.mjs).
   */
  private async write(kind: ChunkKind, items: unknown[]) {
    const seq = this.nextSeq[kind]++;
    const written = this.prisma.$executeRaw`
      INSERT INTO import_run_chunk (run_id, kind, seq, data)
      VALUES (${this.runId}, ${kind}::"ImportChunkKind", ${seq}, ${JSON.stringify(items)}::jsonb)`;
    // Awaited below or in finish(); until then a failure must not count as unhandled.
    written.catch(() => undefined);
    this.writing.push(written);
    if (this.writing.length >= WRITES_IN_FLIGHT) await this.writing.shift();
  }
}
