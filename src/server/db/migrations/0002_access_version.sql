ALTER TABLE "users" ADD COLUMN "access_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION bump_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE users SET access_version = access_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id) THEN
    UPDATE users SET access_version = access_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER step_data_access AFTER INSERT OR DELETE ON step_data FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER step_data_status_access AFTER UPDATE OF status, user_id, module_name, step_name ON step_data FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id <> NEW.user_id OR OLD.module_name <> NEW.module_name OR OLD.step_name <> NEW.step_name)
  EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE TRIGGER variant_assignments_access AFTER INSERT OR UPDATE OR DELETE ON variant_assignments FOR EACH ROW EXECUTE FUNCTION bump_access_version();
--> statement-breakpoint
CREATE FUNCTION bump_own_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.access_version := OLD.access_version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_access BEFORE UPDATE OF is_active, role, modules ON users FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.role IS DISTINCT FROM NEW.role OR OLD.modules IS DISTINCT FROM NEW.modules)
  EXECUTE FUNCTION bump_own_access_version();
--> statement-breakpoint
CREATE FUNCTION notify_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_changed', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_account_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.role IS DISTINCT FROM NEW.role OR OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.access_version <> NEW.access_version)
  EXECUTE FUNCTION notify_account_changed();
--> statement-breakpoint
CREATE TRIGGER users_account_deleted AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_account_changed();
