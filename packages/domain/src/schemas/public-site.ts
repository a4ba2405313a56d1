import { z } from 'zod';
import { Email, Id, PageQuery, PersonName, plainLine, plainText, Timestamp } from './common.ts';

// ---- FAQ (product-wide, read by anyone) ----

/** Categories in the order the FAQ page shows them. */
export const FAQ_CATEGORIES = [
  'accounts',
  'joining',
  'invitations',
  'roles',
  'subscriptions',
  'privacy',
  'languages',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Languages the FAQ is written in; any other interface language reads the English entries. */
export const FAQ_LOCALES = ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'pt-PT'] as const;
export type FaqLocale = (typeof FAQ_LOCALES)[number];

export const FAQ_SEARCH_MAX_LENGTH = 100;

export const FaqQuery = z.object({
  q: plainLine(
    z
      .string()
      .trim()
      .max(FAQ_SEARCH_MAX_LENGTH, { error: `Search at most ${FAQ_SEARCH_MAX_LENGTH} characters` }),
  ).optional(),
  // Lenient on purpose: an unknown or odd language reads the English FAQ rather than failing. It
  // only picks one of FAQ_LOCALES and is never stored or shown, so it is not free text.
  locale: z.string().max(35).optional(),
});
export type FaqQuery = z.infer<typeof FaqQuery>;

/** A reader's vote on an FAQ answer (spec section 3: FAQ feedback). */
export const FAQ_VOTES = ['upvote', 'downvote'] as const;
export type FaqVote = (typeof FAQ_VOTES)[number];

export const FaqEntry = z.object({
  id: Id,
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  answer: z.string(),
  /** The signed-in reader's own vote; null when they have none or nobody is signed in. */
  myVote: z.enum(FAQ_VOTES).nullable(),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const FaqList = z.object({
  /** The language the entries are written in (the requested one, or en-US). */
  locale: z.enum(FAQ_LOCALES),
  items: z.array(FaqEntry),
  /** Whether the reader may vote: a signed-in, approved member. */
  canVote: z.boolean(),
});

export type FaqList = z.infer<typeof FaqList>;

/** The FAQ language for an interface language: exact, then same language, then English. */
export function faqLocaleFor(language: string | null | undefined): FaqLocale {
  if (!language) return 'en-US';
  const exact = FAQ_LOCALES.find((l) => l.toLowerCase() === language.toLowerCase());
  if (exact) return exact;
  const prefix = language.slice(0, 2).toLowerCase();
  return FAQ_LOCALES.find((l) => l.slice(0, 2) === prefix) ?? 'en-US';
}

// ---- Contact messages (sent by anyone, read by system-level users) ----

export const CONTACT_TOPICS = ['sales', 'support', 'billing', 'privacy', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_STATUSES = ['new', 'read'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const CreateContactMessageInput = z.object({
  name: PersonName,
  email: Email,
  // Optional: missing, null or blank all mean no company.
  company: plainLine(z.string().trim().max(120, { error: 'Company name must be at most 120 characters' }))
    .nullish()
    .transform((v) => (v ? v : null)),
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose a topic' }),
  message: plainText(
    z
      .string({ error: 'Enter your message' })
      .trim()
      .min(CONTACT_MESSAGE_MIN_LENGTH, {
        error: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
      })
      .max(CONTACT_MESSAGE_MAX_LENGTH, {
        error: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
      }),
  ),
});
export type CreateContactMessageInput = z.input<typeof CreateContactMessageInput>;

export const ContactMessage = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  createdAt: Timestamp,
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ListContactMessagesQuery = PageQuery.extend({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: 'Choose new or read' }).optional(),
});

export const ContactMessagePage = z.object({
  items: z.array(ContactMessage),
  nextCursor: z.string().nullable(),
  /** Across all pages, so the inbox can say how many wait. */
  unreadCount: z.number().int(),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

export const ContactMessageIdParams = z.object({ id: Id });

export const UpdateContactMessageInput = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: 'Choose new or read' }),
});
export type UpdateContactMessageInput = z.infer<typeof UpdateContactMessageInput>;
