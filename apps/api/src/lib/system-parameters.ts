import { IMPORT_MAX_FILE_MB_DEFAULT, IMPORT_MAX_ROWS } from '@cd/contracts';
import type { PrismaClient } from '@cd/db';

/**
 * Reads a whole-number system parameter, falling back to its default when it is missing or not a
 * positive integer (a bad value set by hand must not switch a limit off). System parameter maintenance
 * is built elsewhere; these readers are the one place the import and export limits come from.
 */
async function positiveIntParameter(prisma: PrismaClient, key: string, fallback: number, max: number) {
  const row = await prisma.systemParameter.findUnique({ where: { key }, select: { value: true } });
  const value = row && /^[0-9]{1,9}$/.test(row.value.trim()) ? Number(row.value.trim()) : NaN;
  return value >= 1 && value <= max ? value : fallback;
}

/** Largest import upload in MB (spec 9: 20 MB). */
export const importMaxFileMegabytes = (prisma: PrismaClient) =>
  positiveIntParameter(prisma, 'import.maxFileSizeMb', IMPORT_MAX_FILE_MB_DEFAULT, 200);

/** Most data rows in one import; never above the parser's own bound. */
export const importMaxRows = (prisma: PrismaClient) =>
  positiveIntParameter(prisma, 'import.maxRows', IMPORT_MAX_ROWS, IMPORT_MAX_ROWS);

/** Hours an import preview waits for its commit before the sweep expires it (decision 028). */
export const importPreviewExpiryHours = (prisma: PrismaClient) =>
  positiveIntParameter(prisma, 'import.previewExpiryHours', 24, 168);

/** Days a finished export stays downloadable. */
export const exportRetentionDays = (prisma: PrismaClient) =>
  positiveIntParameter(prisma, 'export.retentionDays', 7, 365);
