/**
 * Stored fits (issue 23, point 4: "every stored level and fit says which rules produced it"; decision
 * 0058): each person's fit to their own job profile, written by the same one writer as their stored
 * levels (levels/stored-fits.ts, with the domain's analyseGaps), and again when their job profile or
 * its requirements change. Lists and aggregates over many people (a job profile held by 10,000, a
 * director's team sorted by fit, averages) read it instead of working fits out per request.
 *
 * One row per person with a job profile: the fit in whole per cent (null while no requirement has a
 * level), how many requirements are met of how many, and the requirements version and rules version it
 * was worked out under. Every company recomputes once in the background to fill it.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
CREATE TABLE stored_fits (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  person_id uuid NOT NULL,
  job_profile_id uuid NOT NULL,
  fit_percent smallint CHECK (fit_percent BETWEEN 0 AND 100),
  requirements_met smallint NOT NULL,
  requirement_count smallint NOT NULL,
  requirements_version integer NOT NULL,
  rules_version integer NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, person_id),
  FOREIGN KEY (company_id, person_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, job_profile_id) REFERENCES job_profiles (company_id, id) ON DELETE CASCADE
);
CREATE INDEX stored_fits_by_job_profile ON stored_fits (company_id, job_profile_id) INCLUDE (fit_percent);
${tenantTable('stored_fits')}

-- Every company works its fits out once, in the background, with its stored levels.
INSERT INTO level_recomputes (company_id, reason, rules_version)
SELECT c.id, 'initial', coalesce(s.rules_version, 1)
FROM companies c LEFT JOIN company_competency_settings s ON s.company_id = c.id;
INSERT INTO jobs (kind, payload, dedupe_key)
SELECT 'levels.recompute', jsonb_build_object('companyId', r.company_id, 'recomputeId', r.id), 'levels.recompute:' || r.id
FROM level_recomputes r
WHERE r.reason = 'initial' AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.dedupe_key = 'levels.recompute:' || r.id);
`;
