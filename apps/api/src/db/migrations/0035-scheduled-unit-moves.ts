/**
 * Reorganisations dated in the future (issue 23, decision 0051): a unit's move to another parent
 * entered today takes effect on its date. Until then it is `scheduled` (the tree can be previewed as
 * it will look); the hourly organisation job applies it (`applied`) or records why it could not
 * (`failed`, e.g. the new parent was archived meanwhile); an administrator may cancel it.
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
CREATE TABLE org_unit_moves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  unit_id uuid NOT NULL,
  new_parent_id uuid,
  effective_on date NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'applied', 'failed', 'cancelled')),
  failure text CHECK (length(failure) <= 300),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, unit_id) REFERENCES org_units (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, new_parent_id) REFERENCES org_units (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, created_by) REFERENCES profiles (company_id, id) ON DELETE SET NULL (created_by)
);
-- One pending move per unit at a time; the job finds the due ones by date.
CREATE UNIQUE INDEX org_unit_moves_pending ON org_unit_moves (company_id, unit_id) WHERE status = 'scheduled';
CREATE INDEX org_unit_moves_due ON org_unit_moves (effective_on) WHERE status = 'scheduled';
${tenantTable('org_unit_moves')}
`;
