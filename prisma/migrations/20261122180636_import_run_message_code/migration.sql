-- AlterTable
ALTER TABLE "import_run" ADD COLUMN     "message_code" TEXT,
ADD COLUMN     "message_params" JSONB;
