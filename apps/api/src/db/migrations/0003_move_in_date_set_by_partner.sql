ALTER TABLE "enrolments" ADD COLUMN "move_in_date_set_by_partner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before this column an uploaded lead's date counted as the partner's: keep that reading for existing rows.
UPDATE "enrolments" SET "move_in_date_set_by_partner" = true WHERE "source" = 'UploadedLead' AND "move_in_date" IS NOT NULL;
