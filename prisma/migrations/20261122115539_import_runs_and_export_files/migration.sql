-- CreateEnum
CREATE TYPE "ImportStage" AS ENUM ('PREVIEWING', 'PREVIEW_READY', 'REJECTED', 'COMMITTING', 'COMMITTED', 'FAILED', 'DISCARDED', 'EXPIRED');

-- CreateEnum
CREATE TYPE "ImportChunkKind" AS ENUM ('ROWS', 'ISSUES');

-- AlterTable
ALTER TABLE "export_job" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "file_size" INTEGER,
ADD COLUMN     "heartbeat_at" TIMESTAMPTZ(3),
ADD COLUMN     "processed_rows" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "requester_email" TEXT,
ADD COLUMN     "started_at" TIMESTAMPTZ(3),
ADD COLUMN     "total_rows" INTEGER;

-- AlterTable
ALTER TABLE "import_run" ADD COLUMN     "committed_at" TIMESTAMPTZ(3),
ADD COLUMN     "committed_by" TEXT,
ADD COLUMN     "created_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "invalid_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "issue_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "message" TEXT,
ADD COLUMN     "sha256" TEXT,
ADD COLUMN     "stage" "ImportStage" NOT NULL DEFAULT 'PREVIEWING',
ADD COLUMN     "unchanged_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "updated_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "upload_id" UUID,
ADD COLUMN     "warnings" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "import_run_chunk" (
    "run_id" INTEGER NOT NULL,
    "kind" "ImportChunkKind" NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" JSONB NOT NULL,

    CONSTRAINT "import_run_chunk_pkey" PRIMARY KEY ("run_id","kind","seq")
);

-- CreateTable
CREATE TABLE "export_file_chunk" (
    "job_id" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "export_file_chunk_pkey" PRIMARY KEY ("job_id","seq")
);

-- CreateIndex
CREATE INDEX "export_job_status_heartbeat_at_idx" ON "export_job"("status", "heartbeat_at");

-- CreateIndex
CREATE INDEX "export_job_expires_at_idx" ON "export_job"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "import_run_upload_id_key" ON "import_run"("upload_id");

-- CreateIndex
CREATE INDEX "import_run_expires_at_idx" ON "import_run"("expires_at");

-- AddForeignKey
ALTER TABLE "import_run_chunk" ADD CONSTRAINT "import_run_chunk_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "import_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "export_file_chunk" ADD CONSTRAINT "export_file_chunk_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "export_job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
