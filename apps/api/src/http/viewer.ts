import type { ProfileStatus } from '@competencyhub/domain/account-status';
import { isSystemLevel, type Role, roleOrDefault } from '@competencyhub/domain/roles';
import type { SecondFactorDemand } from '@competencyhub/domain/schemas/two-factor';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { session } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import { companySecurityPolicy } from '../db/schema/security.ts';
import { forwardCookies } from '../modules/auth/cookies.ts';
import { endSession, sessionEnded } from '../modules/auth/session-policy.ts';
import type { ProfileRow } from '../modules/profiles/repo.ts';
import type { Services } from '../services.ts';
import { hasPasskeyColumn, secondFactorDemand, secondFactorPolicyColumns } from './second-factor-gate.ts';
import { type ActiveSession, findActiveSession } from './session-lookup.ts';

/** The signed-in caller, as every route sees it. */
export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  fullName: string;
  role: Role;
  status: ProfileStatus;
  /** The company the profile belongs to. */
  companyId: string;
  managedCompanyId: string | null;
  /** The company this request acts on: a system-level user's managed company, else their own. */
  tenantId: string;
  /** The profile row and e-mail confirmation as loaded with the session, for /me. */
  profile: ProfileRow;
  emailVerified: boolean;
  /** What the company's two-step sign-in policy asks of them now (decision 0075). */
  secondFactor: SecondFactorDemand;
}

const cache = new WeakMap<FastifyRequest, Viewer | null>();

export function authHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  if (req.headers.cookie) headers.set('cookie', req.headers.cookie);
  if (req.headers['user-agent']) headers.set('user-agent', req.headers['user-agent']);
  // Better Auth reads the client IP from this header only; we set it from the socket (see decisions).
  headers.set('x-forwarded-for', req.ip);
  return headers;
}

/**
 * The caller of a request, or null. With `reply`, cookies Better Auth sets while checking (a
 * session extended by a day of use, a stale cookie cleared) go back to the browser.
 */
export async function loadViewer(
  req: FastifyRequest,
  services: Services,
  reply?: FastifyReply,
): Promise<Viewer | null> {
  if (cache.has(req)) return cache.get(req) ?? null;
  let viewer: Viewer | null = null;
  const cookie = req.headers.cookie;
  if (cookie?.includes('session_token')) {
    // null: the company's session policy has just ended it; undefined: Better Auth decides.
    const quick = await findActiveSession(cookie, services);
    const found = quick === undefined ? await askBetterAuth(req, services, reply) : quick;
    const profile = found?.profile;
    if (found && profile && profile.status !== 'deactivated') {
      const role = roleOrDefault(profile.role);
      const managed = isSystemLevel(role) ? profile.managedCompanyId : null;
      viewer = {
        userId: profile.id,
        sessionId: found.sessionId,
        email: profile.email,
        fullName: profile.fullName,
        role,
        status: profile.status as ProfileStatus,
        companyId: profile.companyId,
        managedCompanyId: managed,
        tenantId: managed ?? profile.companyId,
        profile,
        emailVerified: found.emailVerified,
        secondFactor: secondFactorDemand(role, found.secondFactor),
      };
    }
  }
  cache.set(req, viewer);
  return viewer;
}

function getSessionWithHeaders(req: FastifyRequest, services: Services) {
  return services.auth.api.getSession({
    headers: authHeaders(req),
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
}

/** Better Auth's own session check, for every case the one-query path hands back (see session-lookup). */
async function askBetterAuth(
  req: FastifyRequest,
  services: Services,
  reply: FastifyReply | undefined,
): Promise<ActiveSession | null> {
  let found: Awaited<ReturnType<typeof getSessionWithHeaders>>;
  try {
    found = await getSessionWithHeaders(req, services);
  } catch (error) {
    // Better Auth refuses with an error in a race (the session deleted while it was being extended):
    // that is "signed out", and a public route (signing in again) must still run.
    if (!isAPIError(error)) throw error;
    if (reply && error.headers instanceof Headers) forwardCookies(error.headers, reply);
    return null;
  }
  const { headers, response: authSession } = found;
  if (reply) forwardCookies(headers, reply);
  if (!authSession) return null;
  const row = await profileWithPolicy(services, authSession.session.id);
  if (!row) return null;
  // The company's session policy holds on this path too (decision 0074).
  if (sessionEnded(row)) {
    await endSession(services.database.db, authSession.session.id);
    return null;
  }
  return {
    sessionId: authSession.session.id,
    emailVerified: authSession.user.emailVerified,
    profile: row.profile,
    secondFactor: {
      enrolled:
        (authSession.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true ||
        row.hasPasskey === true,
      policy: row.policy ?? null,
    },
  };
}

/** The session's person and times with their company's session policy, in one query. */
async function profileWithPolicy(services: Services, sessionId: string) {
  const [row] = await services.database.db
    .select({
      profile: profiles,
      createdAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
      lifetimeHours: companySecurityPolicy.sessionLifetimeHours,
      idleTimeoutMinutes: companySecurityPolicy.idleTimeoutMinutes,
      policy: secondFactorPolicyColumns,
      hasPasskey: hasPasskeyColumn(session.userId),
    })
    .from(session)
    .leftJoin(profiles, eq(profiles.id, session.userId))
    .leftJoin(companySecurityPolicy, eq(companySecurityPolicy.companyId, profiles.companyId))
    .where(eq(session.id, sessionId))
    .limit(1);
  return row ?? null;
}

const isAPIError = (error: unknown): error is APIError => error instanceof APIError;

export function forgetViewer(req: FastifyRequest) {
  cache.delete(req);
}

/**
 * One's own things (assessments, career and development plans) live in one's own company. A system
 * admin or owner managing a customer acts on that customer for the company's work, but "my" pages
 * stay about themself: such calls run on the viewer's own company.
 */
export const personal = (viewer: Viewer): Viewer => ({ ...viewer, tenantId: viewer.companyId });

/** Oneself (no id, or one's own) in one's own company; anyone else in the company acted on. */
export const about = (viewer: Viewer, personId: string | undefined): Viewer =>
  personId === undefined || personId === viewer.userId ? personal(viewer) : viewer;
