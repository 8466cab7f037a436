ALTER TABLE "step_data" ADD COLUMN "reopened_by" text;--> statement-breakpoint
ALTER TABLE "step_data" ADD COLUMN "reopened_at" timestamp with time zone;