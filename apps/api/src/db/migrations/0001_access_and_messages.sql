CREATE TABLE "comms_blocks" (
	"email_address" text PRIMARY KEY NOT NULL,
	"is_blocked" boolean NOT NULL,
	"source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid,
	"channel" smallint NOT NULL,
	"contact_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"is_campaign" boolean DEFAULT false NOT NULL,
	"subject" text,
	"text_body" text NOT NULL,
	"html_body" text,
	"meta" jsonb NOT NULL,
	"preference_token_hash" text,
	"enrolment_id" uuid,
	"brand_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "surname" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "email_address" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "contact_number" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "email_address_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "contact_number_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "move_in_date" date;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "is_unpopulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "campaign_medium" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "tenant_portal_storage" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "validation_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "forgotten_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_api_keys" ADD CONSTRAINT "partner_api_keys_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_token_hash_unique" ON "link_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "link_tokens_enrolment_purpose_idx" ON "link_tokens" USING btree ("enrolment_id","purpose");--> statement-breakpoint
CREATE INDEX "otp_codes_contact_created_idx" ON "otp_codes" USING btree ("contact_hash","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_enrolment_idx" ON "otp_codes" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_preference_token_unique" ON "outbox_messages" USING btree ("preference_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_api_keys_prefix_unique" ON "partner_api_keys" USING btree ("key_prefix");--> statement-breakpoint
CREATE INDEX "enrolments_email_address_idx" ON "enrolments" USING btree ("email_address");