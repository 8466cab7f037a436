-- A step's change is announced by a session that set app.announce_step_changes (PGlite's one
-- session, whose process keeps step rows in memory, sets it where it listens: services/step-store.ts).
-- Asking pg_listening_channels() instead ran a query in every row's trigger: measured on PGlite, 15
-- of a save's 70 µs. A setting is a plain expression for PL/pgSQL. PostgreSQL's pooled sessions never
-- set it, so their commits still take no notification queue's lock.
CREATE OR REPLACE FUNCTION notify_step_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.announce_step_changes', true) = 'on' THEN
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
