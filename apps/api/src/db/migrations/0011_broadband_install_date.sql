ALTER TABLE "entertainment_journeys" ADD COLUMN "install_start" text;--> statement-breakpoint
ALTER TABLE "entertainment_journeys" ADD COLUMN "install_date" date;