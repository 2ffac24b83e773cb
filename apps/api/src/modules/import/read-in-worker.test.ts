import { describe, expect, it } from 'vitest';
import * as fixtures from '../../test/import-fixtures/make-fixtures.js';
import { readAndValidateInWorker } from './read-in-worker.js';
import { WorkbookError } from './parser/workbook-error.js';
import type { RowValidationContext } from './parser/validate-row.js';

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

describe('readAndValidateInWorker', () => {
  it('answers each row validated, with progress on the way', async () => {
    const rows = fixtures.numberedContacts(2100, 'p', 'Pat');
    rows[5] = ['not an email', 'Pat', 'Bad', null, null, null];
    const progress: number[] = [];
    const { results, warnings } = await readAndValidateInWorker(fixtures.simpleWorkbook(rows), {
      limits: {},
      context,
      onProgress: (n) => progress.push(n),
    });
    expect(results).toHaveLength(2100);
    expect(results[0]).toMatchObject({ row: 2, values: { email: 'p0@example.com', familyName: 'N0' } });
    expect(results[5]).toMatchObject({ row: 7, values: null });
    expect(results[5]!.issues[0]!.message).toBe("'not an email' is not a valid email address.");
    expect(warnings).toEqual([]);
    expect(progress).toContain(2000);
  });

  it("refuses a hostile file with the parser's own message", async () => {
    const err = await refusal(readAndValidateInWorker(fixtures.zipBomb(), { limits: {}, context }));
    expect(err).toBeInstanceOf(WorkbookError);
    expect((err as WorkbookError).reason).toBe('COMPRESSION_RATIO');
  });

  it('refuses what is not even a zip without starting a thread', async () => {
    const err = await refusal(readAndValidateInWorker(Buffer.from('email,first\n'), { limits: {}, context }));
    expect((err as WorkbookError).message).toBe('Only Excel files are allowed.');
  });

  it('refuses a file that needs more memory than the thread may use, and the process lives on', async () => {
    const rows = fixtures.numberedContacts(60_000, 'm', 'Max');
    const file = fixtures.simpleWorkbook(rows);
    const err = await refusal(readAndValidateInWorker(file, { limits: {}, context, heapMb: 8 }));
    expect(err).toBeInstanceOf(WorkbookError);
    expect((err as WorkbookError).message).toBe(
      'The workbook needs more memory to read than is allowed; split it into smaller files.',
    );
    const small = await readAndValidateInWorker(fixtures.simpleWorkbook(rows.slice(0, 3)), {
      limits: {},
      context,
    });
    expect(small.results).toHaveLength(3);
  });
});
