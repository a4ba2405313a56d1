import { Ok } from '@competencyhub/domain/schemas/common';
import {
  AddPasskeyInput,
  PASSKEYS_MAX,
  PasskeyItem,
  PasskeyList,
  PasskeyParams,
  RenamePasskeyInput,
  WebAuthnOptions,
} from '@competencyhub/domain/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import { APIError } from 'better-auth/api';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passkey, user } from '../../db/schema/auth.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { authHeaders, type Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import { forwardCookies } from './cookies.ts';

const itemColumns = {
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
};

const toItem = (row: { id: string; name: string | null; createdAt: Date; lastUsedAt: Date | null }) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Better Auth's passkey refusals in our words; anything else is a fault and goes on as one. */
function translate(error: unknown): never {
  if (!(error instanceof APIError)) throw error;
  const code = (error.body as { code?: string } | undefined)?.code;
  if (code === 'CHALLENGE_NOT_FOUND') throw new AppError('INVALID_TOKEN', TWO_FACTOR_MESSAGES.passkeyExpired);
  if (code === 'SESSION_NOT_FRESH') throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.signInAgain);
  throw new AppError('VALIDATION_FAILED', TWO_FACTOR_MESSAGES.passkeyNotVerified);
}

/**
 * A person's passkeys on their profile (decision 0075): add one (WebAuthn registration through
 * Better Auth's passkey plugin, named by the person), list, rename, remove. Open to someone whose
 * company's grace period has run out, so they can enrol with a passkey.
 */
export function passkeyRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const { config, rateLimiter, database } = services;
  const ipLimit = { max: config.RATE_LIMIT_IP_MAX, windowSeconds: config.RATE_LIMIT_IP_WINDOW_SECONDS };
  const audit = (
    req: FastifyRequest,
    viewer: Viewer,
    action: 'passkey.added' | 'passkey.renamed' | 'passkey.removed',
    id: string,
  ) =>
    writeAudit(database.db, req, {
      action,
      companyId: viewer.companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'passkey',
      targetId: id,
    });
  const countOf = async (userId: string) =>
    (await database.db.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId)))[0]?.n ?? 0;

  r.get('/api/v1/auth/passkeys', 'session', { response: PasskeyList }, async ({ viewer }) => {
    const rows = await database.db
      .select(itemColumns)
      .from(passkey)
      .where(eq(passkey.userId, viewer.userId))
      .orderBy(asc(passkey.createdAt))
      .limit(PASSKEYS_MAX);
    return { items: rows.map(toItem) };
  });

  r.post(
    '/api/v1/auth/passkeys/options',
    'session',
    { response: WebAuthnOptions },
    async ({ req, reply, viewer }) => {
      await rateLimiter.hit(`ip:passkey:${clientKey(req.ip)}`, ipLimit);
      if ((await countOf(viewer.userId)) >= PASSKEYS_MAX) {
        throw new AppError('RULE_BROKEN', TWO_FACTOR_MESSAGES.tooManyPasskeys);
      }
      const result = await services.auth.api
        .generatePasskeyRegistrationOptions({ headers: authHeaders(req), returnHeaders: true })
        .catch(translate);
      // The challenge rides in Better Auth's signed cookie until the browser answers.
      forwardCookies(result.headers, reply);
      return result.response as unknown as Record<string, unknown>;
    },
  );

  r.post(
    '/api/v1/auth/passkeys',
    'session',
    { body: AddPasskeyInput, response: PasskeyItem },
    async ({ req, reply, body, viewer }) => {
      await rateLimiter.hit(`ip:passkey:${clientKey(req.ip)}`, ipLimit);
      if ((await countOf(viewer.userId)) >= PASSKEYS_MAX) {
        throw new AppError('RULE_BROKEN', TWO_FACTOR_MESSAGES.tooManyPasskeys);
      }
      const result = await services.auth.api
        .verifyPasskeyRegistration({
          body: { response: body.response as never, name: body.name },
          headers: authHeaders(req),
          returnHeaders: true,
        })
        .catch(translate);
      forwardCookies(result.headers, reply);
      const id = (result.response as { id: string }).id;
      const [row] = await database.db.select(itemColumns).from(passkey).where(eq(passkey.id, id)).limit(1);
      if (!row) throw new AppError('INTERNAL', 'The passkey was not stored');
      await audit(req, viewer, 'passkey.added', id);
      return toItem(row);
    },
  );

  r.patch(
    '/api/v1/auth/passkeys/:passkeyId',
    'session',
    { params: PasskeyParams, body: RenamePasskeyInput, response: PasskeyItem },
    async ({ req, params, body, viewer }) => {
      const [row] = await database.db
        .update(passkey)
        .set({ name: body.name })
        .where(and(eq(passkey.id, params.passkeyId), eq(passkey.userId, viewer.userId)))
        .returning(itemColumns);
      if (!row) throw notFound('Passkey');
      await audit(req, viewer, 'passkey.renamed', row.id);
      return toItem(row);
    },
  );

  r.delete(
    '/api/v1/auth/passkeys/:passkeyId',
    'session',
    { params: PasskeyParams, response: Ok },
    async ({ req, params, viewer }) => {
      const [own] = await database.db
        .select({ id: passkey.id })
        .from(passkey)
        .where(and(eq(passkey.id, params.passkeyId), eq(passkey.userId, viewer.userId)))
        .limit(1);
      if (!own) throw notFound('Passkey');
      // The company asks this person for a second factor: their last one stays.
      if (viewer.secondFactor.required) {
        const [me] = await database.db
          .select({ totp: user.twoFactorEnabled })
          .from(user)
          .where(eq(user.id, viewer.userId))
          .limit(1);
        if (!me?.totp && (await countOf(viewer.userId)) <= 1) {
          throw new AppError('RULE_BROKEN', TWO_FACTOR_MESSAGES.lastFactor);
        }
      }
      await database.db.delete(passkey).where(and(eq(passkey.id, own.id), eq(passkey.userId, viewer.userId)));
      await audit(req, viewer, 'passkey.removed', own.id);
      return { ok: true } as const;
    },
  );
}
