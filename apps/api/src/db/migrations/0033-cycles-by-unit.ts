/**
 * Assessment cycles scoped by an organisation unit with its sub-units (issue 23): `org_unit`, whose
 * scope_value is the unit's id. Cycles launched for a free-text department keep it as they were.
 */
export default /* sql */ `
ALTER TABLE assessment_cycles DROP CONSTRAINT assessment_cycles_scope_check;
ALTER TABLE assessment_cycles ADD CONSTRAINT assessment_cycles_scope_check
  CHECK (scope IN ('company', 'department', 'org_unit', 'job_profile'));
`;
