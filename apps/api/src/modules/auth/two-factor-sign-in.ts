import { SignInResult } from '@competencyhub/domain/schemas/auth';
import { SecondStepInput } from '@competencyhub/domain/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import { APIError } from 'better-auth/api';
import { parseCookies } from 'better-auth/cookies';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { user, verification } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { verifiedToken } from '../../http/session-lookup.ts';
import { authHeaders } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import { forwardCookies } from './cookies.ts';

/** Better Auth's two-factor cookie (signed like the session cookie): which sign-in waits for a code. */
async function pendingSignIn(req: FastifyRequest, services: Services) {
  const cookieHeader = req.headers.cookie;
  if (!cookieHeader) return null;
  const ctx = await services.auth.$context;
  const value = parseCookies(cookieHeader).get(ctx.createAuthCookie('two_factor').name);
  const identifier = value ? verifiedToken(value, ctx.secret) : null;
  if (!identifier) return null;
  const [row] = await services.database.db
    .select({ id: profiles.id, companyId: profiles.companyId, status: profiles.status, email: user.email })
    .from(verification)
    .innerJoin(user, eq(sql`${user.id}::text`, verification.value))
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

function betterAuthCode(error: unknown): string | undefined {
  if (error instanceof APIError) return (error.body as { code?: string } | undefined)?.code;
  return undefined;
}

const wrongCode = () =>
  new AppError('VALIDATION_FAILED', 'Some fields need attention', {
    errors: { code: [TWO_FACTOR_MESSAGES.wrongCode] },
  });

/**
 * The second step of a sign-in with two-step sign-in on (decision 0075): after the right password,
 * Better Auth holds the sign-in in a signed short-lived cookie; a code from the app or one recovery
 * code turns it into a session. Limited per IP and per account with the password's budget.
 */
export function twoFactorSignInRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const { config, rateLimiter, database } = services;
  const ipLimit = { max: config.RATE_LIMIT_IP_MAX, windowSeconds: config.RATE_LIMIT_IP_WINDOW_SECONDS };
  const accountLimit = {
    max: config.RATE_LIMIT_ACCOUNT_MAX,
    windowSeconds: config.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
  };

  r.publicPost(
    '/api/v1/auth/sign-in/second-step',
    { body: SecondStepInput, response: SignInResult },
    async ({ req, reply, body }) => {
      await rateLimiter.hit(`ip:sign-in:${clientKey(req.ip)}`, ipLimit);
      const pending = await pendingSignIn(req, services);
      if (!pending) throw new AppError('INVALID_TOKEN', TWO_FACTOR_MESSAGES.challengeExpired);
      const audit = (
        action: 'sign_in.second_factor_failed' | 'sign_in.rate_limited' | 'sign_in.succeeded',
        details: Record<string, unknown> = {},
      ) =>
        writeAudit(database.db, req, {
          action,
          companyId: pending.companyId,
          actorId: pending.id,
          actorEmail: pending.email,
          details: { ...details, method: body.method },
        });
      const accountKey = `account:${pending.email}`;
      try {
        await rateLimiter.hit(accountKey, accountLimit);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') await audit('sign_in.rate_limited');
        throw error;
      }
      if (pending.status === 'deactivated') {
        throw new AppError(
          'ACCOUNT_DEACTIVATED',
          'This account has been deactivated. Contact your administrator.',
        );
      }
      const call = { body: { code: body.code }, headers: authHeaders(req), returnHeaders: true } as const;
      let result: { headers: Headers };
      try {
        result =
          body.method === 'totp'
            ? await services.auth.api.verifyTOTP(call)
            : await services.auth.api.verifyBackupCode(call);
      } catch (error) {
        const code = betterAuthCode(error);
        if (!code) throw error;
        if (error instanceof APIError && error.headers instanceof Headers)
          forwardCookies(error.headers, reply);
        await audit('sign_in.second_factor_failed', { reason: code });
        if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') throw wrongCode();
        if (code === 'ACCOUNT_TEMPORARILY_LOCKED') {
          throw new AppError('RATE_LIMITED', TWO_FACTOR_MESSAGES.locked, { retryAfterSeconds: 900 });
        }
        throw new AppError('INVALID_TOKEN', TWO_FACTOR_MESSAGES.challengeExpired);
      }
      await rateLimiter.reset(accountKey);
      await database.db.update(profiles).set({ lastSignInAt: new Date() }).where(eq(profiles.id, pending.id));
      await audit('sign_in.succeeded');
      forwardCookies(result.headers, reply);
      return { ok: true } as const;
    },
  );
}
