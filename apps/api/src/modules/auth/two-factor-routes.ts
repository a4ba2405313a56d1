import { Ok } from '@competencyhub/domain/schemas/common';
import {
  ConfirmTotpInput,
  PasswordConfirmation,
  RecoveryCodes,
  TotpSetup,
  TwoFactorStatus,
} from '@competencyhub/domain/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passkey, twoFactor, user } from '../../db/schema/auth.ts';
import { AppError } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { authHeaders, type Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import { forwardCookies } from './cookies.ts';

function betterAuthCode(error: unknown): string | undefined {
  if (error instanceof APIError) return (error.body as { code?: string } | undefined)?.code;
  return undefined;
}

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 'Some fields need attention', { errors: { [field]: [message] } });

/** Better Auth's refusals in our shape; anything else is a fault and goes on as one. */
function translate(error: unknown): never {
  switch (betterAuthCode(error)) {
    case 'INVALID_PASSWORD':
      throw fieldError('password', TWO_FACTOR_MESSAGES.wrongPassword);
    case 'INVALID_CODE':
      throw fieldError('code', TWO_FACTOR_MESSAGES.wrongCode);
    case 'TOTP_ALREADY_ENABLED':
      throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
    case 'TOTP_NOT_ENABLED':
      throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notStarted);
    case 'BACKUP_CODES_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
      throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
    default:
      throw error;
  }
}

/** The secret an otpauth:// URI carries, for typing into an app by hand. */
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/**
 * Setting up two-step sign-in on one's profile (decision 0075): start with the password (the app's
 * secret and recovery codes come back once), confirm with a code, new recovery codes, turn it off.
 * Open to a person whose company's grace period has run out, so they can enrol.
 */
export function twoFactorRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const { config, rateLimiter, database } = services;
  const ipLimit = { max: config.RATE_LIMIT_IP_MAX, windowSeconds: config.RATE_LIMIT_IP_WINDOW_SECONDS };
  const accountLimit = {
    max: config.RATE_LIMIT_ACCOUNT_MAX,
    windowSeconds: config.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
  };
  /** Password and code guesses share the sign-in's per-account budget. */
  const limit = async (req: FastifyRequest, viewer: Viewer) => {
    await rateLimiter.hit(`ip:two-factor:${clientKey(req.ip)}`, ipLimit);
    await rateLimiter.hit(`account:${viewer.email}`, accountLimit);
  };
  const call = <T>(req: FastifyRequest, run: (headers: Headers) => Promise<T>) =>
    run(authHeaders(req)).catch(translate);
  const audit = (req: FastifyRequest, viewer: Viewer, action: Parameters<typeof writeAudit>[2]['action']) =>
    writeAudit(database.db, req, {
      action,
      companyId: viewer.companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'user',
      targetId: viewer.userId,
    });

  r.get('/api/v1/auth/two-factor', 'session', { response: TwoFactorStatus }, async ({ viewer }) => {
    const [row] = await database.db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, viewer.userId))
      .limit(1);
    const enabled = row?.enabled === true;
    let left: number | null = null;
    if (enabled) {
      const codes = await services.auth.api.viewBackupCodes({ body: { userId: viewer.userId } });
      left = codes.backupCodes.length;
    }
    return { totpEnabled: enabled, recoveryCodesLeft: left, demand: viewer.secondFactor };
  });

  r.post(
    '/api/v1/auth/two-factor/setup',
    'session',
    { body: PasswordConfirmation, response: TotpSetup },
    async ({ req, body, viewer }) => {
      await limit(req, viewer);
      const started = await call(req, (headers) =>
        services.auth.api.enableTwoFactor({ body: { password: body.password }, headers }),
      );
      if (!('totpURI' in started) || !started.totpURI)
        throw new AppError('INTERNAL', 'No authenticator secret');
      return {
        totpUri: started.totpURI,
        secret: secretOf(started.totpURI),
        recoveryCodes: started.backupCodes ?? [],
      };
    },
  );

  r.post(
    '/api/v1/auth/two-factor/confirm',
    'session',
    { body: ConfirmTotpInput, response: Ok },
    async ({ req, reply, body, viewer }) => {
      await limit(req, viewer);
      const [pending] = await database.db
        .select({ verified: twoFactor.verified })
        .from(twoFactor)
        .where(eq(twoFactor.userId, viewer.userId))
        .limit(1);
      if (!pending) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notStarted);
      if (pending.verified) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.alreadyEnabled);
      // Better Auth turns it on and replaces the session (a new cookie goes back).
      const result = await call(req, (headers) =>
        services.auth.api.verifyTOTP({ body: { code: body.code }, headers, returnHeaders: true }),
      );
      forwardCookies(result.headers, reply);
      await rateLimiter.reset(`account:${viewer.email}`);
      await audit(req, viewer, 'two_factor.enabled');
      return { ok: true } as const;
    },
  );

  r.post(
    '/api/v1/auth/two-factor/recovery-codes',
    'session',
    { body: PasswordConfirmation, response: RecoveryCodes },
    async ({ req, body, viewer }) => {
      await limit(req, viewer);
      await assertEnabled(viewer);
      const result = await call(req, (headers) =>
        services.auth.api.generateBackupCodes({ body: { password: body.password }, headers }),
      );
      await audit(req, viewer, 'recovery_codes.regenerated');
      return { recoveryCodes: result.backupCodes };
    },
  );

  r.post(
    '/api/v1/auth/two-factor/disable',
    'session',
    { body: PasswordConfirmation, response: Ok },
    async ({ req, reply, body, viewer }) => {
      await limit(req, viewer);
      await assertEnabled(viewer);
      // The company asks this person for a second factor: turning off their only one is refused.
      if (viewer.secondFactor.required) {
        const [key] = await database.db
          .select({ id: passkey.id })
          .from(passkey)
          .where(eq(passkey.userId, viewer.userId))
          .limit(1);
        if (!key) throw new AppError('RULE_BROKEN', TWO_FACTOR_MESSAGES.requiredByPolicy);
      }
      const result = await call(req, (headers) =>
        services.auth.api.disableTwoFactor({
          body: { password: body.password },
          headers,
          returnHeaders: true,
        }),
      );
      forwardCookies(result.headers, reply);
      await audit(req, viewer, 'two_factor.disabled');
      return { ok: true } as const;
    },
  );

  async function assertEnabled(viewer: Viewer) {
    const [row] = await database.db
      .select({ id: twoFactor.id })
      .from(twoFactor)
      .where(and(eq(twoFactor.userId, viewer.userId), eq(twoFactor.verified, true)))
      .limit(1);
    if (!row) throw new AppError('CONFLICT', TWO_FACTOR_MESSAGES.notEnabled);
  }
}
