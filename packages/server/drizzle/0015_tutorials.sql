CREATE TABLE "tutorial_progress" (
	"user_id" bigint NOT NULL,
	"tour" text NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutorial_progress_user_id_tour_pk" PRIMARY KEY("user_id","tour"),
	CONSTRAINT "tutorial_progress_tour" CHECK ("tutorial_progress"."tour" in ('reader', 'writer')),
	CONSTRAINT "tutorial_progress_steps" CHECK (cardinality("tutorial_progress"."steps") <= 10)
);
--> statement-breakpoint
ALTER TABLE "tutorial_progress" ADD CONSTRAINT "tutorial_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;