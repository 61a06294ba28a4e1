CREATE TABLE "topic_lang_counts" (
	"topic_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_lang_counts_topic_id_lang_pk" PRIMARY KEY("topic_id","lang"),
	CONSTRAINT "topic_lang_counts_positive" CHECK ("topic_lang_counts"."article_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "topic_lang_counts" ADD CONSTRAINT "topic_lang_counts_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Stories already listed on topic pages start the counts (a listed row has its published_at).
INSERT INTO "topic_lang_counts" ("topic_id", "lang", "article_count")
SELECT ct."topic_id", c."lang", count(*)::int
FROM "content_topics" ct JOIN "contents" c ON c."id" = ct."content_id"
WHERE ct."published_at" IS NOT NULL
GROUP BY ct."topic_id", c."lang";
