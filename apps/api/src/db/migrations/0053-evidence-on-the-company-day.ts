/**
 * A piece of evidence is dated on the day it was added where the company is (Company Administration's
 * time zone, UTC without one), as every other dated record of the company is (decision 0052): a
 * certificate linked at 08:00 in Tokyo on the 7th is dated the 7th, not the 6th as the database's UTC
 * `current_date` had it. One trigger fills the day of every new piece, whichever path adds it (a
 * rating's links and files, the certification link trigger of 0051, the demo seed); a path that names
 * a day keeps it. The pieces already stored keep theirs: their UTC day is all that was recorded.
 */
export default /* sql */ `
ALTER TABLE evidence ALTER COLUMN added_on DROP DEFAULT;

CREATE FUNCTION evidence_company_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.added_on IS NULL THEN
    NEW.added_on := coalesce(
      (SELECT (now() AT TIME ZONE coalesce(c.timezone, 'UTC'))::date FROM companies c WHERE c.id = NEW.company_id),
      (now() AT TIME ZONE 'UTC')::date);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER evidence_company_day BEFORE INSERT ON evidence
  FOR EACH ROW EXECUTE FUNCTION evidence_company_day();
`;
