// The worker thread's side of readAndValidateInWorker: reads and validates one upload, posts progress,
// then the row results in batches, or the WorkbookError that refused the file. Everything the file unpacks
// into lives in this thread's heap, which its resource limits bound and which is freed whole when the
// thread ends. A batch is posted only while fewer than BATCHES_IN_FLIGHT wait to be stored, so neither
// thread ever queues the whole file's rows (decision 073).
import { parentPort, workerData } from 'node:worker_threads';
import { rowsSharingAnEmail } from './parser/plan.js';
import { readContactWorkbook } from './parser/read-workbook.js';
import { validateRow, type RowResult } from './parser/validate-row.js';
import { WorkbookError } from './parser/workbook-error.js';
import { BATCHES_IN_FLIGHT, type WorkerInput, type WorkerMessage } from './read-in-worker.js';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);
const { file, limits, context, batchRows } = workerData as WorkerInput;

let inFlight = 0;
let wake: (() => void) | null = null;
port.on('message', () => {
  inFlight--;
  wake?.();
  wake = null;
});

async function postInBatches(results: (RowResult | null)[]) {
  for (let start = 0; start < results.length; start += batchRows) {
    if (inFlight >= BATCHES_IN_FLIGHT) await new Promise<void>((resolve) => (wake = resolve));
    const batch = results.slice(start, start + batchRows) as RowResult[];
    results.fill(null, start, start + batchRows); // posted rows are the main thread's now
    inFlight++;
    post({ kind: 'rows', results: batch });
  }
}

try {
  const parsed = await readContactWorkbook(Buffer.from(file), {
    limits,
    onProgress: (rowsRead) => post({ kind: 'progress', rowsRead }),
  });
  const empty = { row: 0, values: {} };
  const results = parsed.rows.map((row, i) => {
    parsed.rows[i] = empty; // a raw row is garbage once validated, so the two forms never both hold every row
    return validateRow(row, context);
  });
  post({
    kind: 'validated',
    totalRows: results.length,
    warnings: parsed.warnings,
    sameEmailRows: [...rowsSharingAnEmail(results)],
  });
  await postInBatches(results);
  post({ kind: 'done' });
} catch (err) {
  if (!(err instanceof WorkbookError)) throw err;
  post({
    kind: 'refused',
    reason: err.reason,
    message: err.message,
    params: err.params,
    messageCode: err.messageCode,
  });
} finally {
  port.removeAllListeners('message');
  port.unref();
}
