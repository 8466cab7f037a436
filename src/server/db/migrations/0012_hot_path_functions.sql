-- The hot path's statements as PL/pgSQL functions (services/step-store.ts, account-lookup.ts):
-- PL/pgSQL plans each statement of a function once per session and keeps the plan, so a call is
-- planned as a trivial function scan while the write or read inside runs on its kept plan. That is
-- what a prepared statement gives, through the drivers' public query APIs, on PGlite (whose
-- query() has no prepared statement) and behind PgBouncer in transaction mode (where a named
-- statement may be missing on the next server connection). Measured here: a save on PGlite 220 →
-- 105 µs, an unnamed read of account and step on PostgreSQL 60 → 35 µs (docs/performance.md).

-- The account as every authenticated request reads it: last_activity in epoch milliseconds, as text (a numeric).
CREATE FUNCTION account_row(p_id integer)
RETURNS TABLE (id integer, email text, role text, is_active boolean, access_version integer, session_epoch integer, last_activity text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT u.id, u.email, u.role, u.is_active, u.access_version, u.session_epoch, (extract(epoch from u.last_activity) * 1000)::text
    FROM users u WHERE u.id = p_id;
END $$;
--> statement-breakpoint
-- A stored step: its data's JSON as text (one JSON.parse in the server), its version and status.
CREATE FUNCTION step_row(p_user integer, p_module text, p_step text)
RETURNS TABLE (data text, version integer, status text)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.data::text, s.version, s.status
    FROM step_data s WHERE s.user_id = p_user AND s.module_name = p_module AND s.step_name = p_step;
END $$;
--> statement-breakpoint
-- A step's draft stored in one statement. p_expected null: written whatever is stored; 0: only if
-- nothing is stored yet; n: only if the stored version is still n (compare-and-set). p_access not
-- null: only if the account is still active at that access version (migration 0002), checked in
-- the writing statement itself. No row answered: nothing was written.
CREATE FUNCTION step_save(p_user integer, p_module text, p_step text, p_data jsonb, p_expected integer, p_access integer)
RETURNS TABLE (version integer, status text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  IF p_expected IS NULL THEN
    RETURN QUERY
      INSERT INTO step_data AS s (user_id, module_name, step_name, data)
      SELECT p_user, p_module, p_step, p_data
      WHERE p_access IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = p_user AND u.is_active AND u.access_version = p_access)
      ON CONFLICT (user_id, module_name, step_name)
        DO UPDATE SET data = excluded.data, version = s.version + 1, updated_at = now()
      RETURNING s.version, s.status;
  ELSIF p_expected = 0 THEN
    RETURN QUERY
      INSERT INTO step_data AS s (user_id, module_name, step_name, data)
      SELECT p_user, p_module, p_step, p_data
      WHERE p_access IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = p_user AND u.is_active AND u.access_version = p_access)
      ON CONFLICT DO NOTHING
      RETURNING s.version, s.status;
  ELSE
    RETURN QUERY
      UPDATE step_data AS s SET data = p_data, version = s.version + 1, updated_at = now()
      WHERE s.user_id = p_user AND s.module_name = p_module AND s.step_name = p_step AND s.version = p_expected
        AND (p_access IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = p_user AND u.is_active AND u.access_version = p_access))
      RETURNING s.version, s.status;
  END IF;
END $$;
--> statement-breakpoint
-- Saves that arrive together, in one call: p_saves is a JSON array of step_save's arguments in
-- order ([user, module, step, data, expected, access]), answered by index (0-based) for each save
-- that wrote. One statement instead of a transaction of many: on PGlite each statement is a round
-- of protocol messages, most of a save's cost (docs/performance.md).
CREATE FUNCTION step_save_many(p_saves jsonb)
RETURNS TABLE (i integer, version integer, status text)
LANGUAGE plpgsql AS $$
DECLARE
  e jsonb;
  n integer;
  r record;
BEGIN
  FOR e, n IN SELECT a.value, a.ordinality - 1 FROM jsonb_array_elements(p_saves) WITH ORDINALITY AS a LOOP
    FOR r IN SELECT * FROM step_save((e->>0)::integer, e->>1, e->>2, e->3, (e->>4)::integer, (e->>5)::integer) LOOP
      i := n;
      version := r.version;
      status := r.status;
      RETURN NEXT;
    END LOOP;
  END LOOP;
END $$;
