// The worker thread's side of readAndValidateInWorker: reads and validates one upload, posts progress,
// then the row results or the WorkbookError that refused the file. Everything the file unpacks into lives
// in this thread's heap, which its resource limits bound and which is freed whole when the thread ends.
import { parentPort, workerData } from 'node:worker_threads';
import { readContactWorkbook } from './parser/read-workbook.js';
import { validateRow } from './parser/validate-row.js';
import { WorkbookError } from './parser/workbook-error.js';
import type { WorkerInput, WorkerMessage } from './read-in-worker.js';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);
const { file, limits, context } = workerData as WorkerInput;

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
  post({ kind: 'done', results, warnings: parsed.warnings });
} catch (err) {
  if (!(err instanceof WorkbookError)) throw err;
  post({
    kind: 'refused',
    reason: err.reason,
    message: err.message,
    params: err.params,
    messageCode: err.messageCode,
  });
}
