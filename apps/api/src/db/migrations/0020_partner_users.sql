CREATE TABLE "partner_sign_in_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_user_id" uuid,
	"contact_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "partner_users_role" CHECK ("partner_users"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "partner_sign_in_codes" ADD CONSTRAINT "partner_sign_in_codes_partner_user_id_partner_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_invited_by_partner_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_sign_in_codes_created_idx" ON "partner_sign_in_codes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_active_email_unique" ON "partner_users" USING btree ("email") WHERE "partner_users"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "partner_users_brand_idx" ON "partner_users" USING btree ("brand_id");