-- Every change of a member's step data, by whichever statement (saves, completions, resets, a
-- deleted account's cascade), announces the member's id on `step_changed` (a TRUNCATE announces
-- an empty payload: everyone), for a process that keeps step rows in memory (PGlite: one
-- process, one session, which listens). Announced only to a session that listens: on PostgreSQL
-- no pooled session does, and a NOTIFY would make every save's commit take the notification
-- queue's lock.
CREATE FUNCTION notify_step_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF 'step_changed' IN (SELECT pg_listening_channels()) THEN
    IF TG_OP = 'TRUNCATE' THEN
      PERFORM pg_notify('step_changed', '');
      RETURN NULL;
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('step_changed', OLD.user_id::text);
    END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id) THEN
      PERFORM pg_notify('step_changed', NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER step_data_changed AFTER INSERT OR UPDATE OR DELETE ON step_data FOR EACH ROW EXECUTE FUNCTION notify_step_changed();
--> statement-breakpoint
CREATE TRIGGER step_data_truncated AFTER TRUNCATE ON step_data FOR EACH STATEMENT EXECUTE FUNCTION notify_step_changed();
