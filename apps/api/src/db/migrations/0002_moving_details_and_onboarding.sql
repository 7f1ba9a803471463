CREATE TABLE "onboarding_journeys" (
	"enrolment_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text,
	"surname" text,
	"date_of_birth" date,
	"phone_number" text,
	"email_address" text,
	"is_manual_address" boolean DEFAULT false NOT NULL,
	"address_key" text,
	"address_human_readable" text,
	"manual_address_street_one" text,
	"manual_address_street_two" text,
	"manual_address_town" text,
	"manual_address_county" text,
	"postcode" text,
	"move_in_date" date,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "residential_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "move_in_date_unknown" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "is_manual_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "house_name" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "address_line3" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "address_line4" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "town" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "nation" text;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "is_domestic" boolean;--> statement-breakpoint
ALTER TABLE "onboarding_journeys" ADD CONSTRAINT "onboarding_journeys_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;