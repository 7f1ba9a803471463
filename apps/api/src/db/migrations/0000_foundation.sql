CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"enrolment_id" uuid,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"url_route" text,
	"branch_code" text,
	"logo_url" text,
	"logo_alt" text,
	"colour_primary" text,
	"colour_primary_text" text,
	"colour_accent" text,
	"colour_header_background" text,
	"colour_header_text" text,
	"support_phone" text,
	"support_email" text,
	"registration_notice" text,
	"trust_score_tenths" smallint,
	"flag_onboarding_journey" boolean,
	"flag_otp_login" boolean,
	"flag_selected_address_info_box" boolean,
	"flag_manual_address" boolean,
	"flag_faster_switching" boolean,
	"flag_priority_access" boolean,
	"flag_ctwb_journey_toggle" boolean,
	"flag_half_hourly_settlement_consent" boolean,
	"move_in_max_past_months" smallint,
	"move_in_max_future_days" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_level_range" CHECK ("brands"."level" between 0 and 3),
	CONSTRAINT "brands_route_or_branch" CHECK (("brands"."level" = 3 and "brands"."branch_code" is not null and "brands"."url_route" is null)
        or ("brands"."level" < 3 and "brands"."url_route" is not null and "brands"."branch_code" is null)),
	CONSTRAINT "brands_root_is_default" CHECK (("brands"."level" = 0) = ("brands"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description_html" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cookie_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"group_code" text NOT NULL,
	"cookie_names" text NOT NULL,
	"description" text NOT NULL,
	"duration" text NOT NULL,
	"cookie_type" text NOT NULL,
	"vendor" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"brand_id" integer NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_name" text NOT NULL,
	"source_url" text NOT NULL,
	"trust_score_tenths" smallint NOT NULL,
	"review_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_statuses" (
	"service" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_statuses_status_known" CHECK ("service_statuses"."status" in ('Up', 'Degraded', 'Down'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_parent_id_brands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_enrolment_id_unique" ON "accounts" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_url_route_unique" ON "brands" USING btree ("url_route");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_branch_code_unique" ON "brands" USING btree ("branch_code");--> statement-breakpoint
CREATE INDEX "brands_parent_id_idx" ON "brands" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_blocks_brand_key_unique" ON "content_blocks" USING btree ("brand_id","key");--> statement-breakpoint
CREATE INDEX "enrolments_brand_id_idx" ON "enrolments" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_idx" ON "revoked_tokens" USING btree ("expires_at");