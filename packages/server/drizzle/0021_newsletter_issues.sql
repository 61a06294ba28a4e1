CREATE TABLE "newsletter_issues" (
	"week" text PRIMARY KEY NOT NULL,
	"intros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"header_image_path" text,
	"header_image_alt" text DEFAULT '' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;