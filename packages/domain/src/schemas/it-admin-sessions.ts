import { z } from 'zod';
import { Id, PageQuery, plainLine, RoleSchema, Timestamp } from './common.ts';
import { DEVICE_TYPES } from './my-profile.ts';

/**
 * IT Administration > Users (issue 24, decision 0074): the sessions of the company the viewer works in,
 * newest activity first, a page at a time, and what an IT administrator does about them.
 */

export const IT_SESSIONS_PAGE_SIZE = 20;

/**
 * Sessions are counted up to this many: an exact count of 100,000 sessions costs a quarter of a second
 * on every page, a capped one a few milliseconds ("1,000+ sessions"; decision 0074).
 */
export const IT_SESSIONS_COUNT_CAP = 1000;

export const CompanySessionsQuery = PageQuery.extend({
  /** A part of the person's name or e-mail. */
  q: plainLine(z.string().trim().max(200)).optional(),
});
export type CompanySessionsQuery = z.infer<typeof CompanySessionsQuery>;

export const CompanySession = z.object({
  id: Id,
  person: z.object({ id: Id, fullName: z.string(), email: z.string(), role: RoleSchema }),
  /** Read from the user agent: 'Chrome', 'Safari'…; null when it cannot be told. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  /** The address the session signed in from; the place is not looked up (decision 0074). */
  ipAddress: z.string().nullable(),
  signedInAt: Timestamp,
  lastActiveAt: Timestamp,
  /** The session this request was made with. */
  current: z.boolean(),
});
export type CompanySession = z.infer<typeof CompanySession>;

export const CompanySessionPage = z.object({
  items: z.array(CompanySession),
  nextCursor: z.string().nullable(),
  /** How many sessions match over all pages, counted up to IT_SESSIONS_COUNT_CAP. */
  total: z.int().min(0),
  /** True when more sessions match than `total` says (the count stopped at the cap). */
  totalCapped: z.boolean(),
});
export type CompanySessionPage = z.infer<typeof CompanySessionPage>;

export const CompanySessionParams = z.object({ sessionId: Id });
export const SessionPersonParams = z.object({ personId: Id });

/** What an action ended: the number of sessions signed out. */
export const SessionsEnded = z.object({ signedOut: z.int().min(0) });
export type SessionsEnded = z.infer<typeof SessionsEnded>;

export const IT_SESSIONS_MESSAGES = {
  ownCurrentSession: 'This is the session you are using: sign out from the account menu instead',
  notYourRank: 'You cannot act on the sessions of someone with this role',
  notYourself: 'Use your own profile page to sign yourself out everywhere or change your password',
} as const;

/** Password sign-in refused after an IT administrator forced a reset (decision 0074). */
export const PASSWORD_RESET_REQUIRED =
  'Your IT administrator asked you to choose a new password. Use the link sent to your e-mail, or ask for a new one.';
