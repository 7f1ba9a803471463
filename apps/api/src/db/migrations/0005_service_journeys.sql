CREATE TABLE "affiliate_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_insurance" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_deals" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"logo_url" text NOT NULL,
	"link_url" text NOT NULL,
	"show_in_confirmation_page" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authority_contacts" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"logo_url" text,
	"registration_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authority_contacts_kind_code_pk" PRIMARY KEY("kind","code")
);
--> statement-breakpoint
CREATE TABLE "authority_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"authority_code" text NOT NULL,
	"authority_name" text NOT NULL,
	"reason" text NOT NULL,
	"move_in_date" date,
	"address_summary" text NOT NULL,
	"reference" text NOT NULL,
	"outbox_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flatmate_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"flatmate_name" text NOT NULL,
	"email_address" text NOT NULL,
	"outbox_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "is_estate_agent_group" boolean;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "energy_offered_status" smallint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "entertainment_offered_status" smallint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "council_offered_status" smallint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "water_offered_status" smallint;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "reminder_schedule_days" jsonb;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "energy_opt_in" smallint;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "entertainment_opt_in" smallint;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "council_opt_in" smallint;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "water_opt_in" smallint;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "energy_consented" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "entertainment_consented" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "council_consented" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "water_consented" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "council_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "water_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "energy_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "energy_skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "entertainment_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "entertainment_skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "sky_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "broadband_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "wombb_user_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "wombb_user_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "wombb_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "wombb_skipped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "council_registration_confirmed" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "water_registration_confirmed" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "confirmation_page_last_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "survey_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "services_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "is_meter_info_valid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "quotable_energy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "fuel_type" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "is_mixed_meters" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "is_gas_payg" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "is_elec_payg" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "has_gas_smart_meter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "has_elec_smart_meter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "economy7" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "supports_fast_switch" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "fuel_supply_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "supply_elec" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "supply_gas" boolean;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "last_journey_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "journey_reminders_sent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affiliate_deals" ADD CONSTRAINT "affiliate_deals_category_id_affiliate_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."affiliate_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_notifications" ADD CONSTRAINT "authority_notifications_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_notifications" ADD CONSTRAINT "authority_notifications_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flatmate_invitations" ADD CONSTRAINT "flatmate_invitations_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flatmate_invitations" ADD CONSTRAINT "flatmate_invitations_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_deals_category_idx" ON "affiliate_deals" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "authority_notifications_enrolment_idx" ON "authority_notifications" USING btree ("enrolment_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "flatmate_invitations_enrolment_idx" ON "flatmate_invitations" USING btree ("enrolment_id");