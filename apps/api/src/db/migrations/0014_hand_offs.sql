CREATE TABLE "hand_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outbox_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authority_notifications" DROP CONSTRAINT "authority_notifications_outbox_message_id_outbox_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "flatmate_invitations" DROP CONSTRAINT "flatmate_invitations_outbox_message_id_outbox_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "authority_notifications" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "flatmate_invitations" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "hand_offs" ADD CONSTRAINT "hand_offs_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hand_offs" ADD CONSTRAINT "hand_offs_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hand_offs_enrolment_idx" ON "hand_offs" USING btree ("enrolment_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hand_offs_outbox_message_unique" ON "hand_offs" USING btree ("outbox_message_id");--> statement-breakpoint
-- Every telling and invitation already written becomes a hand-off with the same id, in the state its message gives (as read until now).
INSERT INTO "hand_offs" ("id", "enrolment_id", "kind", "recipient", "state", "state_at", "outbox_message_id", "created_at")
SELECT n."id", n."enrolment_id", n."kind", coalesce(o."recipient", ''), CASE WHEN o."status" = 'sent' THEN 'sent' WHEN o."status" IN ('failed', 'suppressed', 'cancelled') THEN 'failed' ELSE 'queued' END, CASE WHEN o."status" = 'sent' THEN coalesce(o."sent_at", n."created_at") WHEN o."status" = 'failed' THEN coalesce(o."failed_at", n."created_at") ELSE n."created_at" END, n."outbox_message_id", n."created_at"
FROM "authority_notifications" n LEFT JOIN "outbox_messages" o ON o."id" = n."outbox_message_id";--> statement-breakpoint
INSERT INTO "hand_offs" ("id", "enrolment_id", "kind", "recipient", "state", "state_at", "outbox_message_id", "created_at")
SELECT f."id", f."enrolment_id", 'flatmateInvitation', coalesce(o."recipient", f."email_address"), CASE WHEN o."status" = 'sent' THEN 'sent' WHEN o."status" IN ('failed', 'suppressed', 'cancelled') THEN 'failed' ELSE 'queued' END, CASE WHEN o."status" = 'sent' THEN coalesce(o."sent_at", f."created_at") WHEN o."status" = 'failed' THEN coalesce(o."failed_at", f."created_at") ELSE f."created_at" END, f."outbox_message_id", f."created_at"
FROM "flatmate_invitations" f LEFT JOIN "outbox_messages" o ON o."id" = f."outbox_message_id";--> statement-breakpoint
ALTER TABLE "authority_notifications" ADD CONSTRAINT "authority_notifications_id_hand_offs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."hand_offs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flatmate_invitations" ADD CONSTRAINT "flatmate_invitations_id_hand_offs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."hand_offs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authority_notifications" DROP COLUMN "outbox_message_id";--> statement-breakpoint
ALTER TABLE "flatmate_invitations" DROP COLUMN "outbox_message_id";
