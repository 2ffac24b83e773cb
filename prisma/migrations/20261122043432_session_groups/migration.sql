-- AlterTable
ALTER TABLE "session" ADD COLUMN     "groups" TEXT[] DEFAULT ARRAY[]::TEXT[];
