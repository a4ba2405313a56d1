import {
  type PageTooltip,
  TOOLTIP_LANGUAGES,
  type Tooltip,
  type TooltipLanguage,
} from '@competencyhub/domain/schemas/tooltips';

/** A tooltips row as raw SQL answers it (timestamps as Date on node-postgres, string on PGlite). */
export interface TooltipRow {
  id: string;
  page: string;
  selector: string;
  texts: Partial<Record<TooltipLanguage, string>> | string;
  created_at: Date | string;
  updated_at: Date | string;
  last_found_at: Date | string | null;
  last_missing_at: Date | string | null;
}

export const TOOLTIP_COLUMNS =
  'id, page, selector, texts, created_at, updated_at, last_found_at, last_missing_at';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

type Texts = Partial<Record<TooltipLanguage, string>>;

/** The texts in the languages' own order (jsonb keeps its own), so they compare and list alike. */
export function orderedTexts(texts: Texts): Texts {
  const ordered: Texts = {};
  for (const language of TOOLTIP_LANGUAGES) {
    const text = texts[language];
    if (text) ordered[language] = text;
  }
  return ordered;
}

function textsOf(row: TooltipRow): Texts {
  return orderedTexts(typeof row.texts === 'string' ? JSON.parse(row.texts) : row.texts);
}

export const toPageTooltip = (row: TooltipRow): PageTooltip => ({
  id: row.id,
  selector: row.selector,
  texts: textsOf(row),
});

/**
 * Flagged when a page last missed it more recently than any page found it (or none ever found it).
 * Found and missed are both only recorded a while apart (record-sightings.ts), so one visit does not
 * flip it back and forth.
 */
export function toTooltip(row: TooltipRow): Tooltip {
  const found = row.last_found_at === null ? null : new Date(row.last_found_at).getTime();
  const missing = row.last_missing_at === null ? null : new Date(row.last_missing_at).getTime();
  return {
    ...toPageTooltip(row),
    page: row.page,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastFoundAt: isoOrNull(row.last_found_at),
    lastMissingAt: isoOrNull(row.last_missing_at),
    notFound: missing !== null && (found === null || missing > found),
  };
}
