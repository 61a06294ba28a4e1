CREATE TABLE "content_request_availability" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"takes_requests" boolean NOT NULL,
	"starting_fee_minor" bigint,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_request_availability_fee" CHECK ("content_request_availability"."starting_fee_minor" is null or ("content_request_availability"."starting_fee_minor" > 0 and "content_request_availability"."starting_fee_minor" < 1000000000000)),
	CONSTRAINT "content_request_availability_currency" CHECK ("content_request_availability"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "content_request_ratings" (
	"request_id" bigint NOT NULL,
	"by_party" text NOT NULL,
	"rater_id" bigint NOT NULL,
	"ratee_id" bigint NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_request_ratings_request_id_by_party_pk" PRIMARY KEY("request_id","by_party"),
	CONSTRAINT "content_request_ratings_party" CHECK ("content_request_ratings"."by_party" in ('requester', 'creator')),
	CONSTRAINT "content_request_ratings_stars" CHECK ("content_request_ratings"."stars" between 1 and 5),
	CONSTRAINT "content_request_ratings_comment" CHECK (char_length("content_request_ratings"."comment") <= 500)
);
--> statement-breakpoint
ALTER TABLE "content_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_request_availability" ADD CONSTRAINT "content_request_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_ratings" ADD CONSTRAINT "content_request_ratings_request_id_content_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."content_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_ratings" ADD CONSTRAINT "content_request_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_ratings" ADD CONSTRAINT "content_request_ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_request_ratings_ratee_idx" ON "content_request_ratings" USING btree ("ratee_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_requests_reminder_idx" ON "content_requests" USING btree ("deadline") WHERE "content_requests"."status" in (3, 20) and "content_requests"."reminded_at" is null;