CREATE TABLE "energy_add_ons" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue_id" integer NOT NULL,
	"supplier_id" text NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"important_info" text,
	"icon_url" text,
	"billing_frequency" text NOT NULL,
	"cost_pence" integer NOT NULL,
	"discount_cost_pence" integer,
	"discount_description" text,
	"smart_meter_kind" text,
	"info_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_catalogues" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"source" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_journeys" (
	"enrolment_id" uuid PRIMARY KEY NOT NULL,
	"usage" jsonb,
	"electricity_kwh" integer,
	"gas_kwh" integer,
	"filter_options" jsonb,
	"mixed_meter_fuel_type" text DEFAULT 'Electric' NOT NULL,
	"selected_tariff" jsonb,
	"selected_tariff_secondary" jsonb,
	"selected_add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date,
	"cooling_off_agreed" boolean DEFAULT false NOT NULL,
	"psr" jsonb,
	"psr_answered" boolean DEFAULT false NOT NULL,
	"smart_offered_at" timestamp with time zone,
	"wom_consent_at" timestamp with time zone,
	"payment" jsonb,
	"bank_account_ending" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"tariffs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"supplier_id" text NOT NULL,
	"supplier_name" text NOT NULL,
	"record" jsonb NOT NULL,
	"reference" text NOT NULL,
	"outbox_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogue_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_whole_of_market" boolean DEFAULT true NOT NULL,
	"signup_email" text NOT NULL,
	"terms_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_tariff_rates" (
	"tariff_id" integer NOT NULL,
	"region" text NOT NULL,
	"fuel" text NOT NULL,
	"unit_rate" integer NOT NULL,
	"unit_rate2" integer,
	"standing_charge" integer NOT NULL,
	CONSTRAINT "energy_tariff_rates_tariff_id_region_fuel_pk" PRIMARY KEY("tariff_id","region","fuel")
);
--> statement-breakpoint
CREATE TABLE "energy_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalogue_id" integer NOT NULL,
	"supplier_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"fuel_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"tariff_type" text NOT NULL,
	"term_months" smallint,
	"exit_fee_pence_per_fuel" integer DEFAULT 0 NOT NULL,
	"is_paperless" boolean DEFAULT true NOT NULL,
	"is_smart_specific" boolean DEFAULT false NOT NULL,
	"is_standard_variable" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"recommendation_reason" text,
	"usp_text" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offers_greener_upgrade" boolean DEFAULT false NOT NULL,
	"terms_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "energy_add_ons" ADD CONSTRAINT "energy_add_ons_catalogue_id_energy_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."energy_catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_add_ons" ADD CONSTRAINT "energy_add_ons_supplier_id_energy_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."energy_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_journeys" ADD CONSTRAINT "energy_journeys_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_quotes" ADD CONSTRAINT "energy_quotes_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_signups" ADD CONSTRAINT "energy_signups_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_signups" ADD CONSTRAINT "energy_signups_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_suppliers" ADD CONSTRAINT "energy_suppliers_catalogue_id_energy_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."energy_catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_tariff_rates" ADD CONSTRAINT "energy_tariff_rates_tariff_id_energy_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."energy_tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_tariffs" ADD CONSTRAINT "energy_tariffs_catalogue_id_energy_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."energy_catalogues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_tariffs" ADD CONSTRAINT "energy_tariffs_supplier_id_energy_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."energy_suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "energy_quotes_enrolment_idx" ON "energy_quotes" USING btree ("enrolment_id","created_at");--> statement-breakpoint
CREATE INDEX "energy_signups_enrolment_idx" ON "energy_signups" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "energy_tariffs_catalogue_code_unique" ON "energy_tariffs" USING btree ("catalogue_id","code");