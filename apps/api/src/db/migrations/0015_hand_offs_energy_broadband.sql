ALTER TABLE "broadband_callback_requests" DROP CONSTRAINT "broadband_callback_requests_outbox_message_id_outbox_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "energy_signups" DROP CONSTRAINT "energy_signups_outbox_message_id_outbox_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "broadband_callback_requests" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "energy_signups" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
-- Every energy sign-up and call-back already written becomes a hand-off with the same id, in the state its message gives.
INSERT INTO "hand_offs" ("id", "enrolment_id", "kind", "recipient", "state", "state_at", "outbox_message_id", "created_at")
SELECT e."id", e."enrolment_id", 'energySignup', coalesce(o."recipient", ''), CASE WHEN o."status" = 'sent' THEN 'sent' WHEN o."status" IN ('failed', 'suppressed', 'cancelled') THEN 'failed' ELSE 'queued' END, CASE WHEN o."status" = 'sent' THEN coalesce(o."sent_at", e."created_at") WHEN o."status" = 'failed' THEN coalesce(o."failed_at", e."created_at") ELSE e."created_at" END, e."outbox_message_id", e."created_at"
FROM "energy_signups" e LEFT JOIN "outbox_messages" o ON o."id" = e."outbox_message_id";--> statement-breakpoint
INSERT INTO "hand_offs" ("id", "enrolment_id", "kind", "recipient", "state", "state_at", "outbox_message_id", "created_at")
SELECT c."id", c."enrolment_id", 'broadbandCallback', coalesce(o."recipient", ''), CASE WHEN o."status" = 'sent' THEN 'sent' WHEN o."status" IN ('failed', 'suppressed', 'cancelled') THEN 'failed' ELSE 'queued' END, CASE WHEN o."status" = 'sent' THEN coalesce(o."sent_at", c."created_at") WHEN o."status" = 'failed' THEN coalesce(o."failed_at", c."created_at") ELSE c."created_at" END, c."outbox_message_id", c."created_at"
FROM "broadband_callback_requests" c LEFT JOIN "outbox_messages" o ON o."id" = c."outbox_message_id";--> statement-breakpoint
ALTER TABLE "broadband_callback_requests" ADD CONSTRAINT "broadband_callback_requests_id_hand_offs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."hand_offs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_signups" ADD CONSTRAINT "energy_signups_id_hand_offs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."hand_offs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadband_callback_requests" DROP COLUMN "outbox_message_id";--> statement-breakpoint
ALTER TABLE "energy_signups" DROP COLUMN "outbox_message_id";
