-- Decisions 004 and 005 (issue 17): each API replica keeps sessions, grants and the OU tree in memory and
-- LISTENs on cd_auth; these triggers say what to forget. A notification is sent at commit, so no replica
-- drops an entry for a change that then rolls back. Payloads: 's:<session id>', 'u:<user id>' (its
-- sessions), '*' (everything: an OU or a trusted domain changed, which reaches any number of users).

CREATE FUNCTION cd_auth_notify_session() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('cd_auth', 's:' || OLD.id);
  RETURN NULL;
END
$fn$;

-- last_seen_at is written every few minutes by the replicas themselves: it changes nothing cached.
CREATE TRIGGER session_auth_cache_update AFTER UPDATE ON session FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.absolute_expiry IS DISTINCT FROM NEW.absolute_expiry
        OR OLD.groups IS DISTINCT FROM NEW.groups OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION cd_auth_notify_session();
CREATE TRIGGER session_auth_cache_delete AFTER DELETE ON session FOR EACH ROW
  EXECUTE FUNCTION cd_auth_notify_session();

CREATE FUNCTION cd_auth_notify_user() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cd_auth', 'u:' || OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('cd_auth', 'u:' || NEW.user_id);
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER permission_grant_auth_cache AFTER INSERT OR UPDATE OR DELETE ON permission_grant FOR EACH ROW
  EXECUTE FUNCTION cd_auth_notify_user();

-- The user row: its email decides trusted domains and bootstrap administrators, and it is the caller.
CREATE FUNCTION cd_auth_notify_user_row() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('cd_auth', 'u:' || OLD.id);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER app_user_auth_cache AFTER UPDATE OR DELETE ON app_user FOR EACH ROW
  EXECUTE FUNCTION cd_auth_notify_user_row();

CREATE FUNCTION cd_auth_notify_all() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('cd_auth', '*');
  RETURN NULL;
END
$fn$;

CREATE TRIGGER organization_unit_auth_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organization_unit
  FOR EACH STATEMENT EXECUTE FUNCTION cd_auth_notify_all();
CREATE TRIGGER trusted_domain_auth_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trusted_domain
  FOR EACH STATEMENT EXECUTE FUNCTION cd_auth_notify_all();
