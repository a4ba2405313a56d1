import { z } from 'zod';
import { navigationPaths } from '../navigation.ts';
import { HIDDEN_FORMATTING_MESSAGE, Id, isPlainLine, isPlainText, Timestamp } from './common.ts';
import { TOOLTIP_LIMITS, TOOLTIP_MESSAGES } from './tooltips-messages.ts';

/**
 * Tooltips (issue 24; spec "System Admin > Tooltips"): platform staff attach a short text, in each of
 * the five languages (English required), to the elements a CSS selector finds on one signed-in page.
 * Platform-wide, not a company's: every signed-in person reads the tooltips of the page they are on.
 */

export const TOOLTIP_LANGUAGES = ['en-US', 'de-DE', 'fr-FR', 'es-ES', 'pt-PT'] as const;
export type TooltipLanguage = (typeof TOOLTIP_LANGUAGES)[number];

/** The pages a tooltip may be for: the sidebar's signed-in paths, without a query. */
export const TOOLTIP_PAGES: readonly string[] = navigationPaths();
const PAGES: ReadonlySet<string> = new Set(TOOLTIP_PAGES);
export const isTooltipPage = (path: string): boolean => PAGES.has(path);

export const TooltipPage = z
  .string({ error: TOOLTIP_MESSAGES.pageUnknown })
  .refine(isTooltipPage, { error: TOOLTIP_MESSAGES.pageUnknown });

/**
 * What the server can check of a selector: one line, bounded. Whether it parses is the browser's
 * to say (the editor tries it with document.querySelector before saving; a page that cannot run it
 * reports the tooltip as not found).
 */
export const TooltipSelector = z
  .string({ error: TOOLTIP_MESSAGES.selectorRequired })
  .trim()
  .min(1, { error: TOOLTIP_MESSAGES.selectorRequired })
  .max(TOOLTIP_LIMITS.selectorChars, { error: TOOLTIP_MESSAGES.selectorTooLong })
  .refine(isPlainLine, { error: TOOLTIP_MESSAGES.selectorCharacters });

const text = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .trim()
    .max(TOOLTIP_LIMITS.textChars, { error: TOOLTIP_MESSAGES.textTooLong })
    .refine(isPlainText, { error: HIDDEN_FORMATTING_MESSAGE });
/** An empty text is no text: that language falls back to English. */
const optionalText = z.preprocess((v) => (v === '' || v === null ? undefined : v), text().optional());

export const TooltipTexts = z.object({
  'en-US': text(TOOLTIP_MESSAGES.englishRequired).min(1, { error: TOOLTIP_MESSAGES.englishRequired }),
  'de-DE': optionalText,
  'fr-FR': optionalText,
  'es-ES': optionalText,
  'pt-PT': optionalText,
});
export type TooltipTexts = z.infer<typeof TooltipTexts>;

export const TooltipInput = z.object({
  page: TooltipPage,
  selector: TooltipSelector,
  texts: TooltipTexts,
});
export type TooltipInput = z.infer<typeof TooltipInput>;

export const TooltipParams = z.object({ tooltipId: Id });

/** What every signed-in page reads: where and what, nothing about who wrote it. */
export const PageTooltip = z.object({
  id: Id,
  selector: z.string(),
  texts: z.partialRecord(z.enum(TOOLTIP_LANGUAGES), z.string()),
});
export type PageTooltip = z.infer<typeof PageTooltip>;

export const PageTooltipsQuery = z.object({ page: TooltipPage });
export const PageTooltips = z.object({ items: z.array(PageTooltip) });
export type PageTooltips = z.infer<typeof PageTooltips>;

/** A tooltip as the Tooltips tab lists it, with when a page last found or missed its element. */
export const Tooltip = PageTooltip.extend({
  page: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  lastFoundAt: Timestamp.nullable(),
  lastMissingAt: Timestamp.nullable(),
  /** Missed on its page more recently than found (or never found): the list flags it. */
  notFound: z.boolean(),
});
export type Tooltip = z.infer<typeof Tooltip>;

export const TooltipListQuery = z.object({
  page: TooltipPage.optional(),
  offset: z.coerce.number().int().min(0).max(TOOLTIP_LIMITS.total).default(0),
});
export const TooltipList = z.object({
  items: z.array(Tooltip),
  total: z.int().min(0),
  /** Where the next page starts, or null on the last. */
  nextOffset: z.int().min(0).nullable(),
});
export type TooltipList = z.infer<typeof TooltipList>;

const ReportIds = z.array(Id).max(TOOLTIP_LIMITS.reportIds);

/** What a page found of its tooltips once it settled (at most once per visit). */
export const TooltipSightings = z.object({
  page: TooltipPage,
  found: ReportIds,
  missing: ReportIds,
});
export type TooltipSightings = z.infer<typeof TooltipSightings>;

export const TooltipSightingsResult = z.object({ recorded: z.int().min(0) });

/** The text to show: the person's language, else English. */
export function tooltipText(texts: Partial<Record<TooltipLanguage, string>>, language: string): string {
  const base = language.split('-')[0];
  const own =
    TOOLTIP_LANGUAGES.find((code) => code === language) ??
    TOOLTIP_LANGUAGES.find((code) => code.split('-')[0] === base);
  return (own && texts[own]) || texts['en-US'] || '';
}

/** The query the Help Mode popup sends to the Tooltips tab: the selector and the page it was found on. */
export const TOOLTIP_PREFILL_PARAMS = { selector: 'selector', page: 'page' } as const;
