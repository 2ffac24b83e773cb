-- export_job.content was never written: files live in export_file_chunk rows (decision 104).
-- Dropping an unused, always-NULL column loses no data and applies on a database that holds rows.
-- AlterTable
ALTER TABLE "export_job" DROP COLUMN "content";
