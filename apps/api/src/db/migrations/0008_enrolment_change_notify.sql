-- Every committed change to an enrolment or its energy journey is announced on the channel
-- 'enrolment_changed' with the enrolment's id, whatever code or tool made it. A process that
-- keeps enrolment reads in memory drops them on this signal (PostgreSQL sends it at commit).
CREATE FUNCTION notify_enrolment_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'enrolments' THEN
    PERFORM pg_notify('enrolment_changed', COALESCE(NEW.id, OLD.id)::text);
  ELSE
    PERFORM pg_notify('enrolment_changed', COALESCE(NEW.enrolment_id, OLD.enrolment_id)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER enrolments_changed AFTER INSERT OR UPDATE OR DELETE ON enrolments
  FOR EACH ROW EXECUTE FUNCTION notify_enrolment_changed();
--> statement-breakpoint
CREATE TRIGGER energy_journeys_changed AFTER INSERT OR UPDATE OR DELETE ON energy_journeys
  FOR EACH ROW EXECUTE FUNCTION notify_enrolment_changed();
