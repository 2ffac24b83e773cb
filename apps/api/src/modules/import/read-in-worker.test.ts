import { describe, expect, it } from 'vitest';
import * as fixtures from '../../test/import-fixtures/make-fixtures.js';
import { readAndValidateInWorker, type ValidatedWorkbook } from './read-in-worker.js';
import { WorkbookError } from './parser/workbook-error.js';
import type { RowResult, RowValidationContext } from './parser/validate-row.js';

const context: RowValidationContext = {
  ouName: 'Finance',
  departments: new Map([['accounts', 7]]),
  dialCodesByCountry: new Map([['HK', '852']]),
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (err: unknown) => err,
  );

/** Reads a file, keeping every batch as it came. */
async function readBatches(file: Buffer, options: { batchRows?: number; heapMb?: number } = {}) {
  const batches: RowResult[][] = [];
  const progress: number[] = [];
  const workbook = await readAndValidateInWorker(file, {
    limits: {},
    context,
    ...options,
    onProgress: (n) => progress.push(n),
    onRows: async (results) => {
      batches.push(results);
    },
  });
  return { workbook, batches, results: batches.flat(), progress };
}

describe('readAndValidateInWorker', () => {
  it('answers each row validated, with progress on the way', async () => {
    const rows = fixtures.numberedContacts(2100, 'p', 'Pat');
    rows[5] = ['not an email', 'Pat', 'Bad', null, null, null];
    const { workbook, results, batches, progress } = await readBatches(fixtures.simpleWorkbook(rows));
    expect(results).toHaveLength(2100);
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 100]);
    expect(results[0]).toMatchObject({ row: 2, values: { email: 'p0@example.com', familyName: 'N0' } });
    expect(results[5]).toMatchObject({ row: 7, values: null });
    expect(results[5]!.issues[0]!.message).toBe("'not an email' is not a valid email address.");
    expect(workbook).toEqual({ totalRows: 2100, warnings: [], sameEmailRows: new Map() });
    expect(progress).toContain(2000);
  });

  it('hands over the batches in sheet order, one at a time, each awaited before the next', async () => {
    const rows = fixtures.numberedContacts(950, 'q', 'Quinn');
    const seen: number[][] = [];
    let storing = 0;
    let mostAtOnce = 0;
    await readAndValidateInWorker(fixtures.simpleWorkbook(rows), {
      limits: {},
      context,
      batchRows: 100,
      onRows: async (results) => {
        mostAtOnce = Math.max(mostAtOnce, ++storing);
        await new Promise((r) => setTimeout(r, 5));
        seen.push(results.map((r) => r.row));
        storing--;
      },
    });
    expect(seen).toHaveLength(10);
    expect(seen.flat()).toEqual(rows.map((_, i) => i + 2));
    expect(mostAtOnce).toBe(1);
  });

  it('tells every batch which rows of the whole file share an email', async () => {
    const rows = fixtures.numberedContacts(250, 'd', 'Dee');
    rows[3] = ['Twice@Example.com', 'A', 'B', null, null, null];
    rows[240] = ['twice@example.com', 'C', 'D', null, null, null];
    const files: ValidatedWorkbook[] = [];
    await readAndValidateInWorker(fixtures.simpleWorkbook(rows), {
      limits: {},
      context,
      batchRows: 100,
      onRows: async (_, workbook) => {
        files.push(workbook);
      },
    });
    expect(files).toHaveLength(3);
    for (const workbook of files)
      expect(workbook.sameEmailRows).toEqual(new Map([['twice@example.com', [5, 242]]]));
  });

  it('stops the thread and answers the failure when a batch cannot be stored', async () => {
    const rows = fixtures.numberedContacts(500, 'f', 'Fay');
    let calls = 0;
    const err = await refusal(
      readAndValidateInWorker(fixtures.simpleWorkbook(rows), {
        limits: {},
        context,
        batchRows: 100,
        onRows: async () => {
          if (++calls === 2) throw new Error('database gone');
        },
      }),
    );
    expect((err as Error).message).toBe('database gone');
    expect(calls).toBe(2);
  });

  it("refuses a hostile file with the parser's own message", async () => {
    const err = await refusal(readBatches(fixtures.zipBomb()));
    expect(err).toBeInstanceOf(WorkbookError);
    expect((err as WorkbookError).reason).toBe('COMPRESSION_RATIO');
  });

  it('refuses what is not even a zip without starting a thread', async () => {
    const err = await refusal(readBatches(Buffer.from('email,first\n')));
    expect((err as WorkbookError).message).toBe('Only Excel files are allowed.');
  });

  it('refuses a file that needs more memory than the thread may use, and the process lives on', async () => {
    const rows = fixtures.numberedContacts(60_000, 'm', 'Max');
    const file = fixtures.simpleWorkbook(rows);
    const err = await refusal(readBatches(file, { heapMb: 8 }));
    expect(err).toBeInstanceOf(WorkbookError);
    expect((err as WorkbookError).message).toBe(
      'The workbook needs more memory to read than is allowed; split it into smaller files.',
    );
    const small = await readBatches(fixtures.simpleWorkbook(rows.slice(0, 3)));
    expect(small.results).toHaveLength(3);
  });
});
