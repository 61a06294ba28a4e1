CREATE TABLE "plan_charges" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"magazine_user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"plan_group" smallint NOT NULL,
	"from_group" smallint,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"base_period_end" timestamp with time zone,
	"payment_method_ref" text,
	"customer_ref" text,
	"card" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_charges_kind_check" CHECK ("plan_charges"."kind" in ('subscribe', 'upgrade', 'renewal')),
	CONSTRAINT "plan_charges_group_check" CHECK ("plan_charges"."plan_group" between 2 and 4),
	CONSTRAINT "plan_charges_period_check" CHECK ("plan_charges"."period_end" > "plan_charges"."period_start")
);
--> statement-breakpoint
ALTER TABLE "magazine_plans" ADD COLUMN "customer_ref" text;--> statement-breakpoint
ALTER TABLE "magazine_plans" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_charges" ADD CONSTRAINT "plan_charges_magazine_user_id_users_id_fk" FOREIGN KEY ("magazine_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_charges_magazine_idx" ON "plan_charges" USING btree ("magazine_user_id","created_at" DESC NULLS LAST);