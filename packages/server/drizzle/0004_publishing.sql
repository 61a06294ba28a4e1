CREATE TABLE "blog_feeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submission_id" bigint NOT NULL,
	"publisher_id" bigint NOT NULL,
	"feed_url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_feeds_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "blog_feeds_counts_check" CHECK ("blog_feeds"."failure_count" >= 0 and "blog_feeds"."imported_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blog_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submitter_id" bigint NOT NULL,
	"site_url" text NOT NULL,
	"site_key" text NOT NULL,
	"feed_url" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"topic_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"resubmit_count" integer DEFAULT 0 NOT NULL,
	"reasons" text DEFAULT '' NOT NULL,
	"resubmit_allowed" boolean DEFAULT true NOT NULL,
	"preview_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"publisher_id" bigint,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_submissions_status_check" CHECK ("blog_submissions"."status" in ('pending', 'approved', 'not_approved', 'canceled')),
	CONSTRAINT "blog_submissions_resubmit_count_check" CHECK ("blog_submissions"."resubmit_count" >= 0),
	CONSTRAINT "blog_submissions_title_length" CHECK (char_length("blog_submissions"."title") <= 300),
	CONSTRAINT "blog_submissions_reasons_length" CHECK (char_length("blog_submissions"."reasons") <= 1000),
	CONSTRAINT "blog_submissions_urls_length" CHECK (char_length("blog_submissions"."site_url") <= 2000 and char_length("blog_submissions"."feed_url") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "imported_items" (
	"feed_id" bigint NOT NULL,
	"guid" text NOT NULL,
	"content_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_items_feed_id_guid_pk" PRIMARY KEY("feed_id","guid"),
	CONSTRAINT "imported_items_guid_length" CHECK (char_length("imported_items"."guid") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "publisher_recommendations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publisher_recommendations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"url" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"submission_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publisher_recommendations_status_check" CHECK ("publisher_recommendations"."status" in ('new', 'dismissed', 'submitted')),
	CONSTRAINT "publisher_recommendations_url_length" CHECK (char_length("publisher_recommendations"."url") <= 2000),
	CONSTRAINT "publisher_recommendations_note_length" CHECK (char_length("publisher_recommendations"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "live_qa_questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_qa_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"content_id" bigint NOT NULL,
	"asker_id" bigint NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_qa_questions_question_length" CHECK (char_length("live_qa_questions"."question") between 1 and 500),
	CONSTRAINT "live_qa_questions_answer_length" CHECK ("live_qa_questions"."answer" is null or char_length("live_qa_questions"."answer") between 1 and 4000),
	CONSTRAINT "live_qa_questions_upvotes_positive" CHECK ("live_qa_questions"."upvote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_qa_sessions" (
	"content_id" bigint PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_qa_votes" (
	"question_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_qa_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_unlocks" (
	"content_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_unlocks_content_id_user_id_pk" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"owner_user_id" bigint,
	"owner_content_id" bigint,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("kind","owner_user_id","owner_content_id","currency"),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('provider_clearing', 'user_wallet', 'content_donations', 'platform_revenue', 'escrow')),
	CONSTRAINT "ledger_accounts_currency" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_entries_key_length" CHECK (char_length("ledger_entries"."idempotency_key") between 1 and 200),
	CONSTRAINT "ledger_entries_memo_length" CHECK (char_length("ledger_entries"."memo") <= 500)
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "ledger_lines_amount_nonzero" CHECK ("ledger_lines"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payer_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('donation', 'premium')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'succeeded', 'declined', 'refunded')),
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0 and "payments"."amount_minor" < 1000000000000),
	CONSTRAINT "payments_currency" CHECK ("payments"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payments_key_length" CHECK (char_length("payments"."idempotency_key") between 1 and 64)
);
--> statement-breakpoint
CREATE TABLE "library_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint,
	"path" text NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_gif" boolean NOT NULL,
	"source" text DEFAULT 'upload' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_images_sha256_format" CHECK ("library_images"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "library_images_size" CHECK ("library_images"."width" between 1 and 100000 and "library_images"."height" between 1 and 100000),
	CONSTRAINT "library_images_title_length" CHECK (char_length("library_images"."title") <= 200),
	CONSTRAINT "library_images_source" CHECK ("library_images"."source" in ('upload', 'giphy', 'unsplash', 'pexels', 'seed')),
	CONSTRAINT "library_images_path_format" CHECK ("library_images"."path" ~ '^/images/[A-Za-z0-9/_-]+\.(jpg|gif)$')
);
--> statement-breakpoint
CREATE TABLE "list_item_tallies" (
	"content_id" bigint NOT NULL,
	"item_index" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_item_tallies_content_id_item_index_pk" PRIMARY KEY("content_id","item_index"),
	CONSTRAINT "list_item_tallies_item_range" CHECK ("list_item_tallies"."item_index" between 0 and 99),
	CONSTRAINT "list_item_tallies_count_positive" CHECK ("list_item_tallies"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "list_item_votes" (
	"content_id" bigint NOT NULL,
	"item_index" smallint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_item_votes_content_id_item_index_user_id_pk" PRIMARY KEY("content_id","item_index","user_id"),
	CONSTRAINT "list_item_votes_item_range" CHECK ("list_item_votes"."item_index" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "poll_tallies" (
	"content_id" bigint NOT NULL,
	"option" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "poll_tallies_content_id_option_pk" PRIMARY KEY("content_id","option"),
	CONSTRAINT "poll_tallies_option_range" CHECK ("poll_tallies"."option" between 0 and 9),
	CONSTRAINT "poll_tallies_count_positive" CHECK ("poll_tallies"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"content_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"option" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_content_id_user_id_pk" PRIMARY KEY("content_id","user_id"),
	CONSTRAINT "poll_votes_option_range" CHECK ("poll_votes"."option" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"content_id" bigint NOT NULL,
	"user_id" bigint,
	"score" smallint NOT NULL,
	"total" smallint NOT NULL,
	"answers" jsonb NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_results_score_range" CHECK ("quiz_results"."total" between 1 and 50 and "quiz_results"."score" between 0 and "quiz_results"."total"),
	CONSTRAINT "quiz_results_code_length" CHECK (char_length("quiz_results"."code") = 22)
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "price_minor" integer;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "preview_code" text;--> statement-breakpoint
ALTER TABLE "blog_feeds" ADD CONSTRAINT "blog_feeds_submission_id_blog_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."blog_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_feeds" ADD CONSTRAINT "blog_feeds_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_submissions" ADD CONSTRAINT "blog_submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_submissions" ADD CONSTRAINT "blog_submissions_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_submissions" ADD CONSTRAINT "blog_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_items" ADD CONSTRAINT "imported_items_feed_id_blog_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."blog_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_items" ADD CONSTRAINT "imported_items_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_recommendations" ADD CONSTRAINT "publisher_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_recommendations" ADD CONSTRAINT "publisher_recommendations_submission_id_blog_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."blog_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_qa_questions" ADD CONSTRAINT "live_qa_questions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_qa_questions" ADD CONSTRAINT "live_qa_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_qa_sessions" ADD CONSTRAINT "live_qa_sessions_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_qa_votes" ADD CONSTRAINT "live_qa_votes_question_id_live_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."live_qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_qa_votes" ADD CONSTRAINT "live_qa_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_unlocks" ADD CONSTRAINT "content_unlocks_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_unlocks" ADD CONSTRAINT "content_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_unlocks" ADD CONSTRAINT "content_unlocks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_content_id_contents_id_fk" FOREIGN KEY ("owner_content_id") REFERENCES "public"."contents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_item_tallies" ADD CONSTRAINT "list_item_tallies_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_item_votes" ADD CONSTRAINT "list_item_votes_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_item_votes" ADD CONSTRAINT "list_item_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_tallies" ADD CONSTRAINT "poll_tallies_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_feeds_next_fetch_idx" ON "blog_feeds" USING btree ("next_fetch_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_submissions_live_site_key" ON "blog_submissions" USING btree ("site_key") WHERE "blog_submissions"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "blog_submissions_site_key_idx" ON "blog_submissions" USING btree ("site_key","id");--> statement-breakpoint
CREATE INDEX "blog_submissions_submitter_idx" ON "blog_submissions" USING btree ("submitter_id","id");--> statement-breakpoint
CREATE INDEX "blog_submissions_status_idx" ON "blog_submissions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "publisher_recommendations_status_idx" ON "publisher_recommendations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "live_qa_questions_board_idx" ON "live_qa_questions" USING btree ("content_id","upvote_count" DESC NULLS LAST,"created_at","id");--> statement-breakpoint
CREATE INDEX "live_qa_questions_asker_idx" ON "live_qa_questions" USING btree ("asker_id");--> statement-breakpoint
CREATE INDEX "live_qa_votes_user_idx" ON "live_qa_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_unlocks_payment_idx" ON "content_unlocks" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id","amount_minor");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("payer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref") WHERE "payments"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_premium_once" ON "payments" USING btree ("payer_id","content_id") WHERE "payments"."purpose" = 'premium' and "payments"."status" in ('pending', 'succeeded');--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_content_idx" ON "payments" USING btree ("content_id","purpose","status","payer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_images_path_idx" ON "library_images" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "library_images_sha256_idx" ON "library_images" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "library_images_owner_idx" ON "library_images" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "library_images_title_trgm_idx" ON "library_images" USING gin (lower("title") gin_trgm_ops) WHERE "library_images"."title" <> '';--> statement-breakpoint
CREATE INDEX "library_images_titled_idx" ON "library_images" USING btree ("is_gif","id" DESC NULLS LAST) WHERE "library_images"."title" <> '';--> statement-breakpoint
CREATE INDEX "list_item_votes_user_idx" ON "list_item_votes" USING btree ("user_id","content_id");--> statement-breakpoint
CREATE INDEX "poll_votes_user_idx" ON "poll_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_results_code_key" ON "quiz_results" USING btree ("code");--> statement-breakpoint
CREATE INDEX "quiz_results_content_idx" ON "quiz_results" USING btree ("content_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quiz_results_user_idx" ON "quiz_results" USING btree ("user_id") WHERE "quiz_results"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contents_preview_code_key" ON "contents" USING btree ("preview_code") WHERE "contents"."preview_code" is not null;--> statement-breakpoint
CREATE INDEX "contents_author_status_idx" ON "contents" USING btree ("author_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_price_check" CHECK (("contents"."price_minor" is null) = ("contents"."currency" is null) and ("contents"."price_minor" is null or "contents"."price_minor" > 0));