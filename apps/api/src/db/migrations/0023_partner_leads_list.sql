ALTER TABLE "enrolments" ADD COLUMN "lead_channel" text;--> statement-breakpoint
CREATE INDEX "enrolments_brand_created_idx" ON "enrolments" USING btree ("brand_id","created_at","id");