import { randomUUID } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
} from '@competencyhub/domain/constants';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { authSchema } from '../../db/schema/auth.ts';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);
export const verifyPassword = (data: { hash: string; password: string }) =>
  verify(data.hash, data.password).catch(() => false);

export interface AuthHooks {
  sendPasswordReset(user: { id: string; email: string; name: string }, token: string): Promise<void>;
  sendEmailVerification(user: { id: string; email: string; name: string }, token: string): Promise<void>;
}

/**
 * Better Auth owns identities, credentials and sessions. Its HTTP handler is not mounted: our own
 * routes call its server API so that every auth call shares our validation, rate limits, audit
 * log and error shape.
 */
export function createAuth(config: AppConfig, database: Database, secret: string, hooks: AuthHooks) {
  return betterAuth({
    appName: 'CompetencyHub',
    baseURL: config.baseUrl,
    basePath: '/api/v1/auth',
    // The same origins as our own Origin check (http/origin-check.ts).
    trustedOrigins: config.trustedOrigins,
    secret,
    database: drizzleAdapter(database.db, { provider: 'pg', schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => hooks.sendPasswordReset(user, token),
    },
    emailVerification: {
      expiresIn: 24 * 60 * 60,
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => hooks.sendEmailVerification(user, token),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    // Our routes enforce limits per IP and per account against the database.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Two-step sign-in (decision 0075): an authenticator app's codes with recovery codes. Our routes
    // in two-factor-routes.ts call its endpoints; every sign-in asks (no "trusted device" cookie).
    plugins: [
      twoFactor({ issuer: 'CompetencyHub', backupCodeOptions: { amount: 10, length: 10 } }),
      // Passkeys (WebAuthn): the relying party is the app's own host and origin, never a request's
      // Origin header, so a passkey made here works only here.
      passkey({
        rpID: new URL(config.baseUrl).hostname,
        rpName: 'CompetencyHub',
        origin: new URL(config.baseUrl).origin,
      }),
    ],
    telemetry: { enabled: false },
    logger: { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
