import { Ok } from '@competencyhub/domain/schemas/common';
import { PasskeySignInInput, WebAuthnOptions } from '@competencyhub/domain/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passkey, user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { authHeaders } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import { forwardCookies } from './cookies.ts';
import { allowedSignInMethods } from './sign-in-methods.ts';

/**
 * "Sign in with a passkey" (decision 0075): the browser asks for options (a challenge Better Auth
 * keeps in its signed cookie), the authenticator signs it, and the answer becomes a session. The
 * passkey names the account, so the same per-account budget as the password applies, and the
 * company's `sign_in_methods` is checked before Better Auth makes the session.
 */
export function passkeySignInRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const { config, rateLimiter, database } = services;
  const ipLimit = { max: config.RATE_LIMIT_IP_MAX, windowSeconds: config.RATE_LIMIT_IP_WINDOW_SECONDS };
  const accountLimit = {
    max: config.RATE_LIMIT_ACCOUNT_MAX,
    windowSeconds: config.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
  };

  r.publicPost(
    '/api/v1/auth/passkey-sign-in/options',
    { response: WebAuthnOptions },
    async ({ req, reply }) => {
      await rateLimiter.hit(`ip:sign-in:${clientKey(req.ip)}`, ipLimit);
      const result = await services.auth.api.generatePasskeyAuthenticationOptions({
        headers: authHeaders(req),
        returnHeaders: true,
      });
      forwardCookies(result.headers, reply);
      return result.response as unknown as Record<string, unknown>;
    },
  );

  r.publicPost(
    '/api/v1/auth/passkey-sign-in',
    { body: PasskeySignInInput, response: Ok },
    async ({ req, reply, body }) => {
      await rateLimiter.hit(`ip:sign-in:${clientKey(req.ip)}`, ipLimit);
      const credentialId = typeof body.response.id === 'string' ? body.response.id : '';
      const [owner] = await database.db
        .select({
          id: profiles.id,
          companyId: profiles.companyId,
          status: profiles.status,
          email: user.email,
        })
        .from(passkey)
        .innerJoin(user, eq(user.id, passkey.userId))
        .innerJoin(profiles, eq(profiles.id, passkey.userId))
        .where(eq(passkey.credentialID, credentialId))
        .limit(1);
      if (!owner) throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.passkeyUnknown);
      const audit = (action: 'sign_in.failed' | 'sign_in.succeeded' | 'sign_in.rate_limited', details = {}) =>
        writeAudit(database.db, req, {
          action,
          companyId: owner.companyId,
          actorId: owner.id,
          actorEmail: owner.email,
          details: { ...details, method: 'passkey' },
        });
      const accountKey = `account:${owner.email}`;
      try {
        await rateLimiter.hit(accountKey, accountLimit);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') await audit('sign_in.rate_limited');
        throw error;
      }
      if (owner.status === 'deactivated') {
        await audit('sign_in.failed', { reason: 'deactivated' });
        throw new AppError(
          'ACCOUNT_DEACTIVATED',
          'This account has been deactivated. Contact your administrator.',
        );
      }
      if (!(await allowedSignInMethods(database.db, owner.companyId)).includes('passkey')) {
        await audit('sign_in.failed', { reason: 'method_not_allowed' });
        throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.passkeysNotAllowed);
      }
      let result: { headers: Headers };
      try {
        result = await services.auth.api.verifyPasskeyAuthentication({
          // Its shape is SimpleWebAuthn's to check: anything else fails verification.
          body: { response: body.response as never },
          headers: authHeaders(req),
          returnHeaders: true,
        });
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        const code = (error.body as { code?: string } | undefined)?.code ?? 'UNKNOWN';
        await audit('sign_in.failed', { reason: code });
        if (code === 'CHALLENGE_NOT_FOUND')
          throw new AppError('INVALID_TOKEN', TWO_FACTOR_MESSAGES.passkeyExpired);
        throw new AppError('INVALID_CREDENTIALS', TWO_FACTOR_MESSAGES.passkeyNotVerified);
      }
      const now = new Date();
      await database.db
        .update(passkey)
        .set({ lastUsedAt: now })
        .where(eq(passkey.credentialID, credentialId));
      await database.db.update(profiles).set({ lastSignInAt: now }).where(eq(profiles.id, owner.id));
      await rateLimiter.reset(accountKey);
      await audit('sign_in.succeeded');
      forwardCookies(result.headers, reply);
      return { ok: true } as const;
    },
  );
}
