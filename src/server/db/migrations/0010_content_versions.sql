CREATE TABLE "content_draft" (
	"path" text PRIMARY KEY NOT NULL,
	"body" json,
	"en_basis" jsonb,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"note" text NOT NULL,
	"files" json NOT NULL,
	"changes" jsonb NOT NULL,
	"en_basis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "content_draft" ADD CONSTRAINT "content_draft_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;