CREATE TABLE "content_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"content_id" bigint NOT NULL,
	"editor_id" bigint,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_path" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."kind" in ('submitted', 'returned', 'edited', 'published', 'restored')),
	CONSTRAINT "content_revisions_note_length" CHECK (char_length("content_revisions"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "magazine_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "magazine_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"magazine_user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"role" smallint NOT NULL,
	"token_hash" text NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"invited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazine_invitations_token_key" UNIQUE("token_hash"),
	CONSTRAINT "magazine_invitations_kind_check" CHECK ("magazine_invitations"."kind" in ('email', 'link')),
	CONSTRAINT "magazine_invitations_email_check" CHECK (("magazine_invitations"."kind" = 'email') = ("magazine_invitations"."email" is not null)),
	CONSTRAINT "magazine_invitations_role_check" CHECK ("magazine_invitations"."role" in (11, 10, 5, 3, 2, -100)),
	CONSTRAINT "magazine_invitations_uses_check" CHECK ("magazine_invitations"."max_uses" between 1 and 500 and "magazine_invitations"."use_count" between 0 and "magazine_invitations"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "magazine_plans" (
	"magazine_user_id" bigint PRIMARY KEY NOT NULL,
	"plan_group" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"next_plan_group" smallint,
	"provider" text,
	"payment_method_ref" text,
	"billing_user_id" bigint,
	"renewal_attempts" integer DEFAULT 0 NOT NULL,
	"next_renewal_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazine_plans_group_check" CHECK ("magazine_plans"."plan_group" between 1 and 4),
	CONSTRAINT "magazine_plans_next_group_check" CHECK ("magazine_plans"."next_plan_group" is null or "magazine_plans"."next_plan_group" between 1 and 4),
	CONSTRAINT "magazine_plans_status_check" CHECK ("magazine_plans"."status" in ('active', 'past_due', 'expired')),
	CONSTRAINT "magazine_plans_provider_check" CHECK ("magazine_plans"."provider" is null or "magazine_plans"."provider" in ('sandbox', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'magazine' NOT NULL,
	"brand_colors" text DEFAULT '' NOT NULL,
	"open_contribution_enabled" boolean DEFAULT false NOT NULL,
	"open_contribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" bigint,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazines_kind_check" CHECK ("magazines"."kind" in ('magazine', 'business')),
	CONSTRAINT "magazines_brand_colors_length" CHECK (char_length("magazines"."brand_colors") <= 400)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose";--> statement-breakpoint
DROP INDEX "reads_content_idx";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "content_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_profile_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "magazine_user_id" bigint;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "magazine_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "magazine_user_id" bigint;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_invitations" ADD CONSTRAINT "magazine_invitations_magazine_user_id_users_id_fk" FOREIGN KEY ("magazine_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_invitations" ADD CONSTRAINT "magazine_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_plans" ADD CONSTRAINT "magazine_plans_magazine_user_id_users_id_fk" FOREIGN KEY ("magazine_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_plans" ADD CONSTRAINT "magazine_plans_billing_user_id_users_id_fk" FOREIGN KEY ("billing_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_content_idx" ON "content_revisions" USING btree ("content_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "magazine_invitations_magazine_idx" ON "magazine_invitations" USING btree ("magazine_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_invitations_open_email_key" ON "magazine_invitations" USING btree ("magazine_user_id",lower("email")) WHERE "magazine_invitations"."kind" = 'email' and "magazine_invitations"."revoked_at" is null and "magazine_invitations"."declined_at" is null and "magazine_invitations"."use_count" = 0;--> statement-breakpoint
CREATE INDEX "magazine_plans_renewal_idx" ON "magazine_plans" USING btree ("next_renewal_at") WHERE "magazine_plans"."plan_group" > 1 and "magazine_plans"."status" <> 'expired';--> statement-breakpoint
CREATE INDEX "magazines_closed_idx" ON "magazines" USING btree ("closed_at") WHERE "magazines"."closed_at" is not null;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_profile_id_users_id_fk" FOREIGN KEY ("acting_profile_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_magazine_id_users_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_magazine_user_id_users_id_fk" FOREIGN KEY ("magazine_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_magazine_idx" ON "audit_log" USING btree ("magazine_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_log"."magazine_user_id" is not null;--> statement-breakpoint
CREATE INDEX "contents_review_idx" ON "contents" USING btree ("publisher_id","review_state","submitted_at","id") WHERE "contents"."review_state" is not null and "contents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reads_content_time_idx" ON "reads" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_magazine_idx" ON "payments" USING btree ("magazine_user_id","created_at" DESC NULLS LAST) WHERE "payments"."magazine_user_id" is not null;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_review_state_check" CHECK ("contents"."review_state" is null or ("contents"."review_state" in ('submitted', 'returned') and "contents"."status" = 'draft'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('follow', 'upvote', 'comment', 'reply', 'submission', 'submission_returned', 'submission_published', 'member_joined', 'member_left', 'role_changed', 'invitation', 'invitation_accepted'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target" CHECK (("payments"."purpose" = 'plan') = ("payments"."magazine_user_id" is not null and "payments"."content_id" is null) and ("payments"."purpose" = 'plan' or "payments"."content_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('donation', 'premium', 'plan'));--> statement-breakpoint
-- Magazines made before this migration: a settings row with the defaults, and the free plan.
INSERT INTO "magazines" ("user_id", "kind") SELECT "id", 'magazine' FROM "users" WHERE "user_type" = 4 ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "magazine_plans" ("magazine_user_id", "plan_group") SELECT "id", 1 FROM "users" WHERE "user_type" = 4 ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Team changes recorded before the column existed name their magazine in their data.
UPDATE "audit_log" SET "magazine_user_id" = ("data"->>'magazineUserId')::bigint WHERE "action" LIKE 'magazine.%' AND "data" ? 'magazineUserId';
