/**
 * Near-twin units (issue 23, decision 0051): free-text departments became units as typed, so
 * "Engineering" and "Enginering" are two units until an administrator merges them or says they are
 * different. A pair kept apart is remembered here and not suggested again.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
CREATE TABLE org_unit_kept_apart (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  first_id uuid NOT NULL,
  second_id uuid NOT NULL,
  kept_by uuid,
  kept_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, first_id, second_id),
  CHECK (first_id < second_id),
  FOREIGN KEY (company_id, first_id) REFERENCES org_units (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, second_id) REFERENCES org_units (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, kept_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (kept_by)
);
${tenantTable('org_unit_kept_apart')}
`;
