CREATE TABLE "step_kept" (
	"user_id" integer NOT NULL,
	"module_name" text NOT NULL,
	"step_name" text NOT NULL,
	"rows" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"highest" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "step_kept_user_id_module_name_step_name_pk" PRIMARY KEY("user_id","module_name","step_name")
);
--> statement-breakpoint
CREATE TABLE "step_undo" (
	"user_id" integer NOT NULL,
	"module_name" text NOT NULL,
	"step_name" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"reopened" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "step_undo_user_id_module_name_step_name_pk" PRIMARY KEY("user_id","module_name","step_name")
);
--> statement-breakpoint
ALTER TABLE "step_kept" ADD CONSTRAINT "step_kept_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_undo" ADD CONSTRAINT "step_undo_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;