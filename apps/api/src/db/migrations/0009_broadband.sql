CREATE TABLE "broadband_callback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"provider_name" text NOT NULL,
	"package_id" text NOT NULL,
	"package" jsonb NOT NULL,
	"slot" text NOT NULL,
	"reference" text NOT NULL,
	"outbox_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadband_catalogues" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"source" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadband_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalogue_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"technology" text NOT NULL,
	"is_interim" boolean DEFAULT false NOT NULL,
	"broadband_name" text NOT NULL,
	"broadband_type" text NOT NULL,
	"download_mbps" integer NOT NULL,
	"upload_mbps" integer NOT NULL,
	"usage_limit_gb" integer,
	"call" jsonb,
	"tv" jsonb,
	"setup_pence" integer NOT NULL,
	"contract_months" smallint NOT NULL,
	"line_rental_pence" integer DEFAULT 0 NOT NULL,
	"line_rental_included" boolean DEFAULT true NOT NULL,
	"standard_monthly_pence" integer NOT NULL,
	"offer" jsonb,
	"key_feature" text,
	"key_feature2" text,
	"enhanced_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_and_conditions" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadband_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadband_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"sign_up_kind" text NOT NULL,
	"partner_slug" text,
	"contact_email" text NOT NULL,
	"signup_url" text NOT NULL,
	"lead_times" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entertainment_journeys" (
	"enrolment_id" uuid PRIMARY KEY NOT NULL,
	"applied_filters" jsonb,
	"selected_package" jsonb,
	"wom_consent_at" timestamp with time zone,
	"wombb_viewed_at" timestamp with time zone,
	"bb_package_viewed_at" timestamp with time zone,
	"wombb_visit_recorded_at" timestamp with time zone,
	"wombb_user_confirmed" boolean,
	"sky_callback_slot" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadband_callback_requests" ADD CONSTRAINT "broadband_callback_requests_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadband_callback_requests" ADD CONSTRAINT "broadband_callback_requests_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadband_packages" ADD CONSTRAINT "broadband_packages_catalogue_id_broadband_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."broadband_catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadband_packages" ADD CONSTRAINT "broadband_packages_provider_id_broadband_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."broadband_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadband_promotions" ADD CONSTRAINT "broadband_promotions_package_id_broadband_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."broadband_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadband_providers" ADD CONSTRAINT "broadband_providers_catalogue_id_broadband_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."broadband_catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entertainment_journeys" ADD CONSTRAINT "entertainment_journeys_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadband_callback_requests_enrolment_idx" ON "broadband_callback_requests" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "broadband_packages_catalogue_code_unique" ON "broadband_packages" USING btree ("catalogue_id","code");--> statement-breakpoint
CREATE INDEX "broadband_promotions_package_idx" ON "broadband_promotions" USING btree ("package_id");