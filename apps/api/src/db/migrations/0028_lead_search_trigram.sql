-- The partner console's lead search (issue 22) matches anywhere in a lead's names and e-mail address
-- and in its postcode without spaces: trigram indexes let those LIKE '%...%' searches skip the rows
-- that cannot match. The expressions are the repository's, written with || (concat_ws is not immutable).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enrolments_lead_search_text_trgm" ON "enrolments" USING gin ((lower(coalesce("first_name", '') || ' ' || coalesce("surname", '') || ' ' || coalesce("email_address", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enrolments_lead_search_postcode_trgm" ON "enrolments" USING gin ((replace(lower(coalesce("postcode", '')), ' ', '')) gin_trgm_ops);
