import type { ImportRunStatus, ImportRunSummary, MessageParams } from '@cd/contracts';
import type { ImportRun, ImportStage } from '@cd/db';

const statusByStage: Record<ImportStage, ImportRunStatus> = {
  PREVIEWING: 'previewing',
  PREVIEW_READY: 'previewReady',
  REJECTED: 'rejected',
  COMMITTING: 'committing',
  COMMITTED: 'committed',
  FAILED: 'failed',
  DISCARDED: 'discarded',
  EXPIRED: 'expired',
};

export const importRunStatus = (run: Pick<ImportRun, 'stage' | 'expiresAt'>): ImportRunStatus =>
  run.stage === 'PREVIEW_READY' && run.expiresAt && run.expiresAt.getTime() < Date.now()
    ? 'expired'
    : statusByStage[run.stage];

export const importRunCounts = (run: ImportRun) => ({
  totalRows: run.totalRows,
  created: run.createdCount,
  updated: run.updatedCount,
  unchanged: run.unchangedCount,
  invalid: run.invalidCount,
});

export function toImportRunSummary(run: ImportRun, ouName: string): ImportRunSummary {
  return {
    importRunID: run.id,
    ouID: run.ouId,
    ouName,
    fileName: run.fileName,
    sha256: run.sha256,
    status: importRunStatus(run),
    counts: importRunCounts(run),
    message: run.message,
    ...(run.messageCode && {
      messageCode: run.messageCode,
      params: (run.messageParams ?? {}) as MessageParams,
    }),
    createdBy: run.createdBy,
    createdDate: run.createdAt.toISOString(),
    finishedDate: run.finishedAt?.toISOString() ?? null,
    committedBy: run.committedBy,
  };
}
