-- AlterTable
ALTER TABLE "organization_unit" ADD COLUMN     "trusted_domains_version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "system_parameter" ADD COLUMN     "description_zh" TEXT,
ADD COLUMN     "max_value" INTEGER,
ADD COLUMN     "min_value" INTEGER,
ADD COLUMN     "type" TEXT NOT NULL DEFAULT 'text',
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- Hand-written below: the database keeps itself right (issue 8, decision 027).

-- Function codes are the fixed list of spec 6 (with FN-0003's variants, ARCHITECTURE 4).
ALTER TABLE "permission_grant" ADD CONSTRAINT "permission_grant_function_code_check" CHECK (
  "function_code" IN ('FN-0000', 'FN-0001', 'FN-0002', 'FN-0003', 'FN-0003A', 'FN-0003B', 'FN-0003C',
                      'FN-0004', 'FN-0005', 'FN-0006', 'FN-0007', 'FN-0008', 'FN-0009', 'FN-0010'));

-- Emails and domains are compared as stored, so they are stored lower-cased.
UPDATE "contact" SET "email" = lower("email") WHERE "email" <> lower("email");
UPDATE "contact_email" SET "email" = lower("email") WHERE "email" <> lower("email");
UPDATE "trusted_domain" SET "domain" = lower("domain") WHERE "domain" <> lower("domain");
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_email_lower_check" CHECK ("email" = lower("email"));
ALTER TABLE "contact" ADD CONSTRAINT "contact_email_lower_check" CHECK ("email" = lower("email"));
ALTER TABLE "contact_email" ADD CONSTRAINT "contact_email_email_lower_check" CHECK ("email" = lower("email"));
-- A host name of dot-separated LDH labels (IDNs arrive as punycode), at least two labels, no wildcard.
ALTER TABLE "trusted_domain" ADD CONSTRAINT "trusted_domain_domain_check" CHECK (
  "domain" = lower("domain") AND length("domain") <= 253 AND
  "domain" ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$');

-- OU tree: the path is the ids from the root down to the OU itself ("/1/4/17/") and depth counts the
-- ancestors. The row checks its own shape; a statement-level trigger checks every changed row against its
-- parent and children once the statement is done, so one UPDATE can move a whole subtree.
ALTER TABLE "organization_unit" ADD CONSTRAINT "organization_unit_path_check" CHECK (
  "path" ~ '^/([0-9]+/)+$' AND
  right("path", length("id"::text) + 2) = '/' || "id" || '/' AND
  "depth" = length("path") - length(replace("path", '/', '')) - 2);

-- An inserted OU gets its path and depth from its parent, whatever the writer passed (its id is only known
-- now), so callers never need a second statement to fix them.
CREATE FUNCTION organization_unit_fill_path() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_path text;
  parent_depth int;
BEGIN
  IF NEW.parent_id IS NULL THEN
    NEW.path := '/' || NEW.id || '/';
    NEW.depth := 0;
  ELSE
    SELECT path, depth INTO parent_path, parent_depth FROM organization_unit WHERE id = NEW.parent_id;
    NEW.path := coalesce(parent_path, '/') || NEW.id || '/';
    NEW.depth := coalesce(parent_depth + 1, 0);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER organization_unit_fill_path BEFORE INSERT ON organization_unit
  FOR EACH ROW EXECUTE FUNCTION organization_unit_fill_path();

CREATE FUNCTION organization_unit_check_tree() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad_id int;
BEGIN
  SELECT o.id INTO bad_id
    FROM changed c
    JOIN organization_unit o ON o.id = c.id
    LEFT JOIN organization_unit p ON p.id = o.parent_id
   WHERE o.path <> coalesce(p.path, '/') || o.id || '/'
      OR EXISTS (SELECT 1 FROM organization_unit k WHERE k.parent_id = o.id AND k.path <> o.path || k.id || '/')
   LIMIT 1;
  IF bad_id IS NOT NULL THEN
    RAISE EXCEPTION 'organization_unit %: its path does not continue its parent''s, or a child''s does not continue its own', bad_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'organization_unit_tree_check';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER organization_unit_tree_check AFTER UPDATE ON organization_unit
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION organization_unit_check_tree();

-- System parameters are typed; their values must fit their type and range.
ALTER TABLE "system_parameter" ADD CONSTRAINT "system_parameter_type_check" CHECK (
  "type" IN ('text', 'number', 'boolean', 'email', 'url') AND
  ("type" <> 'number' OR ("value" ~ '^-?[0-9]{1,15}$' AND
     ("min_value" IS NULL OR "value"::bigint >= "min_value") AND
     ("max_value" IS NULL OR "value"::bigint <= "max_value"))) AND
  ("type" <> 'boolean' OR "value" IN ('true', 'false')) AND
  ("type" <> 'url' OR "value" ~* '^https?://') AND
  ("type" <> 'email' OR "value" ~ '^[^[:space:]@]+@[^[:space:]@]+\.[A-Za-z]{2,}$'));

-- Session lifetimes are read once at start-up (SESSION_* environment variables), so a parameter for them
-- would promise a change that never happens: the rows an earlier seed made go.
DELETE FROM "system_parameter" WHERE "key" LIKE 'session.%';

-- The parameters the product reads. Definitions are (re)stated; a value an administrator set is kept.
INSERT INTO "system_parameter" ("key", "value", "type", "min_value", "max_value", "description", "description_zh", "modified_by") VALUES
  ('gcd.status.source', 'DATABASE', 'text', NULL, NULL,
   'Source of the toolbar''s status label: DATABASE (live database check), SYNC (last directory synchronisation) or STATIC (gcd.status.text)',
   '工具列狀態標籤的來源：DATABASE（即時檢查資料庫）、SYNC（最近一次目錄同步）或 STATIC（gcd.status.text）', 'migration'),
  ('gcd.status.text', 'Online', 'text', NULL, NULL,
   'Status label shown when gcd.status.source is STATIC', '當 gcd.status.source 為 STATIC 時顯示的狀態標籤', 'migration'),
  ('import.maxFileSizeMb', '20', 'number', 1, 100,
   'Largest accepted contact import file (MB, Excel only)', '聯絡人匯入檔案的大小上限（MB，只接受 Excel）', 'migration'),
  ('import.maxRows', '10000', 'number', 1, 1000000,
   'Most rows one contact import may hold', '每次聯絡人匯入的最多行數', 'migration'),
  ('export.retentionDays', '7', 'number', 1, 365,
   'Days a finished export stays downloadable', '完成的匯出檔案可供下載的日數', 'migration'),
  ('auditLog.retentionDays', '2555', 'number', 365, 3650,
   'Days audit records are kept (seven years by default)', '審計記錄的保留日數（預設七年）', 'migration'),
  ('notice.autoHideMs', '2000', 'number', 500, 60000,
   'How long notices stay on screen (milliseconds)', '通知在畫面上顯示的時間（毫秒）', 'migration'),
  ('support.email', 'it.servicedesk@example.com', 'email', NULL, NULL,
   'Where users are sent for help', '使用者求助的電郵地址', 'migration'),
  ('company.websiteUrl', 'https://www.example.com/', 'url', NULL, NULL,
   'Where "Back to company website" leads guests',
   '訪客按「返回公司網站」時前往的網址', 'migration')
ON CONFLICT ("key") DO UPDATE SET
  "type" = EXCLUDED."type", "min_value" = EXCLUDED."min_value", "max_value" = EXCLUDED."max_value",
  "description" = EXCLUDED."description", "description_zh" = EXCLUDED."description_zh";
