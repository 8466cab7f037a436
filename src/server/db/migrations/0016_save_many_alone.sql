-- Every save of the step store goes through step_save_many, a batch of one included, with the
-- write inline (step_save called per save was a nested function scan) and without the step_changed
-- trigger's announcement: the store announces the saves it wrote itself, to its own cache, before
-- it answers (services/step-store.ts). Any other write of step_data is announced by the trigger
-- as before. The announcement is turned off for this call's writes only and put back before it
-- returns, so a statement after it in the same transaction is announced again. Both were a good
-- part of a save's CPU on PGlite (docs/performance.md, "Figures behind code comments").
DROP FUNCTION step_save_many(jsonb);
--> statement-breakpoint
DROP FUNCTION step_save(integer, text, text, jsonb, integer, integer);
--> statement-breakpoint
-- p_saves: a JSON array of saves, each [user, module, step, data, expected, access]. expected null:
-- written whatever is stored; 0: only if nothing is stored yet; n: only if the stored version is
-- still n (compare-and-set). access not null: only if the account is still active at that access
-- version (migration 0002), checked in the writing statement itself. Answered by index (0-based)
-- for each save that wrote; a save with no row answered wrote nothing.
CREATE FUNCTION step_save_many(p_saves jsonb)
RETURNS TABLE (i integer, version integer, status text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  announce text := current_setting('app.announce_step_changes', true);
  e jsonb;
  n integer;
  usr integer;
  expected integer;
  access integer;
BEGIN
  IF announce = 'on' THEN
    PERFORM set_config('app.announce_step_changes', 'off', true);
  END IF;
  FOR e, n IN SELECT a.value, a.ordinality - 1 FROM jsonb_array_elements(p_saves) WITH ORDINALITY AS a LOOP
    usr := (e->>0)::integer;
    expected := (e->>4)::integer;
    access := (e->>5)::integer;
    IF expected IS NULL THEN
      RETURN QUERY
        INSERT INTO step_data AS s (user_id, module_name, step_name, data)
        SELECT usr, e->>1, e->>2, e->3
        WHERE access IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = usr AND u.is_active AND u.access_version = access)
        ON CONFLICT (user_id, module_name, step_name)
          DO UPDATE SET data = excluded.data, version = s.version + 1, updated_at = now()
        RETURNING n, s.version, s.status;
    ELSIF expected = 0 THEN
      RETURN QUERY
        INSERT INTO step_data AS s (user_id, module_name, step_name, data)
        SELECT usr, e->>1, e->>2, e->3
        WHERE access IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = usr AND u.is_active AND u.access_version = access)
        ON CONFLICT DO NOTHING
        RETURNING n, s.version, s.status;
    ELSE
      RETURN QUERY
        UPDATE step_data AS s SET data = e->3, version = s.version + 1, updated_at = now()
        WHERE s.user_id = usr AND s.module_name = e->>1 AND s.step_name = e->>2 AND s.version = expected
          AND (access IS NULL OR EXISTS (SELECT 1 FROM users u WHERE u.id = usr AND u.is_active AND u.access_version = access))
        RETURNING n, s.version, s.status;
    END IF;
  END LOOP;
  IF announce = 'on' THEN
    PERFORM set_config('app.announce_step_changes', 'on', true);
  END IF;
END $$;
