CREATE TABLE "sign_in_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_passes" ADD CONSTRAINT "sign_in_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_passes_hash_key" ON "sign_in_passes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_passes_user_idx" ON "sign_in_passes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "onboarding_codes" DROP COLUMN "failed_attempts";