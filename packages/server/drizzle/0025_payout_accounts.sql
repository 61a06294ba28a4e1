CREATE TABLE "payout_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_ref" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status" CHECK ("payout_accounts"."status" in ('incomplete', 'ready')),
	CONSTRAINT "payout_accounts_provider" CHECK ("payout_accounts"."provider" in ('sandbox', 'stripe')),
	CONSTRAINT "payout_accounts_ref_shape" CHECK ("payout_accounts"."account_ref" ~ '^[A-Za-z0-9_]{1,255}$')
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_ref_key" ON "payout_accounts" USING btree ("provider","account_ref");