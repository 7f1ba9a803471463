CREATE TABLE "partner_idempotency_keys" (
	"partner_key_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_idempotency_keys_partner_key_id_idempotency_key_pk" PRIMARY KEY("partner_key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "log_in_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "log_in_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "log_in_blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_idempotency_keys" ADD CONSTRAINT "partner_idempotency_keys_partner_key_id_partner_api_keys_id_fk" FOREIGN KEY ("partner_key_id") REFERENCES "public"."partner_api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_idempotency_keys_created_at_idx" ON "partner_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_at_idx" ON "rate_limit_counters" USING btree ("window_ends_at");