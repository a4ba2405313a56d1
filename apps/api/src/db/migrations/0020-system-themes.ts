/**
 * Platform themes (issue 10; spec section 3): colours as hsl(...) strings and a font, the look of
 * every company without colours of its own. A new theme is inactive; a partial unique index makes
 * "exactly one active" a fact of the database, not only of the code that activates (which
 * deactivates all others first, in the same transaction). Platform data, read and written by the
 * owner connection like contact messages: no company's row-level security applies.
 */
export default /* sql */ `
CREATE TABLE system_theme_settings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  is_active boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  primary_color text NOT NULL,
  secondary_color text NOT NULL,
  accent_color text NOT NULL,
  background_color text NOT NULL,
  foreground_color text NOT NULL,
  muted_color text NOT NULL,
  muted_foreground_color text NOT NULL,
  border_color text NOT NULL,
  navigation_active_color text NOT NULL,
  navigation_active_text_color text NOT NULL,
  navigation_hover_color text NOT NULL,
  font_family text NOT NULL DEFAULT 'Inter'
);
CREATE UNIQUE INDEX system_theme_settings_one_active ON system_theme_settings (is_active) WHERE is_active;
CREATE INDEX system_theme_settings_created_idx ON system_theme_settings (created_at DESC, id DESC);
`;
