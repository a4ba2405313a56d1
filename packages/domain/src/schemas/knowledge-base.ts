import { z } from 'zod';
import { Id, PageQuery, plainLine, plainText, Timestamp } from './common.ts';
import {
  KNOWLEDGE_FETCH_PROBLEMS,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_MESSAGES,
  type KnowledgeFetchProblem,
} from './knowledge-base-messages.ts';
import { FAQ_LOCALES } from './public-site.ts';

/**
 * The company knowledge base (issue 12; spec sections 2, 3, 4, 7): web pages a company adds so the
 * help assistant answers from them too. A submission (spec: external-content-processor) is read at
 * once when its submitter may add content directly (autoApproved), otherwise it waits for review.
 */

/** Spec section 3, in its order. */
export const KNOWLEDGE_CATEGORIES = [
  'general',
  'hr_policies',
  'competencies',
  'training_materials',
  'job_descriptions',
  'performance_reviews',
  'compliance',
  'technical_docs',
  'best_practices',
  'company_handbook',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

/** pending_review: waiting for an administrator; ready: read and searched; rejected: with a reason. */
export const KNOWLEDGE_STATUSES = ['pending_review', 'ready', 'rejected'] as const;
export type KnowledgeStatus = (typeof KNOWLEDGE_STATUSES)[number];

/**
 * The stemmers a page's text is searched with, chosen from the language the page declares (or the
 * submitter's language when it declares none); 'simple' for any other language.
 */
export const KNOWLEDGE_SEARCH_CONFIGS = [
  'english',
  'german',
  'french',
  'spanish',
  'portuguese',
  'simple',
] as const;
export type KnowledgeSearchConfig = (typeof KNOWLEDGE_SEARCH_CONFIGS)[number];

/** A language tag ('de', 'pt-BR', 'en_GB') to the stemmer its text is searched with. */
export function searchConfigForLanguage(tag: string | null | undefined): KnowledgeSearchConfig | null {
  const prefix = tag?.trim().slice(0, 2).toLowerCase();
  if (!prefix) return null;
  const byPrefix: Record<string, KnowledgeSearchConfig> = {
    en: 'english',
    de: 'german',
    fr: 'french',
    es: 'spanish',
    pt: 'portuguese',
  };
  return byPrefix[prefix] ?? (/^[a-z]{2}$/.test(prefix) ? 'simple' : null);
}

/** http(s), a host, no credentials: where it points is judged by the server when it reads the page. */
export function isFetchableAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !!url.hostname &&
    !url.username &&
    !url.password
  );
}

const optionalText = (max: number, message: string, multiLine = false) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    (multiLine ? plainText : plainLine)(z.string().trim().max(max, { error: message })).optional(),
  );

export const KnowledgeUrl = plainLine(
  z
    .string({ error: KNOWLEDGE_MESSAGES.urlRequired })
    .trim()
    .min(1, { error: KNOWLEDGE_MESSAGES.urlRequired, abort: true })
    .max(KNOWLEDGE_LIMITS.urlMax, { error: KNOWLEDGE_MESSAGES.urlTooLong })
    .refine(isFetchableAddress, { error: KNOWLEDGE_MESSAGES.urlInvalid }),
);

const Tag = plainLine(
  z
    .string()
    .trim()
    .min(1, { error: KNOWLEDGE_MESSAGES.tagEmpty })
    .max(KNOWLEDGE_LIMITS.tagMax, { error: KNOWLEDGE_MESSAGES.tagTooLong }),
);

/** Spec section 3's knowledge-base submission; the language is the interface's, for pages that declare none. */
export const KnowledgeSubmission = z
  .object({
    url: KnowledgeUrl,
    title: plainLine(
      z
        .string({ error: KNOWLEDGE_MESSAGES.titleRequired })
        .trim()
        .min(1, { error: KNOWLEDGE_MESSAGES.titleRequired })
        .max(KNOWLEDGE_LIMITS.titleMax, { error: KNOWLEDGE_MESSAGES.titleTooLong }),
    ),
    description: optionalText(KNOWLEDGE_LIMITS.descriptionMax, KNOWLEDGE_MESSAGES.descriptionTooLong, true),
    searchQuery: optionalText(KNOWLEDGE_LIMITS.searchQueryMax, KNOWLEDGE_MESSAGES.searchQueryTooLong),
    tags: z
      .array(Tag)
      .max(KNOWLEDGE_LIMITS.tagsMax, { error: KNOWLEDGE_MESSAGES.tooManyTags })
      .refine((tags) => new Set(tags.map((tag) => tag.toLocaleLowerCase())).size === tags.length, {
        error: KNOWLEDGE_MESSAGES.tagTwice,
      })
      .default([]),
    category: z.enum(KNOWLEDGE_CATEGORIES, { error: KNOWLEDGE_MESSAGES.category }).default('general'),
    notes: optionalText(KNOWLEDGE_LIMITS.notesMax, KNOWLEDGE_MESSAGES.notesTooLong, true),
    locale: z.enum(FAQ_LOCALES).optional(),
  })
  .strict();
export type KnowledgeSubmission = z.infer<typeof KnowledgeSubmission>;

export const KnowledgePerson = z.object({ id: Id, fullName: z.string() });

export const KnowledgeSource = z.object({
  id: Id,
  url: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  searchQuery: z.string().nullable(),
  tags: z.array(z.string()),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  notes: z.string().nullable(),
  status: z.enum(KNOWLEDGE_STATUSES),
  autoApproved: z.boolean(),
  /** Platform content every company's assistant reads (the AI/RAG tab of /it-admin). */
  productWide: z.boolean(),
  searchConfig: z.enum(KNOWLEDGE_SEARCH_CONFIGS),
  /** What the page was (text/html, text/plain, application/pdf) when it was last read. */
  contentType: z.string().nullable(),
  passageCount: z.number().int(),
  /** Characters of readable text found. */
  textLength: z.number().int(),
  submittedBy: KnowledgePerson.nullable(),
  submittedAt: Timestamp,
  reviewedBy: KnowledgePerson.nullable(),
  reviewedAt: Timestamp.nullable(),
  rejectionReason: z.string().nullable(),
  fetchedAt: Timestamp.nullable(),
  /** Why the last attempt to read the page failed (the passages read before stay). */
  fetchProblem: z.enum(Object.keys(KNOWLEDGE_FETCH_PROBLEMS) as [KnowledgeFetchProblem]).nullable(),
  fetchProblemAt: Timestamp.nullable(),
});
export type KnowledgeSource = z.infer<typeof KnowledgeSource>;

/** The answer to a submission (spec: the field read is autoApproved). */
export const KnowledgeSubmissionResult = z.object({ autoApproved: z.boolean(), source: KnowledgeSource });
export type KnowledgeSubmissionResult = z.infer<typeof KnowledgeSubmissionResult>;

export const KnowledgeSourceParams = z.object({ sourceId: Id });

export const ListKnowledgeQuery = PageQuery.extend({
  status: z.enum(KNOWLEDGE_STATUSES).optional(),
  category: z.enum(KNOWLEDGE_CATEGORIES).optional(),
  q: plainLine(z.string().trim().max(100, { error: 'Search at most 100 characters' })).optional(),
});

export const KnowledgeSourcePage = z.object({
  items: z.array(KnowledgeSource),
  nextCursor: z.string().nullable(),
  /** Every source of the list's scope by status, whatever the filters. */
  counts: z.object({ pending_review: z.number().int(), ready: z.number().int(), rejected: z.number().int() }),
  passageCount: z.number().int(),
});
export type KnowledgeSourcePage = z.infer<typeof KnowledgeSourcePage>;

export const KnowledgePassage = z.object({
  position: z.number().int(),
  heading: z.string().nullable(),
  body: z.string(),
});
export const KnowledgeSourceDetail = z.object({
  source: KnowledgeSource,
  /** The passages the assistant searches, in page order (the first 200). */
  passages: z.array(KnowledgePassage),
});
export type KnowledgeSourceDetail = z.infer<typeof KnowledgeSourceDetail>;

export const RejectKnowledgeInput = z
  .object({
    reason: plainText(
      z
        .string({ error: KNOWLEDGE_MESSAGES.reasonRequired })
        .trim()
        .min(1, { error: KNOWLEDGE_MESSAGES.reasonRequired })
        .max(KNOWLEDGE_LIMITS.rejectionReasonMax, { error: KNOWLEDGE_MESSAGES.reasonTooLong }),
    ),
  })
  .strict();

/** A company's rule for submissions: review every one, even those of administrators and learning leads. */
export const KnowledgeSettings = z.object({ reviewEveryone: z.boolean() }).strict();
export type KnowledgeSettings = z.infer<typeof KnowledgeSettings>;

/** How the platform's assistant is set up (the AI/RAG tab of /it-admin); secrets never leave the server. */
export const PlatformAssistantConfig = z.object({
  /** The platform AI's model name (AI_MODEL), or null when answers quote the passages. */
  model: z.string().nullable(),
  /** Whether a search service offers external sources (SEARCH_URL). */
  webSearch: z.boolean(),
  /** Private networks the knowledge base may read from (KNOWLEDGE_BASE_ALLOWED_NETWORKS). */
  allowedNetworks: z.array(z.string()),
});
export type PlatformAssistantConfig = z.infer<typeof PlatformAssistantConfig>;
