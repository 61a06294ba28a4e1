CREATE TABLE "page_customisations" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"layout" text DEFAULT 'multiple-columns' NOT NULL,
	"all_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tabs" jsonb,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_customisations_layout_check" CHECK ("page_customisations"."layout" in ('multiple-columns', 'single-column', 'magazine-layout'))
);
--> statement-breakpoint
ALTER TABLE "page_customisations" ADD CONSTRAINT "page_customisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_customisations" ADD CONSTRAINT "page_customisations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
