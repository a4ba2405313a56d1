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

/** Length is the only rule (NIST 800-63B): no composition rules. */
export const Password = z
  .string({ error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

/**
 * Characters no name needs: C0/C1 controls (line breaks, tabs, bell), the Unicode line and
 * paragraph separators, and the bidi embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069). A name travels into e-mail subjects and bodies, CSV exports and audit lists,
 * where these split headers or make 'Acme\u202Emoc.evil' read backwards as someone else.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const HIDDEN_CHARACTERS_MESSAGE = 'Remove line breaks and hidden formatting characters';

/** True when the text holds none of the characters above. */
export const isPlainLine = (value: string): boolean => !HIDDEN_CHARACTERS.test(value);

/** The one refine every name-like field uses (people, companies, contact senders). */
export function plainLine<T extends z.ZodString>(schema: T): T {
  return schema.refine(isPlainLine, { error: HIDDEN_CHARACTERS_MESSAGE });
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
});
export type Problem = z.infer<typeof Problem>;

export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

/**
 * Every moment in a response: an ISO 8601 string in UTC ('2026-01-31T09:30:00.000Z'). The server
 * converts its Date values (toISOString()); the schema refuses anything else.
 */
export const Timestamp = z.iso.datetime({ error: 'Must be an ISO 8601 date and time in UTC' });

/** GET /api/v1/health once the database answers. */
export const HealthStatus = z.object({ status: z.literal('ok') });
export type HealthStatus = z.infer<typeof HealthStatus>;

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
