DROP INDEX "content_blocks_brand_key_unique";--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "portal" text DEFAULT 'tenant' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "content_blocks_brand_portal_key_unique" ON "content_blocks" USING btree ("brand_id","portal","key");--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_portal_known" CHECK ("content_blocks"."portal" in ('tenant', 'telephony'));