import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { ROLES } from '../roles.ts';

/** Any 8-4-4-4-12 hex id: z.uuid() would refuse the system owner's fixed version-0 id. */
export const Id = z.guid({ error: 'Must be a valid id' });

export const Email = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail address is too long' })
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

/**
 * Length is the only rule checked here (NIST 800-63B): no composition rules. The server also refuses
 * common passwords and ones built on the person's name or e-mail (WEAK_PASSWORD; its list of common
 * passwords stays on the server, apps/api/src/modules/auth/password-strength.ts).
 */
export const Password = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

/**
 * Hidden characters: text a person cannot see but a machine acts on. Names and other one-line
 * fields travel into e-mail subjects and bodies, CSV exports and audit lists, where they could
 * split headers or make 'Acme\u202Emoc.evil' read backwards as someone else.
 *
 * - Controls (C0, C1) and the Unicode line and paragraph separators: one-line text needs none;
 *   multi-line text keeps tab, line feed and carriage return.
 * - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text that
 *   follows them: refused everywhere.
 * - Every other format character (Unicode category Cf: zero-width space U+200B, joiners, LRM/RLM,
 *   the Arabic letter mark U+061C, U+FEFF, soft hyphen, tags…): refused in one-line text, except
 *   where writing needs it — see NEEDED_FORMAT_CHARACTERS.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const LINE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
const FORMAT_CHARACTER = /\p{Cf}/u;

/** Scripts whose letters join or form conjuncts, so ZWJ/ZWNJ change how a word is written. */
const JOINING_SCRIPTS = [
  'Arabic',
  'Syriac',
  'Nko',
  'Mongolian',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Tibetan',
  'Myanmar',
  'Khmer',
]
  .map((script) => `\\p{Script=${script}}`)
  .join('');
const JOINING_LETTER = `(?:(?=[\\p{L}\\p{M}])[${JOINING_SCRIPTS}])`;

/** The format characters a one-line field keeps, each only where it does its job. */
const NEEDED_FORMAT_CHARACTERS = new RegExp(
  [
    // ZWNJ or ZWJ between letters (or marks) of a joining script: Persian 'می‌خواهم', Hindi 'क्‍ष'.
    `(?<=${JOINING_LETTER})[\\u200c\\u200d](?=${JOINING_LETTER})`,
    // ZWJ inside an emoji sequence: 👨‍👩‍👧, 👩🏽‍💻, 🏳️‍🌈.
    '(?<=[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\ufe0f])\\u200d(?=\\p{Extended_Pictographic})',
    // The tags of a subdivision flag: black flag, 2–6 letter or digit tags, cancel tag (England 🏴󠁧󠁢󠁥󠁮󠁧󠁿).
    '(?<=\\u{1F3F4})[\\u{E0030}-\\u{E0039}\\u{E0061}-\\u{E007A}]{2,6}\\u{E007F}',
  ].join('|'),
  'gu',
);

export const HIDDEN_CHARACTERS_MESSAGE = 'Remove line breaks and hidden formatting characters';
export const HIDDEN_FORMATTING_MESSAGE = 'Remove hidden formatting characters';

/** True when one-line text (a name, a title, a search) holds none of the characters above. */
export const isPlainLine = (value: string): boolean =>
  !LINE_CONTROLS.test(value) &&
  !BIDI_CONTROLS.test(value) &&
  !FORMAT_CHARACTER.test(value.replace(NEEDED_FORMAT_CHARACTERS, ''));

/** True when multi-line text (a description, an address, a message) holds no controls or bidi overrides. */
export const isPlainText = (value: string): boolean =>
  !TEXT_CONTROLS.test(value) && !BIDI_CONTROLS.test(value);

/** The one refine every one-line free-text field uses (people, companies, searches, titles). */
export function plainLine<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine(isPlainLine, { error: HIDDEN_CHARACTERS_MESSAGE });
}

/** The one refine every multi-line free-text field uses (descriptions, addresses, messages). */
export function plainText<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine(isPlainText, { error: HIDDEN_FORMATTING_MESSAGE });
}

export const PersonName = plainLine(
  z
    .string({ error: 'Enter a name' })
    .trim()
    .min(1, { error: 'Enter a name' })
    .max(120, { error: 'Name must be at most 120 characters' }),
);

export const RoleSchema = z.enum(ROLES, { error: 'Choose a valid role' });

export const PageQuery = z.object({
  // An empty ?limit= means the default, not zero.
  limit: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100).default(25)),
  cursor: z.string().max(200).optional(),
});

export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Why, in machine-readable form: WEAK_PASSWORD carries its reasons (spec section 8). */
  reasons: z.array(z.string()).optional(),
  /** Numbers the message speaks of (SEAT_LIMIT_REACHED: the limit and the people active). */
  params: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});
export type Problem = z.infer<typeof Problem>;

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/**
 * Every moment in a response: an ISO 8601 string in UTC ('2026-01-31T09:30:00.000Z'). The server
 * converts its Date values (toISOString()); the schema refuses anything else.
 */
export const Timestamp = z.iso.datetime({ error: 'Must be an ISO 8601 date and time in UTC' });

/** GET /api/v1/health: liveness, the process answers (until it exits, drains included). */
export const HealthStatus = z.object({ status: z.literal('ok') });
export type HealthStatus = z.infer<typeof HealthStatus>;

/** GET /api/v1/ready: readiness, the database answers and the process is not draining (else 503). */
export const ReadyStatus = z.object({ status: z.literal('ready') });
export type ReadyStatus = z.infer<typeof ReadyStatus>;

/**
 * A phone number in international (E.164) form. Spaces, dots, dashes and brackets are ignored, so
 * '+44 (20) 7946-0958' reads as '+442079460958'.
 */
export const Phone = z
  .string({ error: 'Enter a phone number' })
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(
    z.string().regex(/^\+[1-9]\d{6,14}$/, {
      error: 'Enter the phone number in international format, e.g. +44 20 7946 0958',
    }),
  );
