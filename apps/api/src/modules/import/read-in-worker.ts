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

export interface WorkerInput {
  file: Uint8Array;
  limits: Partial<WorkbookLimits>;
  context: RowValidationContext;
}

export type WorkerMessage =
  | { kind: 'progress'; rowsRead: number }
  | { kind: 'done'; results: RowResult[]; warnings: ImportWarning[] }
  | {
      kind: 'refused';
      reason: WorkbookError['reason'];
      message: string;
      params: WorkbookError['params'];
      messageCode: WorkbookError['messageCode'];
    };

// Under tests and `tsx watch` this module is TypeScript, and so is the worker it starts.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './parse-worker.ts' : './parse-worker.js', import.meta.url);

/**
 * Reads and validates an upload in a worker thread with a capped heap (decision 056): whatever a file
 * unpacks into, the API's own heap never holds it, and a file that needs more than the cap is refused
 * like any other hostile file instead of taking the process down. Resolves with every row's result.
 */
export async function readAndValidateInWorker(
  file: Buffer,
  options: {
    limits: Partial<WorkbookLimits>;
    context: RowValidationContext;
    onProgress?: (rowsRead: number) => void;
    /** The thread's heap cap in MiB (tests lower it to reach the refusal). */
    heapMb?: number;
  },
): Promise<{ results: RowResult[]; warnings: ImportWarning[] }> {
  // No thread for what is not even a zip (a CSV, an .xls, a renamed text file): the answer is the same.
  refuseUnlessZip(file);
  const input: WorkerInput = { file, limits: options.limits, context: options.context };
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
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new WorkbookError(
              'TOO_SLOW',
              'The workbook takes too long to read; split it into smaller files.',
            ),
          ),
        ),
      (options.limits.maxMillis ?? DEFAULT_WORKBOOK_LIMITS.maxMillis) + GRACE_MS,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'progress') options.onProgress?.(message.rowsRead);
      else if (message.kind === 'done') settle(() => resolve(message));
      else
        settle(() =>
          reject(new WorkbookError(message.reason, message.message, message.params, message.messageCode)),
        );
    });
    worker.on('error', (err: Error & { code?: string }) =>
      settle(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new WorkbookError(
                'TOO_LARGE_UNPACKED',
                'The workbook needs more memory to read than is allowed; split it into smaller files.',
              )
            : err,
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the workbook reader stopped unexpectedly (exit code ${code})`))),
    );
  });
}
