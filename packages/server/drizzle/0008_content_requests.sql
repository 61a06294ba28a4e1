CREATE TABLE "content_request_charges" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor_id" bigint NOT NULL,
	"move_key" text NOT NULL,
	"fee_minor" bigint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"refund_state" text,
	"refund_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_request_charges_action" CHECK ("content_request_charges"."action" in ('accept', 'takeCounterOffer')),
	CONSTRAINT "content_request_charges_refund" CHECK ("content_request_charges"."refund_state" is null or "content_request_charges"."refund_state" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE TABLE "content_request_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_request_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"fee_minor" bigint,
	"deadline" timestamp with time zone,
	"idempotency_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_request_events_note" CHECK (char_length("content_request_events"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "content_request_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_request_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_request_messages_body" CHECK (char_length("content_request_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "content_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"requester_id" bigint NOT NULL,
	"requester_is_magazine" boolean NOT NULL,
	"created_by" bigint NOT NULL,
	"creator_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ctype" smallint NOT NULL,
	"words" integer NOT NULL,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text NOT NULL,
	"fee_minor" bigint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"counter_fee_minor" bigint,
	"counter_deadline" timestamp with time zone,
	"revision_limit" smallint NOT NULL,
	"revision_rounds" smallint DEFAULT 0 NOT NULL,
	"escrow_minor" bigint DEFAULT 0 NOT NULL,
	"payment_method_ref" text,
	"customer_ref" text,
	"card" jsonb,
	"card_owner_id" bigint,
	"charging_payment_id" bigint,
	"submission_content_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_requests_status" CHECK ("content_requests"."status" in (0, 1, 2, 3, 4, 5, 6, 10, 11, 12, 20)),
	CONSTRAINT "content_requests_parties" CHECK ("content_requests"."requester_id" <> "content_requests"."creator_id"),
	CONSTRAINT "content_requests_title" CHECK (char_length("content_requests"."title") between 1 and 200),
	CONSTRAINT "content_requests_description" CHECK (char_length("content_requests"."description") <= 40000),
	CONSTRAINT "content_requests_fee" CHECK ("content_requests"."fee_minor" > 0 and "content_requests"."fee_minor" < 1000000000000),
	CONSTRAINT "content_requests_counter_fee" CHECK ("content_requests"."counter_fee_minor" is null or ("content_requests"."counter_fee_minor" > 0 and "content_requests"."counter_fee_minor" < 1000000000000)),
	CONSTRAINT "content_requests_escrow" CHECK ("content_requests"."escrow_minor" >= 0),
	CONSTRAINT "content_requests_revisions" CHECK ("content_requests"."revision_rounds" between 0 and "content_requests"."revision_limit"),
	CONSTRAINT "content_requests_currency" CHECK ("content_requests"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_target";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "content_request_id" bigint;--> statement-breakpoint
ALTER TABLE "content_request_charges" ADD CONSTRAINT "content_request_charges_request_id_content_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."content_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_charges" ADD CONSTRAINT "content_request_charges_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_events" ADD CONSTRAINT "content_request_events_request_id_content_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."content_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_events" ADD CONSTRAINT "content_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_messages" ADD CONSTRAINT "content_request_messages_request_id_content_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."content_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_messages" ADD CONSTRAINT "content_request_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_requests" ADD CONSTRAINT "content_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_requests" ADD CONSTRAINT "content_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_requests" ADD CONSTRAINT "content_requests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_requests" ADD CONSTRAINT "content_requests_card_owner_id_users_id_fk" FOREIGN KEY ("card_owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_requests" ADD CONSTRAINT "content_requests_submission_content_id_contents_id_fk" FOREIGN KEY ("submission_content_id") REFERENCES "public"."contents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_request_charges_request_idx" ON "content_request_charges" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "content_request_charges_refund_idx" ON "content_request_charges" USING btree ("refund_state") WHERE "content_request_charges"."refund_state" = 'pending';--> statement-breakpoint
CREATE INDEX "content_request_events_request_idx" ON "content_request_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_request_events_key" ON "content_request_events" USING btree ("request_id","idempotency_key") WHERE "content_request_events"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "content_request_messages_request_idx" ON "content_request_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "content_requests_requester_idx" ON "content_requests" USING btree ("requester_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_requests_creator_idx" ON "content_requests" USING btree ("creator_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_content_request_id_content_requests_id_fk" FOREIGN KEY ("content_request_id") REFERENCES "public"."content_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_content_request_idx" ON "payments" USING btree ("content_request_id") WHERE "payments"."content_request_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_content_request" CHECK (("payments"."purpose" = 'content_request') = ("payments"."content_request_id" is not null) and ("payments"."content_request_id" is null or "payments"."content_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('donation', 'premium', 'plan', 'content_request'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target" CHECK (("payments"."purpose" = 'plan') = ("payments"."magazine_user_id" is not null and "payments"."content_id" is null) and ("payments"."purpose" in ('plan', 'content_request') or "payments"."content_id" is not null));