import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type ExportCell, writeXlsxStream } from './xlsx-stream.js';
import { loadWorkbook, sheetValues } from '../test/workbooks.js';

const ROWS = 50_000;

/** A row source that counts what was read from it and whether it was closed. */
function countingRows(total = ROWS, failAt?: number) {
  const source = { read: 0, closed: false };
  async function* rows(): AsyncGenerator<ExportCell[]> {
    try {
      for (let i = 1; i <= total; i++) {
        if (i === failAt) throw new Error('the database went away');
        source.read = i;
        // Random text, so the zip cannot squeeze a whole export into a few kilobytes.
        yield [i, `name ${Math.random().toString(36)}`, `${Math.random().toString(36)}@example.com`];
      }
    } finally {
      source.closed = true;
    }
  }
  return { source, rows: rows() };
}

/** A destination that takes nothing until `release()`, then one chunk per `delayMs`. */
function slowDestination(delayMs = 1) {
  const chunks: Buffer[] = [];
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const out = new Writable({
    highWaterMark: 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      void opened.then(() => setTimeout(() => (chunks.push(chunk), done()), delayMs));
    },
  });
  return { out, chunks, release: open };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const readRows = async (file: Buffer) => sheetValues((await loadWorkbook(file)).worksheets[0]!);

const headers = ['ID', 'Name', 'Email'];

describe('writeXlsxStream', () => {
  it('reads rows only as fast as the destination takes the file, and the file is complete', async () => {
    const { source, rows } = countingRows();
    const { out, chunks, release } = slowDestination();
    const done = writeXlsxStream(out, { sheetName: 'Contacts', headers, rows });
    await settle(500);
    // Nothing was taken yet: only what fits the streams' buffers on the way may have been read.
    const readWhileBlocked = source.read;
    expect(readWhileBlocked).toBeGreaterThan(0);
    expect(readWhileBlocked).toBeLessThan(ROWS / 5);
    await settle(300);
    expect(source.read).toBe(readWhileBlocked);

    release();
    expect(await done).toBe(ROWS);
    const sheet = await readRows(Buffer.concat(chunks));
    expect(sheet[0]).toEqual(headers);
    expect(sheet.length - 1).toBe(ROWS);
    expect(sheet[ROWS]![0]).toBe(ROWS);
  });

  it('stops reading rows and closes the source when the signal aborts', async () => {
    const { source, rows } = countingRows();
    const { out } = slowDestination();
    const abandoned = new AbortController();
    const done = writeXlsxStream(out, { sheetName: 'S', headers, rows, signal: abandoned.signal });
    await settle(200);
    abandoned.abort(new Error('client gone'));
    await expect(done).rejects.toThrow();
    await settle(100);
    expect(source.closed).toBe(true);
    const readAtAbort = source.read;
    await settle(300);
    expect(source.read).toBe(readAtAbort);
    expect(readAtAbort).toBeLessThan(ROWS);
  });

  it('stops when the destination is destroyed (the socket closed)', async () => {
    const { source, rows } = countingRows();
    const { out } = slowDestination();
    const done = writeXlsxStream(out, { sheetName: 'S', headers, rows });
    await settle(200);
    out.destroy();
    await expect(done).rejects.toThrow();
    await settle(100);
    expect(source.closed).toBe(true);
    expect(source.read).toBeLessThan(ROWS);
  });

  it('fails with the error of the row source or of onRow', async () => {
    const failing = countingRows(ROWS, 5_000);
    const first = slowDestination();
    first.release();
    await expect(writeXlsxStream(first.out, { sheetName: 'S', headers, rows: failing.rows })).rejects.toThrow(
      'the database went away',
    );

    const cancelled = countingRows();
    const second = slowDestination();
    second.release();
    await expect(
      writeXlsxStream(second.out, {
        sheetName: 'S',
        headers,
        rows: cancelled.rows,
        onRow: (n) => {
          if (n === 1_000) throw new Error('cancelled');
        },
      }),
    ).rejects.toThrow('cancelled');
    expect(cancelled.source.read).toBe(1_000);
    expect(cancelled.source.closed).toBe(true);
  });

  it('keeps text as text, numbers as numbers, and drops what XML cannot carry', async () => {
    const { out, chunks, release } = slowDestination(0);
    release();
    const row: ExportCell[] = [1.5, '=1+1', '\r=2+2', ' <a & "b"> ', 'bell\x07', null, true, ''];
    await writeXlsxStream(out, {
      sheetName: 'A & B',
      headers: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      rows: (async function* () {
        yield row;
      })(),
    });
    const sheet = (await loadWorkbook(Buffer.concat(chunks))).worksheets[0]!;
    expect(sheet.name).toBe('A & B');
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      1.5,
      '=1+1',
      '\r=2+2',
      ' <a & "b"> ',
      'bell',
      undefined,
      'true',
    ]);
    expect(sheet.getCell('B2').numFmt).toBe('@');
    expect(sheet.getCell('A1').font?.bold).toBe(true);
  });
});
