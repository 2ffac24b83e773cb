-- CreateTable
CREATE TABLE "sync_connection" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" BYTEA NOT NULL,
    "token_prefix" TEXT NOT NULL,
    "ou_ids" INTEGER[],
    "ou_attribute" TEXT NOT NULL,
    "ou_mappings" JSONB NOT NULL DEFAULT '[]',
    "default_ou_id" INTEGER,
    "field_policies" JSONB NOT NULL DEFAULT '{}',
    "created_count" INTEGER NOT NULL DEFAULT 0,
    "updated_count" INTEGER NOT NULL DEFAULT 0,
    "deactivated_count" INTEGER NOT NULL DEFAULT 0,
    "deleted_count" INTEGER NOT NULL DEFAULT 0,
    "last_errors" JSONB NOT NULL DEFAULT '[]',
    "last_sync_at" TIMESTAMPTZ(3),
    "token_rotated_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_by" TEXT NOT NULL,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "sync_connection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sync_identity" (
    "id" UUID NOT NULL,
    "connection_id" INTEGER NOT NULL,
    "external_id" TEXT,
    "user_name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "contact_id" INTEGER,
    "resource" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "sync_identity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sync_connection_token_hash_key" ON "sync_connection"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "sync_identity_contact_id_key" ON "sync_identity"("contact_id");

-- CreateIndex
CREATE UNIQUE INDEX "sync_identity_connection_id_external_id_key" ON "sync_identity"("connection_id", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "sync_identity_connection_id_user_name_key" ON "sync_identity"("connection_id", "user_name");

-- AddForeignKey
ALTER TABLE "sync_connection" ADD CONSTRAINT "sync_connection_default_ou_id_fkey" FOREIGN KEY ("default_ou_id") REFERENCES "organization_unit"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sync_identity" ADD CONSTRAINT "sync_identity_connection_id_fkey" FOREIGN KEY ("connection_id") REFERENCES "sync_connection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sync_identity" ADD CONSTRAINT "sync_identity_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contact"("id") ON DELETE SET NULL ON UPDATE CASCADE;
