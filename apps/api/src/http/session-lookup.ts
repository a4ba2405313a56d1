import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from 'better-auth/cookies';
import { eq, sql } from 'drizzle-orm';
import { reusableQuery } from '../db/reusable-query.ts';
import { session, user } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import { companySecurityPolicy } from '../db/schema/security.ts';
import {
  activityDue,
  endSession,
  sessionEnded,
  sessionLifetimeEnd,
  touchSession,
} from '../modules/auth/session-policy.ts';
import type { ProfileRow } from '../modules/profiles/repo.ts';
import type { Services } from '../services.ts';
import { hasPasskeyColumn, type SecondFactorFacts, secondFactorPolicyColumns } from './second-factor-gate.ts';

/** A session found by its cookie, with its person: what every signed-in request needs. */
export interface ActiveSession {
  sessionId: string;
  emailVerified: boolean;
  profile: ProfileRow | null;
  /** What the company's two-step sign-in policy needs to know (decision 0075). */
  secondFactor: SecondFactorFacts;
}

interface SessionRules {
  cookieName: string;
  dataCookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const rulesOf = new WeakMap<Services['auth'], Promise<SessionRules>>();

function sessionRules(auth: Services['auth']): Promise<SessionRules> {
  let rules = rulesOf.get(auth);
  if (!rules) {
    rules = auth.$context.then((ctx) => ({
      cookieName: ctx.authCookies.sessionToken.name,
      dataCookieName: ctx.authCookies.sessionData.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    // A failure is not kept: the next request asks again.
    rules.catch(() => rulesOf.delete(auth));
    rulesOf.set(auth, rules);
  }
  return rules;
}

/** A base64 SHA-256 digest as Better Auth writes it (atob refuses anything else, so must we). */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** How many times the header names this cookie: parsers disagree on which copy wins, so we ask for one. */
function occurrences(cookieHeader: string, name: string): number {
  let count = 0;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) count++;
  }
  return count;
}

/** How many verified cookie values are remembered per secret (a few bytes each; bounded, not LRU). */
const VERIFIED_KEPT = 4096;
const verifiedBySecret = new Map<string, Map<string, string>>();

/**
 * The token of a cookie value `token.signature` whose signature is Better Auth's HMAC-SHA256 of it.
 * A value once verified is remembered: the HMAC is a pure function of the value and the secret, so
 * the answer cannot change, and computing it cost about 28 µs of every signed-in request (the four
 * calls of one page send the same cookie). Only values that verified are kept, so a stream of forged
 * cookies cannot fill the memory; when full, the memory starts again.
 */
export function verifiedToken(value: string, secret: string): string | null {
  let verified = verifiedBySecret.get(secret);
  const known = verified?.get(value);
  if (known !== undefined) return known;
  const token = checkSignature(value, secret);
  if (token === null) return null;
  if (!verified) {
    verified = new Map();
    verifiedBySecret.set(secret, verified);
  }
  if (verified.size >= VERIFIED_KEPT) verified.clear();
  verified.set(value, token);
  return token;
}

function checkSignature(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // The same shape check as Better Auth's: a base64 SHA-256 digest is 44 characters.
  if (!SIGNATURE.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * The session of a token with its user's verification, profile and company session policy (joined by
 * primary key, so the policy costs no query of its own: decision 0074): built once, run on every request.
 */
const sessionByToken = reusableQuery((db) =>
  db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      hasPasskey: hasPasskeyColumn(session.userId),
      profile: profiles,
      lifetimeHours: companySecurityPolicy.sessionLifetimeHours,
      idleTimeoutMinutes: companySecurityPolicy.idleTimeoutMinutes,
      // The company's policy rides along (a primary-key join), so the two-step rule costs no query.
      policy: secondFactorPolicyColumns,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, session.userId))
    .leftJoin(companySecurityPolicy, eq(companySecurityPolicy.companyId, profiles.companyId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1),
);

/**
 * The signed-in session of a request, in one query (session, user and profile joined), or
 * `undefined` when only Better Auth itself should decide. Better Auth's own check costs two queries
 * and a few milliseconds of its request machinery on every API call; this path reads the same
 * cookie, verifies the same signature with the same secret and checks the same expiry, and it
 * hands every other case back to Better Auth: no cookie or a bad signature, the cookie named twice,
 * an unknown or expired session (it deletes it and clears the cookie), a session due to be extended
 * (it extends it), and a leftover cookie-cache cookie (it clears it). See decision 0031.
 * `null`: the session was found and the company's session policy has ended it (decision 0074).
 */
export async function findActiveSession(
  cookieHeader: string,
  services: Services,
): Promise<ActiveSession | null | undefined> {
  const rules = await sessionRules(services.auth);
  const cookies = parseCookies(cookieHeader);
  const value = cookies.get(rules.cookieName);
  if (!value || cookies.has(rules.dataCookieName)) return undefined;
  // Two session cookies (one planted by a sibling subdomain, say): Better Auth decides which counts,
  // so the viewer is always the session its own calls in this request act on.
  if (occurrences(cookieHeader, rules.cookieName) !== 1) return undefined;
  const token = verifiedToken(value, rules.secret);
  if (!token) return undefined;
  const [row] = await sessionByToken(services.database.db, { token });
  if (!row) return undefined;
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  if (expiresAt <= now) return undefined;
  // The company's session lifetime and idle time-out: such a session ends here, for good.
  if (sessionEnded(row, now)) {
    await endSession(services.database.db, row.sessionId);
    return null;
  }
  // Better Auth extends a session once a day of use (updateAge): let it, when that is due and the
  // company's lifetime leaves room (a session cut to an 8-hour lifetime is never extended).
  if (expiresAt - rules.expiresInMs + rules.updateAgeMs <= now && expiresAt < sessionLifetimeEnd(row)) {
    return undefined;
  }
  if (activityDue(row.lastActiveAt, now)) touchSession(services.database.db, row.sessionId);
  return {
    sessionId: row.sessionId,
    emailVerified: row.emailVerified,
    profile: row.profile,
    secondFactor: { enrolled: row.twoFactorEnabled || row.hasPasskey, policy: row.policy },
  };
}
