-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- CreateEnum
CREATE TYPE "ContactSource" AS ENUM ('MANUAL', 'IMPORT', 'OUSYNC', 'USER');

-- CreateEnum
CREATE TYPE "PhoneKind" AS ENUM ('PHONE', 'MOBILE');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "ExportKind" AS ENUM ('CONTACTS', 'AUDIT_LOG', 'PERMISSION_ASSIGNMENT');

-- CreateTable
CREATE TABLE "country" (
    "code" CHAR(2) NOT NULL,
    "name" TEXT NOT NULL,
    "name_zh" TEXT NOT NULL,
    "dial_code" TEXT NOT NULL,

    CONSTRAINT "country_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "organization_unit" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_zh" TEXT,
    "parent_id" INTEGER,
    "path" TEXT NOT NULL,
    "depth" INTEGER NOT NULL,
    "working_location" TEXT,
    "telex_and_cable" TEXT,
    "website" TEXT,
    "country_code" CHAR(2),
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_by" TEXT NOT NULL,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "organization_unit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "trusted_domain" (
    "id" SERIAL NOT NULL,
    "ou_id" INTEGER NOT NULL,
    "domain" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trusted_domain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "department" (
    "id" SERIAL NOT NULL,
    "ou_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_zh" TEXT,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_by" TEXT NOT NULL,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "department_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact" (
    "id" SERIAL NOT NULL,
    "ou_id" INTEGER NOT NULL,
    "department_id" INTEGER,
    "first_name" TEXT NOT NULL,
    "middle_name" TEXT,
    "family_name" TEXT NOT NULL,
    "local_name" TEXT,
    "chinese_name" TEXT,
    "display_name" TEXT NOT NULL,
    "title" TEXT,
    "email" TEXT,
    "phone_country_code" TEXT,
    "phone_area_code" TEXT,
    "phone_number" TEXT,
    "phone_extension" TEXT,
    "mobile_country_code" TEXT,
    "mobile_number" TEXT,
    "fax" TEXT,
    "working_location" TEXT,
    "source" "ContactSource" NOT NULL DEFAULT 'MANUAL',
    "is_master_record" BOOLEAN NOT NULL DEFAULT false,
    "search_text" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_by" TEXT NOT NULL,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "version" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "contact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_email" (
    "id" SERIAL NOT NULL,
    "contact_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "contact_email_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_phone" (
    "id" SERIAL NOT NULL,
    "contact_id" INTEGER NOT NULL,
    "kind" "PhoneKind" NOT NULL,
    "country_code" TEXT,
    "area_code" TEXT,
    "number" TEXT NOT NULL,
    "extension" TEXT,
    "position" INTEGER NOT NULL,

    CONSTRAINT "contact_phone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_user" (
    "id" UUID NOT NULL,
    "issuer" TEXT,
    "subject" TEXT,
    "tenant_id" TEXT,
    "email" TEXT NOT NULL,
    "display_name" TEXT,
    "given_name" TEXT,
    "family_name" TEXT,
    "photo_url" TEXT,
    "settings" JSONB,
    "shortcuts" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_login_at" TIMESTAMPTZ(3),

    CONSTRAINT "app_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "permission_grant" (
    "id" SERIAL NOT NULL,
    "user_id" UUID NOT NULL,
    "ou_id" INTEGER NOT NULL,
    "function_code" TEXT NOT NULL,
    "includes_subsidiaries" BOOLEAN NOT NULL DEFAULT false,
    "granted_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "permission_grant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "absolute_expiry" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "revoke_reason" TEXT,
    "id_token" TEXT,
    "user_agent" TEXT,
    "ip_address" TEXT,

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_token" (
    "id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "rotated_at" TIMESTAMPTZ(3),

    CONSTRAINT "refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_attempt" (
    "state" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "code_verifier" TEXT NOT NULL,
    "return_to" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),

    CONSTRAINT "login_attempt_pkey" PRIMARY KEY ("state")
);

-- CreateTable
CREATE TABLE "oidc_payload" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "grant_id" TEXT,
    "user_code" TEXT,
    "uid" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "consumed_at" TIMESTAMPTZ(3),

    CONSTRAINT "oidc_payload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idp_account" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "given_name" TEXT NOT NULL,
    "family_name" TEXT NOT NULL,
    "groups" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "picture_url" TEXT,
    "description" TEXT,

    CONSTRAINT "idp_account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_parameter" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "description" TEXT,
    "modified_by" TEXT NOT NULL,
    "modified_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_parameter_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "system_secret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_secret_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_email" TEXT,
    "action" TEXT NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" TEXT,
    "ou_id" INTEGER,
    "before" JSONB,
    "after" JSONB,
    "request_id" TEXT,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_run" (
    "id" SERIAL NOT NULL,
    "ou_id" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'QUEUED',
    "total_rows" INTEGER NOT NULL DEFAULT 0,
    "processed_rows" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "import_run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "export_job" (
    "id" UUID NOT NULL,
    "kind" "ExportKind" NOT NULL,
    "params" JSONB NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'QUEUED',
    "file_name" TEXT,
    "content" BYTEA,
    "error" TEXT,
    "requested_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),

    CONSTRAINT "export_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "organization_unit_code_key" ON "organization_unit"("code");

-- CreateIndex
CREATE INDEX "organization_unit_parent_id_idx" ON "organization_unit"("parent_id");

-- CreateIndex
CREATE INDEX "organization_unit_country_code_idx" ON "organization_unit"("country_code");

-- CreateIndex
CREATE INDEX "organization_unit_path_idx" ON "organization_unit" USING SPGIST ("path");

-- CreateIndex
CREATE INDEX "organization_unit_name_trgm_idx" ON "organization_unit" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "trusted_domain_domain_idx" ON "trusted_domain"("domain");

-- CreateIndex
CREATE UNIQUE INDEX "trusted_domain_ou_id_domain_key" ON "trusted_domain"("ou_id", "domain");

-- CreateIndex
CREATE INDEX "department_name_trgm_idx" ON "department" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "department_ou_id_code_key" ON "department"("ou_id", "code");

-- CreateIndex
CREATE INDEX "contact_ou_id_display_name_idx" ON "contact"("ou_id", "display_name");

-- CreateIndex
CREATE INDEX "contact_department_id_idx" ON "contact"("department_id");

-- CreateIndex
CREATE INDEX "contact_email_idx" ON "contact"("email");

-- CreateIndex
CREATE INDEX "contact_primary_phone_number_idx" ON "contact"("phone_number");

-- CreateIndex
CREATE INDEX "contact_mobile_number_idx" ON "contact"("mobile_number");

-- CreateIndex
CREATE INDEX "contact_search_text_trgm_idx" ON "contact" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contact_email_email_idx" ON "contact_email"("email");

-- CreateIndex
CREATE UNIQUE INDEX "contact_email_contact_id_position_key" ON "contact_email"("contact_id", "position");

-- CreateIndex
CREATE INDEX "contact_phone_number_idx" ON "contact_phone"("number");

-- CreateIndex
CREATE UNIQUE INDEX "contact_phone_contact_id_kind_position_key" ON "contact_phone"("contact_id", "kind", "position");

-- CreateIndex
CREATE UNIQUE INDEX "app_user_email_key" ON "app_user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "app_user_issuer_subject_key" ON "app_user"("issuer", "subject");

-- CreateIndex
CREATE INDEX "permission_grant_ou_id_function_code_idx" ON "permission_grant"("ou_id", "function_code");

-- CreateIndex
CREATE UNIQUE INDEX "permission_grant_user_id_ou_id_function_code_key" ON "permission_grant"("user_id", "ou_id", "function_code");

-- CreateIndex
CREATE INDEX "session_user_id_idx" ON "session"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_token_token_hash_key" ON "refresh_token"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_token_session_id_idx" ON "refresh_token"("session_id");

-- CreateIndex
CREATE INDEX "login_attempt_expires_at_idx" ON "login_attempt"("expires_at");

-- CreateIndex
CREATE INDEX "oidc_payload_grant_id_idx" ON "oidc_payload"("grant_id");

-- CreateIndex
CREATE INDEX "oidc_payload_uid_idx" ON "oidc_payload"("uid");

-- CreateIndex
CREATE INDEX "oidc_payload_expires_at_idx" ON "oidc_payload"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "idp_account_email_key" ON "idp_account"("email");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at");

-- CreateIndex
CREATE INDEX "audit_log_entity_type_entity_id_idx" ON "audit_log"("entity_type", "entity_id");

-- CreateIndex
CREATE INDEX "audit_log_ou_id_at_idx" ON "audit_log"("ou_id", "at");

-- CreateIndex
CREATE INDEX "import_run_ou_id_created_at_idx" ON "import_run"("ou_id", "created_at");

-- CreateIndex
CREATE INDEX "export_job_requested_by_created_at_idx" ON "export_job"("requested_by", "created_at");

-- AddForeignKey
ALTER TABLE "organization_unit" ADD CONSTRAINT "organization_unit_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "organization_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_unit" ADD CONSTRAINT "organization_unit_country_code_fkey" FOREIGN KEY ("country_code") REFERENCES "country"("code") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "trusted_domain" ADD CONSTRAINT "trusted_domain_ou_id_fkey" FOREIGN KEY ("ou_id") REFERENCES "organization_unit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "department" ADD CONSTRAINT "department_ou_id_fkey" FOREIGN KEY ("ou_id") REFERENCES "organization_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact" ADD CONSTRAINT "contact_ou_id_fkey" FOREIGN KEY ("ou_id") REFERENCES "organization_unit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact" ADD CONSTRAINT "contact_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "department"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_email" ADD CONSTRAINT "contact_email_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_phone" ADD CONSTRAINT "contact_phone_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "permission_grant" ADD CONSTRAINT "permission_grant_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "permission_grant" ADD CONSTRAINT "permission_grant_ou_id_fkey" FOREIGN KEY ("ou_id") REFERENCES "organization_unit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "session"("id") ON DELETE CASCADE ON UPDATE CASCADE;
