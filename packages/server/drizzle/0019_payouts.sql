CREATE TABLE "payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"account_ref" text,
	"provider_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "payouts_provider" CHECK ("payouts"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0 and "payouts"."amount_minor" < 1000000000000),
	CONSTRAINT "payouts_currency" CHECK ("payouts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payouts_name_length" CHECK (char_length("payouts"."first_name") between 1 and 60 and char_length("payouts"."last_name") between 1 and 60),
	CONSTRAINT "payouts_key_length" CHECK (char_length("payouts"."idempotency_key") between 1 and 64)
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key" ON "payouts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_pending_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'pending';