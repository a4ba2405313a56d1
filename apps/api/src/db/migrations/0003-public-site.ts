import { FAQ_DE_DE } from '../../modules/public-site/faq-seed/de-de.ts';
import { FAQ_EN_US } from '../../modules/public-site/faq-seed/en-us.ts';
import { FAQ_ES_ES } from '../../modules/public-site/faq-seed/es-es.ts';
import { FAQ_FR_FR } from '../../modules/public-site/faq-seed/fr-fr.ts';
import { FAQ_PT_PT } from '../../modules/public-site/faq-seed/pt-pt.ts';
import type { FaqSeed } from '../../modules/public-site/faq-seed/types.ts';

/** A SQL string literal (standard_conforming_strings is on, so only quotes need doubling). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function faqRows(locale: string, entries: FaqSeed[]): string {
  return entries
    .map(
      (e, i) =>
        `(${literal(e.category)}, ${literal(e.question)}, ${literal(e.answer)}, ${(i + 1) * 10}, ${literal(locale)})`,
    )
    .join(',\n');
}

/**
 * The public site: the FAQ and messages sent through the contact form. Both are product-wide (no
 * company_id, so no row-level security). The FAQ is seeded here, not with the demo data, because
 * every installation needs it. The seed files are part of this migration: later edits to the FAQ
 * go in a new migration.
 */
export default /* sql */ `
CREATE TABLE faq_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category text NOT NULL CHECK (category IN ('accounts','joining','invitations','roles','subscriptions','privacy','languages')),
  question text NOT NULL CHECK (length(question) BETWEEN 1 AND 300),
  answer text NOT NULL CHECK (length(answer) BETWEEN 1 AND 5000),
  position integer NOT NULL,
  locale text NOT NULL DEFAULT 'en-US',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (locale, position)
);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  company text CHECK (company IS NULL OR length(company) BETWEEN 1 AND 120),
  topic text NOT NULL CHECK (topic IN ('sales','support','billing','privacy','other')),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new','read')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Kept to trace abuse of the public form; the inbox does not show it.
  ip text
);
CREATE INDEX contact_messages_created_idx ON contact_messages(created_at DESC, id DESC);
CREATE INDEX contact_messages_new_idx ON contact_messages(created_at) WHERE status = 'new';

-- The FAQ is public reading; contact messages are handled by the owning role only (system level).
GRANT SELECT ON faq_entries TO competencyhub_app;

INSERT INTO faq_entries (category, question, answer, position, locale) VALUES
${faqRows('en-US', FAQ_EN_US)},
${faqRows('es-ES', FAQ_ES_ES)},
${faqRows('fr-FR', FAQ_FR_FR)},
${faqRows('de-DE', FAQ_DE_DE)},
${faqRows('pt-PT', FAQ_PT_PT)};
`;
