CREATE TABLE "achievements" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject_id" bigint DEFAULT 0 NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_user_id_kind_subject_id_pk" PRIMARY KEY("user_id","kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "front_page_entries" (
	"content_id" bigint PRIMARY KEY NOT NULL,
	"author_id" bigint NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"content_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"parent_id" bigint,
	"body" text NOT NULL,
	"photo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "comments_body_length" CHECK (char_length("comments"."body") <= 20000)
);
--> statement-breakpoint
CREATE TABLE "content_topics" (
	"content_id" bigint NOT NULL,
	"topic_id" bigint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_topics_content_id_topic_id_pk" PRIMARY KEY("content_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ctype" smallint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" bigint NOT NULL,
	"publisher_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"photo_focal_point" text,
	"link_url" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"location_id" bigint,
	"entity_id" bigint,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"hot_score" double precision DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, ''))) STORED,
	CONSTRAINT "contents_status_check" CHECK ("contents"."status" in ('draft', 'published')),
	CONSTRAINT "contents_title_length" CHECK (char_length("contents"."title") <= 254),
	CONSTRAINT "contents_counts_positive" CHECK ("contents"."upvote_count" >= 0 and "contents"."downvote_count" >= 0 and "contents"."comment_count" >= 0 and "contents"."read_count" >= 0 and "contents"."save_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"photo_path" text,
	"featured" boolean DEFAULT false NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_follower_count_positive" CHECK ("locations"."follower_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"high_light" boolean DEFAULT false NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topics_title_length" CHECK (char_length("topics"."title") between 1 and 100),
	CONSTRAINT "topics_counts_positive" CHECK ("topics"."article_count" >= 0 and "topics"."follower_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comment_reads" (
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reads_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"follower_id" bigint NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_target_kind_target_id_pk" PRIMARY KEY("follower_id","target_kind","target_id"),
	CONSTRAINT "follows_target_kind_check" CHECK ("follows"."target_kind" in ('user', 'topic', 'location'))
);
--> statement-breakpoint
CREATE TABLE "reads" (
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"referrer" smallint DEFAULT 1 NOT NULL,
	"topic_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reads_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "reads_referrer_check" CHECK ("reads"."referrer" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"user_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_user_id_content_id_pk" PRIMARY KEY("user_id","content_id"),
	CONSTRAINT "votes_value_check" CHECK ("votes"."value" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "notebook_items" (
	"notebook_id" bigint NOT NULL,
	"content_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebook_items_notebook_id_content_id_pk" PRIMARY KEY("notebook_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "notebooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notebooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notebooks_name_length" CHECK (char_length("notebooks"."name") between 1 and 100),
	CONSTRAINT "notebooks_description_length" CHECK (char_length("notebooks"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"content_id" bigint,
	"comment_id" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('follow', 'upvote', 'comment', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"long_url" text NOT NULL,
	"created_by" bigint,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_long_url_length" CHECK (char_length("short_links"."long_url") <= 2048)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "following_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "front_page_entries" ADD CONSTRAINT "front_page_entries_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "front_page_entries" ADD CONSTRAINT "front_page_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_topics" ADD CONSTRAINT "content_topics_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_topics" ADD CONSTRAINT "content_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reads" ADD CONSTRAINT "comment_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reads" ADD CONSTRAINT "comment_reads_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reads" ADD CONSTRAINT "reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reads" ADD CONSTRAINT "reads_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_items" ADD CONSTRAINT "notebook_items_notebook_id_notebooks_id_fk" FOREIGN KEY ("notebook_id") REFERENCES "public"."notebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebook_items" ADD CONSTRAINT "notebook_items_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notebooks" ADD CONSTRAINT "notebooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "front_page_entries_author_idx" ON "front_page_entries" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "comments_content_idx" ON "comments" USING btree ("content_id","id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_topics_topic_feed_idx" ON "content_topics" USING btree ("topic_id","published_at" DESC NULLS LAST,"content_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_feed_idx" ON "contents" USING btree ("lang","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."status" = 'published' and "contents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contents_hot_idx" ON "contents" USING btree ("hot_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."status" = 'published' and "contents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contents_publisher_idx" ON "contents" USING btree ("publisher_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_author_idx" ON "contents" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_author_published_idx" ON "contents" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."status" = 'published' and "contents"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contents_location_idx" ON "contents" USING btree ("location_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_entity_idx" ON "contents" USING btree ("entity_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_ctype_idx" ON "contents" USING btree ("ctype","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "entities_title_prefix_idx" ON "entities" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "entities_title_trgm_idx" ON "entities" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "locations_place_key" ON "locations" USING btree (lower("country_code"),lower("state"),lower("city"));--> statement-breakpoint
CREATE INDEX "locations_featured_idx" ON "locations" USING btree ("follower_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "locations"."featured";--> statement-breakpoint
CREATE INDEX "locations_name_prefix_idx" ON "locations" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "topics_title_lower_key" ON "topics" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "topics_highlight_idx" ON "topics" USING btree ("follower_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "topics"."high_light";--> statement-breakpoint
CREATE INDEX "topics_title_prefix_idx" ON "topics" USING btree (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "topics_title_trgm_idx" ON "topics" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("target_kind","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reads_content_idx" ON "reads" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "reads_user_time_idx" ON "reads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "votes_content_idx" ON "votes" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "votes_user_time_idx" ON "votes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notebook_items_recent_idx" ON "notebook_items" USING btree ("notebook_id","created_at" DESC NULLS LAST,"content_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notebook_items_content_idx" ON "notebook_items" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "notebooks_user_idx" ON "notebooks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_long_url_key" ON "short_links" USING btree ("long_url");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_prefix_idx" ON "users" USING btree (lower("display_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin (lower("display_name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_follow_counts_positive" CHECK ("users"."follower_count" >= 0 and "users"."following_count" >= 0);