import {
  ChangePasswordInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  SignInInput,
  SignInResult,
  SignUpInput,
  SignUpResult,
  VerifyEmailInput,
  VerifyEmailResult,
} from '@competencyhub/domain/schemas/auth';
import { Ok } from '@competencyhub/domain/schemas/common';
import { PASSWORD_RESET_REQUIRED } from '@competencyhub/domain/schemas/it-admin-sessions';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { session, user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { AppError } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { authHeaders } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { noteFailedSignIn, recordSecurityEvent } from '../it-admin/security-alerts-record.ts';
import { assertCompanyPasswordLength } from '../it-admin/security-policy-password.ts';
import { findProfileByUserId } from '../profiles/repo.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import { hashPassword } from './better-auth.ts';
import { forwardCookies } from './cookies.ts';
import { assertStrongPassword } from './password-strength.ts';
import { invalidateResetLinks, resetLinkOwner } from './reset-links.ts';
import { allowedSignInMethods } from './sign-in-methods.ts';
import { signUp } from './sign-up.ts';
import { verifyEmail } from './verify-email.ts';

/** Reset e-mails per address per hour, so nobody can flood someone's inbox. */
const RESET_MAILS_PER_HOUR = { max: 5, windowSeconds: 3600 };
const VERIFICATION_MAILS_PER_HOUR = { max: 5, windowSeconds: 3600 };

function betterAuthCode(error: unknown): string | undefined {
  if (error instanceof APIError) return (error.body as { code?: string } | undefined)?.code;
  return undefined;
}

/** Better Auth's answer to a right password of an account with two-step sign-in on. */
const needsSecondStep = (response: unknown) =>
  typeof response === 'object' && response !== null && 'twoFactorRedirect' in response;

export function authRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const { config, rateLimiter, database } = services;
  const ipLimit = { max: config.RATE_LIMIT_IP_MAX, windowSeconds: config.RATE_LIMIT_IP_WINDOW_SECONDS };
  const accountLimit = {
    max: config.RATE_LIMIT_ACCOUNT_MAX,
    windowSeconds: config.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
  };
  const limitIp = (req: FastifyRequest, name: string) =>
    rateLimiter.hit(`ip:${name}:${clientKey(req.ip)}`, ipLimit);

  r.publicPost(
    '/api/v1/auth/sign-up',
    { body: SignUpInput, response: SignUpResult },
    async ({ req, reply, body }) => {
      await limitIp(req, 'sign-up');
      try {
        return await signUp(services, body, req, reply);
      } catch (error) {
        // Lost a race with another sign-up of the same e-mail: answer as for any existing e-mail.
        if (error instanceof APIError) {
          const [taken] = await database.db
            .select({ id: user.id })
            .from(user)
            .where(eq(user.email, body.email))
            .limit(1);
          if (taken) return { outcome: 'check_email' } as const;
        }
        throw error;
      }
    },
  );

  r.publicPost(
    '/api/v1/auth/sign-in',
    { body: SignInInput, response: SignInResult },
    async ({ req, reply, body }) => {
      // A phone number stands for the account it was given to; the password is checked against that.
      const [profile] = await database.db
        .select({
          id: profiles.id,
          companyId: profiles.companyId,
          status: profiles.status,
          email: user.email,
          resetRequired: profiles.passwordResetRequiredAt,
        })
        .from(profiles)
        .innerJoin(user, eq(user.id, profiles.id))
        .where(body.phone ? eq(profiles.phone, body.phone) : eq(user.email, body.email ?? ''))
        .limit(1);
      const email = body.email ?? profile?.email ?? null;
      const audit = (
        action:
          | 'sign_in.failed'
          | 'sign_in.rate_limited'
          | 'sign_in.succeeded'
          | 'sign_in.second_factor_required',
        details = {},
      ) =>
        writeAudit(database.db, req, {
          action,
          companyId: profile?.companyId ?? null,
          actorId: profile?.id ?? null,
          actorEmail: email,
          details: body.phone ? { ...details, phone: body.phone } : details,
        });

      // Counted before the password is checked, atomically, so parallel guesses cannot slip past; an
      // account's e-mail and phone share one budget.
      const accountKey = `account:${email ?? body.phone}`;
      const account = {
        key: email ?? body.phone ?? '',
        companyId: profile?.companyId ?? null,
        accountId: profile?.id ?? null,
        email,
      };
      try {
        await limitIp(req, 'sign-in');
        // Locked: every sign-in of the account is refused, the right password too, until its window ends.
        await rateLimiter.hit(accountKey, accountLimit, (retryAfter) =>
          recordSecurityEvent(database.db, req, {
            kind: 'account_locked',
            companyId: account.companyId,
            accountId: account.accountId,
            email,
            details: { lockedUntil: new Date(Date.now() + retryAfter * 1000).toISOString() },
          }),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') await audit('sign_in.rate_limited');
        throw error;
      }

      const result = email
        ? await services.auth.api
            .signInEmail({
              body: { email, password: body.password },
              headers: authHeaders(req),
              returnHeaders: true,
            })
            .catch((error: unknown) => {
              if (error instanceof APIError) return null;
              throw error;
            })
        : await hashPassword(body.password).then(() => null); // an unknown phone takes as long as a wrong password
      if (!result) {
        await audit('sign_in.failed', { reason: 'invalid_credentials' });
        await noteFailedSignIn(database, rateLimiter, req, account);
        throw new AppError('INVALID_CREDENTIALS', 'Invalid e-mail, phone number or password');
      }

      const response = result.response as { user?: { id: string } };
      const userId = response.user?.id ?? profile?.id;
      if (!profile || !userId || profile.status === 'deactivated') {
        if (userId) await database.db.delete(session).where(eq(session.userId, userId));
        await audit('sign_in.failed', { reason: 'deactivated' });
        throw new AppError(
          'ACCOUNT_DEACTIVATED',
          'This account has been deactivated. Contact your administrator.',
        );
      }
      // An IT administrator forced a password reset (decision 0074): the old password no longer signs in.
      if (profile.resetRequired) {
        await database.db.delete(session).where(eq(session.userId, userId));
        await audit('sign_in.failed', { reason: 'password_reset_required' });
        throw new AppError('PASSWORD_RESET_REQUIRED', PASSWORD_RESET_REQUIRED);
      }
      // The company may allow passkeys only (decision 0075): a right password then opens nothing.
      if (!(await allowedSignInMethods(database.db, profile.companyId)).includes('password')) {
        const token = (result.response as { token?: string | null }).token;
        if (token) await database.db.delete(session).where(eq(session.token, token));
        await audit('sign_in.failed', { reason: 'method_not_allowed' });
        throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.passwordNotAllowed);
      }
      if (needsSecondStep(result.response)) {
        // Better Auth deleted the session and set its two-factor cookie: the code comes next
        // (two-factor-sign-in.ts). The account's budget is not reset until the second step passes.
        await audit('sign_in.second_factor_required');
        forwardCookies(result.headers, reply);
        return { ok: true, secondStep: 'totp' } as const;
      }
      await rateLimiter.reset(accountKey);
      // The spec's update_user_last_login.
      await database.db.update(profiles).set({ lastSignInAt: new Date() }).where(eq(profiles.id, userId));
      await audit('sign_in.succeeded');
      forwardCookies(result.headers, reply);
      return { ok: true } as const;
    },
  );

  r.publicPost('/api/v1/auth/sign-out', { response: Ok }, async ({ req, reply }) => {
    if (!req.headers.cookie) return { ok: true } as const;
    try {
      const result = await services.auth.api.signOut({ headers: authHeaders(req), returnHeaders: true });
      forwardCookies(result.headers, reply);
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
    }
    return { ok: true } as const;
  });

  r.publicPost(
    '/api/v1/auth/password-reset/request',
    { body: RequestPasswordResetInput, response: Ok },
    async ({ req, body }) => {
      await limitIp(req, 'password-reset');
      // Same answer whether or not the e-mail has an account, or has had too many links already.
      const { count } = await rateLimiter.increment(`mail:reset:${body.email}`, RESET_MAILS_PER_HOUR);
      if (count <= RESET_MAILS_PER_HOUR.max) {
        await services.auth.api.requestPasswordReset({
          body: { email: body.email },
          headers: authHeaders(req),
        });
      }
      return { ok: true } as const;
    },
  );

  r.publicPost(
    '/api/v1/auth/password-reset/confirm',
    { body: ResetPasswordInput, response: Ok },
    async ({ req, body }) => {
      await limitIp(req, 'password-reset');
      const invalidLink = () =>
        new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired. Ask for a new one.');
      const userId = await resetLinkOwner(database.db, body.token);
      if (!userId) throw invalidLink();
      // Checked before Better Auth consumes the link, so a refused password leaves it usable.
      const [owner] = await database.db
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      if (!owner) throw invalidLink();
      assertStrongPassword(body.newPassword, owner, 'newPassword');
      const ownerProfile = await findProfileByUserId(database.db, userId);
      await assertCompanyPasswordLength(
        database,
        ownerProfile?.companyId ?? null,
        body.newPassword,
        'newPassword',
      );
      try {
        await services.auth.api.resetPassword({ body: { token: body.token, newPassword: body.newPassword } });
      } catch (error) {
        if (error instanceof APIError) throw invalidLink();
        throw error;
      }
      await invalidateResetLinks(database.db, userId);
      // A reset an IT administrator forced is done: password sign-in works again.
      await database.db
        .update(profiles)
        .set({ passwordResetRequiredAt: null })
        .where(eq(profiles.id, userId));
      await writeAudit(database.db, req, {
        action: 'password.reset',
        companyId: ownerProfile?.companyId ?? null,
        actorId: ownerProfile?.id ?? null,
        actorEmail: ownerProfile?.email ?? null,
      });
      return { ok: true } as const;
    },
  );

  r.post(
    '/api/v1/auth/change-password',
    'session',
    { body: ChangePasswordInput, response: Ok },
    async ({ req, reply, body, viewer }) => {
      await limitIp(req, 'change-password');
      const accountKey = `account:${viewer.email}`;
      await rateLimiter.hit(accountKey, accountLimit);
      assertStrongPassword(body.newPassword, { email: viewer.email, name: viewer.fullName }, 'newPassword');
      await assertCompanyPasswordLength(database, viewer.companyId, body.newPassword, 'newPassword');
      try {
        const result = await services.auth.api.changePassword({
          body: {
            currentPassword: body.currentPassword,
            newPassword: body.newPassword,
            revokeOtherSessions: body.revokeOtherSessions,
          },
          headers: authHeaders(req),
          returnHeaders: true,
        });
        forwardCookies(result.headers, reply);
      } catch (error) {
        if (betterAuthCode(error) === 'INVALID_PASSWORD') {
          throw new AppError('VALIDATION_FAILED', 'Some fields need attention', {
            errors: { currentPassword: ['Current password is incorrect'] },
          });
        }
        throw error;
      }
      await rateLimiter.reset(accountKey);
      await invalidateResetLinks(database.db, viewer.userId);
      await writeAudit(database.db, req, {
        action: 'password.changed',
        companyId: viewer.companyId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        details: { revokedOtherSessions: body.revokeOtherSessions },
      });
      return { ok: true } as const;
    },
  );

  r.publicPost(
    '/api/v1/auth/verify-email',
    { body: VerifyEmailInput, response: VerifyEmailResult },
    async ({ req, body }) => {
      await limitIp(req, 'verify-email');
      return verifyEmail(services, body.token, req);
    },
  );

  r.post('/api/v1/auth/verification-email', 'session', { response: Ok }, async ({ viewer }) => {
    await rateLimiter.hit(`mail:verify:${viewer.email}`, VERIFICATION_MAILS_PER_HOUR);
    // Better Auth quietly skips an address that is already confirmed.
    await services.auth.api.sendVerificationEmail({ body: { email: viewer.email } });
    return { ok: true } as const;
  });
}
