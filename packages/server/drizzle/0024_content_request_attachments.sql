CREATE TABLE "content_request_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_request_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_request_attachments_name" CHECK (char_length("content_request_attachments"."file_name") between 1 and 255),
	CONSTRAINT "content_request_attachments_kind" CHECK ("content_request_attachments"."kind" in ('pdf', 'png', 'jpeg', 'gif', 'webp', 'docx', 'txt')),
	CONSTRAINT "content_request_attachments_bytes" CHECK ("content_request_attachments"."bytes" > 0 and "content_request_attachments"."bytes" <= 10485760)
);
--> statement-breakpoint
ALTER TABLE "content_request_attachments" ADD CONSTRAINT "content_request_attachments_request_id_content_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."content_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_request_attachments" ADD CONSTRAINT "content_request_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_request_attachments_request_idx" ON "content_request_attachments" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_request_attachments_key" ON "content_request_attachments" USING btree ("storage_key");