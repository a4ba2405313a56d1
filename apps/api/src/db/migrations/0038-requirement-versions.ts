/**
 * Versioned job-profile requirements (issue 23, decision 0053): every change of a profile's
 * requirements (an edit, or a scale change that moves required levels) is a new version, the old kept
 * as a snapshot, so a fit or a gap says which requirements produced it and a later requisition or
 * succession decision can copy the version it was made on. Every profile now gets its version 1.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
ALTER TABLE job_profiles ADD COLUMN requirements_version integer NOT NULL DEFAULT 1;

CREATE TABLE job_profile_requirement_versions (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  job_profile_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  -- [{competencyId, requiredLevel, importance}] in the profile's order.
  requirements jsonb NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, job_profile_id, version),
  FOREIGN KEY (company_id, job_profile_id) REFERENCES job_profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, created_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (created_by)
);
${tenantTable('job_profile_requirement_versions')}

INSERT INTO job_profile_requirement_versions (company_id, job_profile_id, version, requirements, created_at)
SELECT p.company_id, p.id, 1,
  coalesce((select jsonb_agg(jsonb_build_object('competencyId', r.competency_id, 'requiredLevel', r.required_level,
                                                'importance', r.importance) order by r.position)
            from job_profile_requirements r where r.company_id = p.company_id and r.job_profile_id = p.id), '[]'::jsonb),
  p.updated_at
FROM job_profiles p;
`;
