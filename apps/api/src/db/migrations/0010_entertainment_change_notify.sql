-- A change to a mover's broadband journey is announced on 'enrolment_changed' too, so the
-- broadband list's in-memory reads are dropped whatever code or tool made the change.
CREATE TRIGGER entertainment_journeys_changed AFTER INSERT OR UPDATE OR DELETE ON entertainment_journeys
  FOR EACH ROW EXECUTE FUNCTION notify_enrolment_changed();
