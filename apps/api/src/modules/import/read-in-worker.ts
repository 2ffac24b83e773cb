import type { ImportWarning } from '@cd/contracts';
import { Worker } from 'node:worker_threads';
import { DEFAULT_WORKBOOK_LIMITS, type WorkbookLimits } from './parser/limits.js';
import type { RowResult, RowValidationContext } from './parser/validate-row.js';
import { WorkbookError } from './parser/workbook-error.js';
import { refuseUnlessZip } from './parser/zip-reader.js';

/**
 * What the parsing thread may hold. A 100,000-row workbook of the template's columns needs about
 * 100 MiB at its peak (the shared strings and every row); V8 fills a heap towards its cap before
 * collecting hard, so the cap is also roughly what the thread adds to the process's RSS.
 */
const WORKER_HEAP_MB = 160;
/** Beyond the parser's own clock (limits.maxMillis), in case the thread stops answering at all. */
const GRACE_MS = 10_000;
/** Rows per batch the thread posts: one preview chunk's worth. */
export const WORKER_BATCH_ROWS = 1000;
/** Batches posted and not yet stored; the thread waits beyond that (decision 073). */
export const BATCHES_IN_FLIGHT = 2;

export interface WorkerInput {
  file: Uint8Array;
  limits: Partial<WorkbookLimits>;
  context: RowValidationContext;
  batchRows: number;
}

export type WorkerMessage =
  | { kind: 'progress'; rowsRead: number }
  | {
      kind: 'validated';
      totalRows: number;
      warnings: ImportWarning[];
      sameEmailRows: [string, number[]][];
    }
  | { kind: 'rows'; results: RowResult[] }
  | { kind: 'done' }
  | {
      kind: 'refused';
      reason: WorkbookError['reason'];
      message: string;
      params: WorkbookError['params'];
      messageCode: WorkbookError['messageCode'];
    };

/** What is known of the whole file once every row is validated, before the first batch. */
export interface ValidatedWorkbook {
  totalRows: number;
  warnings: ImportWarning[];
  /** Rows of the file that share an email, by email (only emails on two rows or more). */
  sameEmailRows: ReadonlyMap<string, number[]>;
}

// Under tests and `tsx watch` this module is TypeScript, and so is the worker it starts.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './parse-worker.ts' : './parse-worker.js', import.meta.url);

/**
 * Reads and validates an upload in a worker thread with a capped heap (decision 056): whatever a file
 * unpacks into, the API's own heap never holds it, and a file that needs more than the cap is refused
 * like any other hostile file instead of taking the process down. The row results come to `onRows` in
 * sheet order, a batch at a time, each awaited before the next (decision 073): the API's heap holds a
 * couple of batches, never the whole file. Resolves once every batch is handled.
 */
export async function readAndValidateInWorker(
  file: Buffer,
  options: {
    limits: Partial<WorkbookLimits>;
    context: RowValidationContext;
    onRows: (results: RowResult[], workbook: ValidatedWorkbook) => Promise<void>;
    onProgress?: (rowsRead: number) => void;
    /** The thread's heap cap in MiB (tests lower it to reach the refusal). */
    heapMb?: number;
    /** Rows per batch (tests lower it to see several batches from a small file). */
    batchRows?: number;
  },
): Promise<ValidatedWorkbook> {
  // No thread for what is not even a zip (a CSV, an .xls, a renamed text file): the answer is the same.
  refuseUnlessZip(file);
  const input: WorkerInput = {
    file,
    limits: options.limits,
    context: options.context,
    batchRows: options.batchRows ?? WORKER_BATCH_ROWS,
  };
  const worker = new Worker(workerUrl, {
    workerData: input,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    resourceLimits: {
      maxOldGenerationSizeMb: options.heapMb ?? WORKER_HEAP_MB,
      maxYoungGenerationSizeMb: 16,
    },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    let workbook: ValidatedWorkbook | undefined;
    let allPosted = false;
    // Batches are handled one after another, in the order the thread posted them.
    let handled = Promise.resolve();
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const fail = (err: unknown) => settle(() => reject(err));
    const timer = setTimeout(
      () => fail(new WorkbookError('TOO_SLOW')),
      (options.limits.maxMillis ?? DEFAULT_WORKBOOK_LIMITS.maxMillis) + GRACE_MS,
    );
    worker.on('message', (message: WorkerMessage) => {
      switch (message.kind) {
        case 'progress':
          options.onProgress?.(message.rowsRead);
          break;
        case 'validated':
          // Reading is over; what remains is storing, which is the caller's time, not the file's.
          clearTimeout(timer);
          workbook = {
            totalRows: message.totalRows,
            warnings: message.warnings,
            sameEmailRows: new Map(message.sameEmailRows),
          };
          break;
        case 'rows':
          handled = handled
            .then(async () => {
              if (settled) return;
              await options.onRows(message.results, workbook!);
              if (!settled) worker.postMessage('stored');
            })
            .catch(fail);
          break;
        case 'done':
          allPosted = true;
          handled = handled.then(() => settle(() => resolve(workbook!)));
          break;
        case 'refused':
          fail(new WorkbookError(message.reason, message.message, message.params, message.messageCode));
      }
    });
    worker.on('error', (err: Error & { code?: string }) =>
      fail(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new WorkbookError(
              'TOO_LARGE_UNPACKED',
              'The workbook needs more memory to read than is allowed; split it into smaller files.',
            )
          : err,
      ),
    );
    worker.on('exit', (code) => {
      // After its last batch the thread may end before the batches still queued here are stored.
      if (!allPosted) fail(new Error(`the workbook reader stopped unexpectedly (exit code ${code})`));
    });
  });
}
