CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text,
	"member_id" integer,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The one change allowed: a deleted member's personal values going to null (services/member-data.ts).
  IF TG_OP = 'UPDATE' THEN
    IF NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_id = OLD.actor_id AND NEW.action = OLD.action
      AND NEW.target_kind = OLD.target_kind AND NEW.target_id = OLD.target_id
      AND NEW.member_id IS NOT DISTINCT FROM OLD.member_id AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
      AND (NEW.actor_email IS NULL OR NEW.actor_email IS NOT DISTINCT FROM OLD.actor_email)
      AND (NEW.target_label IS NULL OR NEW.target_label IS NOT DISTINCT FROM OLD.target_label)
      AND (NEW.before IS NULL OR NEW.before IS NOT DISTINCT FROM OLD.before)
      AND (NEW.after IS NULL OR NEW.after IS NOT DISTINCT FROM OLD.after)
      AND (NEW.erased_at IS NOT DISTINCT FROM OLD.erased_at OR OLD.erased_at IS NULL)
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
