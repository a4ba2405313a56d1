/**
 * The competency core's first tables (issue 8): frameworks, the versions of their proficiency
 * scales, categories, competencies, and the ratings people are given on them.
 *
 * - Every row carries company_id, and every link between them runs over a composite key with it
 *   (or with the framework), so no query can attach company A's competency to company B's
 *   framework, or a rating to a scale version of another framework.
 * - A scale is versioned: competency_frameworks.scale_version is the current version, and each
 *   later version keeps the mapping of the previous version's levels onto its own. A rating keeps
 *   the level and the version it was made on, and is read through the mappings; never rewritten.
 * - Ratings are append-only: each one is a dated event, so a person's level history is the ratings
 *   themselves. rater_id is cleared (not the rating) when the rater's profile goes.
 * - Row-level security as in 0008: enabled, forced, the tenant policy, and owner_access for the
 *   owning role; competencyhub_app gets what the tenant transactions need.
 */
export default /* sql */ `
CREATE TABLE competency_frameworks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  scale_version integer NOT NULL DEFAULT 1 CHECK (scale_version >= 1),
  archived_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX competency_frameworks_name_key ON competency_frameworks (company_id, lower(name));

CREATE TABLE competency_scale_versions (
  company_id uuid NOT NULL,
  framework_id uuid NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  levels jsonb NOT NULL,
  proficient_level integer NOT NULL CHECK (proficient_level >= 1),
  mapping_from_previous jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (framework_id, version),
  FOREIGN KEY (company_id, framework_id) REFERENCES competency_frameworks (company_id, id) ON DELETE CASCADE,
  CHECK ((version = 1) = (mapping_from_previous IS NULL))
);

CREATE TABLE competency_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  framework_id uuid NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (framework_id, id),
  FOREIGN KEY (company_id, framework_id) REFERENCES competency_frameworks (company_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX competency_categories_name_key ON competency_categories (framework_id, lower(name));

CREATE TABLE competencies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  framework_id uuid NOT NULL,
  category_id uuid NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  type text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  level_descriptions text[] NOT NULL DEFAULT '{}',
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  UNIQUE (framework_id, id),
  FOREIGN KEY (company_id, framework_id) REFERENCES competency_frameworks (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (framework_id, category_id) REFERENCES competency_categories (framework_id, id)
);
CREATE UNIQUE INDEX competencies_name_key ON competencies (framework_id, lower(name));
CREATE INDEX competencies_company_idx ON competencies (company_id, framework_id);

CREATE TABLE competency_ratings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL,
  subject_id uuid NOT NULL,
  competency_id uuid NOT NULL,
  framework_id uuid NOT NULL,
  scale_version integer NOT NULL,
  level integer NOT NULL CHECK (level >= 1),
  source text NOT NULL CHECK (source IN ('self', 'manager', 'peer', 'direct_report', 'other')),
  rater_id uuid,
  comment text NOT NULL DEFAULT '',
  rated_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (company_id, subject_id) REFERENCES profiles (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, rater_id) REFERENCES profiles (company_id, id) ON DELETE SET NULL (rater_id),
  FOREIGN KEY (company_id, framework_id) REFERENCES competency_frameworks (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (framework_id, competency_id) REFERENCES competencies (framework_id, id) ON DELETE CASCADE,
  FOREIGN KEY (framework_id, scale_version) REFERENCES competency_scale_versions (framework_id, version)
);
CREATE INDEX competency_ratings_subject_idx ON competency_ratings (company_id, subject_id, competency_id, rated_at);
CREATE INDEX competency_ratings_framework_idx ON competency_ratings (framework_id);

DO $$
DECLARE
  t text;
  rule text := 'company_id = NULLIF(current_setting(''app.company_id'', true), '''')::uuid';
BEGIN
  FOREACH t IN ARRAY ARRAY['competency_frameworks', 'competency_scale_versions', 'competency_categories',
                           'competencies', 'competency_ratings']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (%s) WITH CHECK (%s)', t, rule, rule);
    EXECUTE format('CREATE POLICY owner_access ON %I TO %I USING (true) WITH CHECK (true)', t, current_user);
    IF t = 'competency_ratings' THEN
      -- Append-only for tenant work: a rating is corrected by a newer one, never edited or removed.
      EXECUTE format('GRANT SELECT, INSERT ON %I TO competencyhub_app', t);
    ELSE
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO competencyhub_app', t);
    END IF;
  END LOOP;
END
$$;
`;
