-- The step_changed trigger runs only while app.announce_step_changes is 'on' (a WHEN condition,
-- checked as the row changes: no trigger call is queued otherwise). The step store's own saves on
-- PGlite run in batches that turn it off for their transaction and announce their changes
-- themselves (StatementOptions.announces in src/server/db/open.ts); every other write of step_data
-- is still announced by this trigger. Measured on PGlite: 10 of a save's ~70 µs in the database.
DROP TRIGGER step_data_changed ON step_data;
--> statement-breakpoint
CREATE TRIGGER step_data_changed AFTER INSERT OR UPDATE OR DELETE ON step_data FOR EACH ROW
  WHEN (current_setting('app.announce_step_changes', true) = 'on') EXECUTE FUNCTION notify_step_changed();
