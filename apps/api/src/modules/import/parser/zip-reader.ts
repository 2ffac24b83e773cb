import { Transform, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { WorkbookLimits } from './limits.js';
import { WorkbookError } from './workbook-error.js';

const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const corrupt = (detail: string) =>
  new WorkbookError('CORRUPT', `The file is damaged and cannot be read as an Excel workbook (${detail}).`);

/** Refuses at once what cannot be a zip package (the first check of ZipPackage.open, cheap enough to run first). */
export function refuseUnlessZip(buffer: Buffer) {
  // An Excel 97–2003 workbook is an OLE compound file: say how to turn it into an .xlsx.
  if (buffer.subarray(0, 8).equals(OLE_COMPOUND_FILE)) throw new WorkbookError('LEGACY_XLS');
  if (buffer.length < 30 || !buffer.subarray(0, 4).equals(LOCAL_FILE_HEADER)) {
    throw new WorkbookError('NOT_XLSX');
  }
}

/**
 * A zip package read from memory under `limits`: the entry count and every entry's declared sizes are
 * checked up front, and the bytes each entry really inflates to are counted as they stream (a zip may lie
 * in its headers), so a zip bomb stops at the limit instead of filling memory or disk.
 */
export class ZipPackage {
  private inflatedTotal = 0;

  private constructor(
    private readonly zip: ZipFile,
    readonly entries: Map<string, Entry>,
    private readonly limits: WorkbookLimits,
  ) {}

  static async open(buffer: Buffer, limits: WorkbookLimits): Promise<ZipPackage> {
    refuseUnlessZip(buffer);
    const zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(
        buffer,
        { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
        (err, opened) =>
          err || !opened ? reject(corrupt(err?.message ?? 'no zip directory')) : resolve(opened),
      ),
    );
    if (zip.entryCount > limits.maxEntries) {
      zip.close();
      throw new WorkbookError('TOO_MANY_ENTRIES', undefined, {
        count: zip.entryCount,
        max: limits.maxEntries,
      });
    }
    const entries = await readDirectory(zip);
    const pkg = new ZipPackage(zip, entries, limits);
    pkg.checkDeclaredSizes();
    return pkg;
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** The inflated bytes of one entry as a stream that fails once a limit is passed. */
  async open(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw corrupt(`${name} is missing`);
    const raw = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (err, stream) =>
        err || !stream ? reject(corrupt(err?.message ?? name)) : resolve(stream),
      ),
    );
    const limits = this.limits;
    let inflated = 0;
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        inflated += chunk.length;
        this.inflatedTotal += chunk.length;
        if (this.inflatedTotal > limits.maxUncompressedBytes) return done(tooLargeUnpacked(limits));
        if (
          inflated > limits.ratioCheckMinBytes &&
          inflated > entry.compressedSize * limits.maxCompressionRatio
        ) {
          return done(ratioTooHigh(limits));
        }
        done(null, chunk);
      },
    });
    raw.on('error', (err: Error) =>
      counter.destroy(
        err instanceof WorkbookError
          ? err
          : /too many bytes/.test(err.message)
            ? lyingSizes()
            : corrupt(err.message),
      ),
    );
    return raw.pipe(counter);
  }

  /** A small part read whole (workbook, relationships, styles); bounded like any other entry. */
  async readText(name: string): Promise<string> {
    const parts: Buffer[] = [];
    for await (const chunk of await this.open(name)) parts.push(chunk as Buffer);
    return Buffer.concat(parts).toString('utf8');
  }

  close() {
    this.zip.close();
  }

  private checkDeclaredSizes() {
    let total = 0;
    for (const entry of this.entries.values()) {
      total += entry.uncompressedSize;
      if (
        entry.uncompressedSize > this.limits.ratioCheckMinBytes &&
        entry.uncompressedSize > Math.max(entry.compressedSize, 1) * this.limits.maxCompressionRatio
      ) {
        throw ratioTooHigh(this.limits);
      }
    }
    if (total > this.limits.maxUncompressedBytes) throw tooLargeUnpacked(this.limits);
  }
}

function readDirectory(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (err: Error) => reject(corrupt(err.message)));
    zip.readEntry();
  });
}

const tooLargeUnpacked = (limits: WorkbookLimits) =>
  new WorkbookError(
    'TOO_LARGE_UNPACKED',
    `The workbook unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB; it cannot be imported.`,
  );

const ratioTooHigh = (limits: WorkbookLimits) =>
  new WorkbookError(
    'COMPRESSION_RATIO',
    `The workbook is compressed more than ${limits.maxCompressionRatio} to 1, as a zip bomb is; it cannot be imported.`,
  );

const lyingSizes = () =>
  new WorkbookError(
    'COMPRESSION_RATIO',
    'A part of the workbook unpacks to more than its header declares, as a zip bomb does; it cannot be imported.',
  );
