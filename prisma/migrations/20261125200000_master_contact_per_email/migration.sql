-- Hand-written (issue 15 item 1, decision 086): an email identifies one person, so at most one contact
-- per email is its master record. Grants are keyed by email (app_user.email), and only the master
-- contact's email change may move them.

-- Databases that already hold two or more master contacts for one email keep the oldest (first created,
-- then lowest id) as the master and demote the others; each demotion is audited against the contact's OU
-- so that OU's administrators see why the flag changed.
WITH ranked AS (
  SELECT id, ou_id, row_number() OVER (PARTITION BY lower(email) ORDER BY created_at, id) AS rank
    FROM contact
   WHERE is_master_record AND email IS NOT NULL
), demoted AS (
  UPDATE contact c
     SET is_master_record = false, version = c.version + 1, modified_by = 'migration', modified_at = now()
    FROM ranked r
   WHERE c.id = r.id AND r.rank > 1
  RETURNING c.id, c.ou_id
)
INSERT INTO audit_log (action, entity_type, entity_id, ou_id, before, after)
SELECT 'CONTACT_UPDATE', 'Contact', d.id::text, d.ou_id,
       jsonb_build_object('isMasterRecord', true), jsonb_build_object('isMasterRecord', false)
  FROM demoted d;

-- lower() although contact_email_lower_check already stores emails lower-cased: the rule is about the
-- address, not its spelling, and stays true should that check ever be relaxed.
CREATE UNIQUE INDEX "contact_master_email_key" ON "contact" (lower("email"))
  WHERE "is_master_record" AND "email" IS NOT NULL;
