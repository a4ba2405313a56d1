/**
 * The organisation (issue 23, decision 0051): units in two trees per company, 'organisation'
 * (divisions, departments, teams) and 'cost_centre', with a closure table kept by the organisation
 * service in the same transaction as every change; and locations.
 *
 * - A parent belongs to the same company and the same tree: the foreign key runs over
 *   (company_id, hierarchy, parent_id), so no statement can hang a cost centre under a department.
 * - org_unit_closure holds one row per (ancestor, descendant) pair, the unit itself at depth 0: a
 *   sub-tree is one index range, an ancestor path one index range the other way.
 * - The tenant policy reads app.company_id once per statement (a sub-select PostgreSQL evaluates
 *   as an init plan), not once per row: a 100,000-row scan costs a third (issue 23, point 7).
 */
import { tenantTable } from './tenant-table.ts';

export default /* sql */ `
CREATE TABLE org_units (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  hierarchy text NOT NULL CHECK (hierarchy IN ('organisation', 'cost_centre')),
  parent_id uuid,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
  code text CHECK (length(code) BETWEEN 1 AND 40),
  external_id text CHECK (length(external_id) BETWEEN 1 AND 120),
  head_id uuid,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  UNIQUE (company_id, hierarchy, id),
  CHECK (parent_id IS DISTINCT FROM id),
  FOREIGN KEY (company_id, hierarchy, parent_id) REFERENCES org_units (company_id, hierarchy, id),
  FOREIGN KEY (company_id, head_id) REFERENCES profiles (company_id, id) ON DELETE SET NULL (head_id)
);
-- Siblings' names differ (case aside) among active units; codes and external ids are unique in a tree.
CREATE UNIQUE INDEX org_units_sibling_name ON org_units
  (company_id, hierarchy, COALESCE(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name))
  WHERE archived_at IS NULL;
CREATE UNIQUE INDEX org_units_code ON org_units (company_id, hierarchy, lower(code)) WHERE code IS NOT NULL;
CREATE UNIQUE INDEX org_units_external_id ON org_units (company_id, hierarchy, external_id)
  WHERE external_id IS NOT NULL;
-- One level of the tree, by name: the Organisation tab opens level by level.
CREATE INDEX org_units_children ON org_units (company_id, hierarchy, parent_id, name, id);
CREATE INDEX org_units_head ON org_units (company_id, head_id) WHERE head_id IS NOT NULL;
${tenantTable('org_units')}

CREATE TABLE org_unit_closure (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  ancestor_id uuid NOT NULL,
  descendant_id uuid NOT NULL,
  depth smallint NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (company_id, ancestor_id, descendant_id),
  CHECK ((depth = 0) = (ancestor_id = descendant_id)),
  FOREIGN KEY (company_id, ancestor_id) REFERENCES org_units (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, descendant_id) REFERENCES org_units (company_id, id) ON DELETE CASCADE
);
CREATE INDEX org_unit_closure_ancestors ON org_unit_closure (company_id, descendant_id, depth);
${tenantTable('org_unit_closure')}

CREATE TABLE locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  region text CHECK (length(region) BETWEEN 1 AND 120),
  city text CHECK (length(city) BETWEEN 1 AND 120),
  time_zone text NOT NULL,
  external_id text CHECK (length(external_id) BETWEEN 1 AND 120),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX locations_name ON locations (company_id, lower(name)) WHERE archived_at IS NULL;
CREATE UNIQUE INDEX locations_external_id ON locations (company_id, external_id) WHERE external_id IS NOT NULL;
CREATE INDEX locations_list ON locations (company_id, name, id);
${tenantTable('locations')}
`;
