ALTER TABLE "contents" ADD COLUMN "price_minor" integer;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "preview_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contents_preview_code_key" ON "contents" USING btree ("preview_code") WHERE "contents"."preview_code" is not null;--> statement-breakpoint
CREATE INDEX "contents_author_status_idx" ON "contents" USING btree ("author_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_price_check" CHECK (("contents"."price_minor" is null) = ("contents"."currency" is null) and ("contents"."price_minor" is null or "contents"."price_minor" > 0));