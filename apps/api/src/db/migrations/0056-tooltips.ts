/**
 * Tooltips (issue 24, System Admin > Tooltips; decision 0071): a text per language attached to what a
 * CSS selector finds on one signed-in page. Platform data like the themes: no company owns a row, so
 * no company's row-level security applies; the owner connection reads and writes it, and only
 * platform staff's routes write. One tooltip per page and selector. Pages report whether they found
 * each tooltip's element (last_found_at / last_missing_at), so the list can flag a stale selector.
 */
export default /* sql */ `
CREATE TABLE tooltips (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  page text NOT NULL CHECK (char_length(page) BETWEEN 1 AND 200),
  selector text NOT NULL CHECK (char_length(selector) BETWEEN 1 AND 500),
  texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object' AND texts ? 'en-US'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  updated_by uuid,
  last_found_at timestamptz,
  last_missing_at timestamptz,
  -- Also the index every page's read uses (page first).
  CONSTRAINT tooltips_page_selector UNIQUE (page, selector)
);
CREATE INDEX tooltips_list_idx ON tooltips (page, created_at, id);
`;
