/**
 * Bounds on what reading one uploaded workbook may cost, whatever the file (decision 029). The upload
 * itself is at most the import size parameter (20 MB by default); these bound what it unpacks into.
 */
export interface WorkbookLimits {
  /** Zip entries in the package (a real workbook has a few dozen). */
  maxEntries: number;
  /** Bytes all entries may unpack into together, counted as they inflate (not trusted from headers). */
  maxUncompressedBytes: number;
  /** Unpacked/packed size of one entry; only checked for entries above `ratioCheckMinBytes`. */
  maxCompressionRatio: number;
  ratioCheckMinBytes: number;
  /** Data rows (non-empty, after the header). */
  maxRows: number;
  /** `<row>` elements of any kind, empty ones included (a sheet padded to Excel's last row has 1,048,576). */
  maxRowElements: number;
  /** Highest column with a value (1-based). */
  maxColumns: number;
  /** Characters in one cell. */
  maxCellLength: number;
  /** Characters in the shared-string table together. */
  maxSharedStringChars: number;
  /** Wall-clock time to read the workbook. */
  maxMillis: number;
}

export const DEFAULT_WORKBOOK_LIMITS: WorkbookLimits = {
  maxEntries: 1_000,
  maxUncompressedBytes: 256 * 1024 * 1024,
  maxCompressionRatio: 200,
  ratioCheckMinBytes: 1024 * 1024,
  maxRows: 100_000,
  maxRowElements: 1_048_576,
  maxColumns: 200,
  maxCellLength: 4_000,
  maxSharedStringChars: 64 * 1024 * 1024,
  maxMillis: 120_000,
};
