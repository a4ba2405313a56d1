import { hasEnterpriseAccess } from '@competencyhub/domain/plans';
import {
  type ConfigureInternalAiInput,
  INTERNAL_AI_MESSAGES,
  type InternalAiView,
} from '@competencyhub/domain/schemas/internal-ai';
import { SUBSCRIPTION_ENDED, SUBSCRIPTION_MESSAGES } from '@competencyhub/domain/schemas/subscription';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { internalAiCalls, internalAiEndpoints } from '../../db/schema/internal-ai.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { AppError } from '../../http/errors.ts';
import { assertCallable, OutboundError } from '../../http/outbound.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { noteRefusedAddress } from '../it-admin/security-alerts-record.ts';
import { lockedSubscription } from '../subscriptions/renew-subscription.ts';
import { accessOf } from '../subscriptions/subscription-rows.ts';
import { type CallOutcome, chatCompletion } from './client.ts';
import { internalAiUsage } from './usage.ts';

/**
 * Internal AI (issue 11, spec section 4; decision 0039). On an enterprise plan the account holder
 * gives an OpenAI-compatible endpoint: saving it sets the status 'configured' and exempts the company
 * from AI billing; a health check — a real call — sets 'active', or says why not. The API key is
 * sealed by the server's SecretBox and never leaves the server; the endpoint's address is checked
 * against request forgery when saved and again on every call. No network call is made while a
 * transaction is open.
 */

type Sub = typeof subscriptions.$inferSelect;
type EndpointRow = typeof internalAiEndpoints.$inferSelect;

/** A health check answers with a few tokens; waiting longer than this says the endpoint is not usable. */
const HEALTH_CHECK_TIMEOUT_MS = 15_000;
/** One check per company at a time: the server is not a tool for calling other hosts repeatedly. */
const HEALTH_CHECK_SPACING_MS = 5_000;

const networks = (services: Services) => services.config.INTERNAL_AI_ALLOWED_NETWORKS;

async function endpointOf(tx: Tx, companyId: string): Promise<EndpointRow | null> {
  const [row] = await tx
    .select()
    .from(internalAiEndpoints)
    .where(eq(internalAiEndpoints.companyId, companyId));
  return row ?? null;
}

async function viewOf(tx: Tx, sub: Sub): Promise<InternalAiView> {
  const endpoint = await endpointOf(tx, sub.companyId);
  return {
    hasInternalAI: sub.hasInternalAi,
    internalAIStatus: sub.internalAiStatus,
    isExemptFromAIBilling: sub.exemptFromAiBilling,
    endpoint: endpoint
      ? {
          baseUrl: endpoint.baseUrl,
          model: endpoint.model,
          apiKeyHint: endpoint.apiKeyHint,
          configuredAt: endpoint.updatedAt.toISOString(),
        }
      : null,
    lastCheck:
      endpoint?.lastCheckedAt && endpoint.lastCheckReason
        ? {
            at: endpoint.lastCheckedAt.toISOString(),
            ok: endpoint.lastCheckOk === true,
            reason: endpoint.lastCheckReason,
            httpStatus: endpoint.lastCheckHttpStatus,
            responseTime: endpoint.lastCheckMs ?? 0,
          }
        : null,
    usage: await internalAiUsage(tx, sub.companyId, sub.currentPeriodStart),
  };
}

/** Spec section 8: 'Internal AI CompetencyHub requires Enterprise plan'; a run-out subscription is read-only. */
function assertEnterprise(sub: Sub, now: Date) {
  if (!hasEnterpriseAccess(sub.plan)) {
    throw new AppError('PLAN_LACKS_FEATURE', INTERNAL_AI_MESSAGES.requiresEnterprise, {
      params: { feature: 'internal_ai' },
    });
  }
  if (accessOf(sub, now) === 'read_only')
    throw new AppError(SUBSCRIPTION_ENDED, SUBSCRIPTION_MESSAGES.readOnly);
}

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: [message] } });

const ADDRESS_MESSAGES: Record<OutboundError['failure'], string> = {
  blocked_address: INTERNAL_AI_MESSAGES.blockedAddress,
  plain_http: INTERNAL_AI_MESSAGES.plainHttp,
  unresolvable: INTERNAL_AI_MESSAGES.unresolvable,
  bad_address: INTERNAL_AI_MESSAGES.baseUrlScheme,
  unreachable: INTERNAL_AI_MESSAGES.unresolvable,
  timeout: INTERNAL_AI_MESSAGES.unresolvable,
  too_large: INTERNAL_AI_MESSAGES.unresolvable,
  too_many_redirects: INTERNAL_AI_MESSAGES.unresolvable,
};

/** The address as it is kept: parsed, without a query, fragment or trailing slash. */
async function checkedBaseUrl(
  services: Services,
  raw: string,
  viewer: Viewer,
  req: FastifyRequest,
): Promise<string> {
  if (/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(raw))
    throw fieldError('baseUrl', INTERNAL_AI_MESSAGES.baseUrlCredentials);
  try {
    const url = await assertCallable(raw, networks(services));
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    // A private, loopback or link-local address is an SSRF attempt: a security alert (decision 0072).
    if (error.failure === 'blocked_address') {
      await noteRefusedAddress(services.database.db, req, {
        companyId: viewer.tenantId,
        source: 'internal_ai',
        url: raw,
        viewer,
      });
    }
    throw fieldError('baseUrl', ADDRESS_MESSAGES[error.failure]);
  }
}

const hintOf = (apiKey: string) => `…${apiKey.slice(-4)}`;

export function getInternalAi(services: Services, viewer: Viewer): Promise<InternalAiView> {
  return withTenant(services.database, viewer.tenantId, async (tx) =>
    viewOf(tx, await lockedSubscription(tx, viewer.tenantId, new Date())),
  );
}

/**
 * Saves the endpoint (status 'configured', AI billing exemption on), then checks it. A new address
 * needs the key again, so a saved key is never sent to a host it was not given for.
 */
export async function configureInternalAi(
  services: Services,
  viewer: Viewer,
  input: ConfigureInternalAiInput,
  req: FastifyRequest,
): Promise<InternalAiView> {
  const companyId = viewer.tenantId;
  // The plan first: a company without an enterprise plan hears the spec's sentence, whatever it sent.
  await withTenant(services.database, companyId, async (tx) => {
    assertEnterprise(await lockedSubscription(tx, companyId, new Date()), new Date());
  });
  const baseUrl = await checkedBaseUrl(services, input.baseUrl, viewer, req);
  const apiKey = input.apiKey?.trim() ?? '';
  await withTenant(services.database, companyId, async (tx) => {
    const now = new Date();
    const sub = await lockedSubscription(tx, companyId, now);
    assertEnterprise(sub, now);
    const saved = await endpointOf(tx, companyId);
    if (!apiKey && !saved) throw fieldError('apiKey', INTERNAL_AI_MESSAGES.apiKey);
    if (!apiKey && saved && new URL(saved.baseUrl).origin !== new URL(baseUrl).origin) {
      throw fieldError('apiKey', INTERNAL_AI_MESSAGES.keyForNewAddress);
    }
    const sealed = apiKey ? services.secretBox.seal(apiKey, companyId) : (saved?.apiKeyEncrypted as string);
    const values = {
      baseUrl,
      model: input.model,
      apiKeyEncrypted: sealed,
      apiKeyHint: apiKey ? hintOf(apiKey) : (saved?.apiKeyHint as string),
      // A changed endpoint has not been checked yet.
      lastCheckedAt: null,
      lastCheckOk: null,
      lastCheckReason: null,
      lastCheckHttpStatus: null,
      lastCheckMs: null,
      configuredBy: viewer.userId,
      updatedAt: now,
    };
    await tx
      .insert(internalAiEndpoints)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: internalAiEndpoints.companyId, set: values });
    await tx
      .update(subscriptions)
      .set({ internalAiStatus: 'configured', exemptFromAiBilling: true, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    await writeAudit(tx, req, {
      action: 'subscription.internal_ai_configured',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'subscription',
      targetId: companyId,
      // Never the key: its last four characters are enough to tell keys apart.
      details: { baseUrl, model: input.model, apiKeyChanged: Boolean(apiKey), from: sub.internalAiStatus },
    });
  });
  return checkInternalAi(services, viewer, req, { spacing: false });
}

/**
 * Calls the endpoint with a one-word prompt and records the call: 'active' when it answers as an
 * OpenAI-compatible endpoint should, 'configured' (with the reason) when not.
 */
export async function checkInternalAi(
  services: Services,
  viewer: Viewer,
  req: FastifyRequest,
  options: { spacing: boolean } = { spacing: true },
): Promise<InternalAiView> {
  const companyId = viewer.tenantId;
  const loaded = await withTenant(services.database, companyId, async (tx) => {
    const now = new Date();
    const sub = await lockedSubscription(tx, companyId, now);
    assertEnterprise(sub, now);
    const endpoint = await endpointOf(tx, companyId);
    if (!endpoint || sub.internalAiStatus === 'not_configured') {
      throw new AppError('RULE_BROKEN', INTERNAL_AI_MESSAGES.notConfigured);
    }
    if (
      options.spacing &&
      endpoint.lastCheckedAt &&
      now.getTime() - endpoint.lastCheckedAt.getTime() < HEALTH_CHECK_SPACING_MS
    ) {
      throw new AppError('RATE_LIMITED', INTERNAL_AI_MESSAGES.checkTooSoon, { retryAfterSeconds: 5 });
    }
    return endpoint;
  });
  const apiKey = services.secretBox.open(loaded.apiKeyEncrypted, companyId);
  const startedAt = new Date();
  const outcome: CallOutcome =
    apiKey === null
      ? { ok: false, reason: 'key_unreadable', httpStatus: null, durationMs: 0 }
      : await chatCompletion(
          { baseUrl: loaded.baseUrl, model: loaded.model, apiKey },
          [{ role: 'user', content: 'Reply with the single word OK.' }],
          { allowedNetworks: networks(services), timeoutMs: HEALTH_CHECK_TIMEOUT_MS, maxTokens: 5 },
        );
  return withTenant(services.database, companyId, async (tx) => {
    const now = new Date();
    const sub = await lockedSubscription(tx, companyId, now);
    if (apiKey !== null) {
      await tx.insert(internalAiCalls).values({
        companyId,
        purpose: 'health_check',
        startedAt,
        durationMs: outcome.durationMs,
        ok: outcome.ok,
        httpStatus: outcome.httpStatus,
      });
    }
    // Only the endpoint that was checked: one saved meanwhile waits for its own check.
    const checked = await tx
      .update(internalAiEndpoints)
      .set({
        lastCheckedAt: now,
        lastCheckOk: outcome.ok,
        lastCheckReason: outcome.ok ? 'ok' : outcome.reason,
        lastCheckHttpStatus: outcome.httpStatus,
        lastCheckMs: outcome.durationMs,
      })
      .where(
        and(
          eq(internalAiEndpoints.companyId, companyId),
          eq(internalAiEndpoints.apiKeyEncrypted, loaded.apiKeyEncrypted),
          eq(internalAiEndpoints.baseUrl, loaded.baseUrl),
          eq(internalAiEndpoints.model, loaded.model),
        ),
      )
      .returning({ companyId: internalAiEndpoints.companyId });
    const status = outcome.ok ? 'active' : 'configured';
    let current = sub;
    if (checked.length && sub.internalAiStatus !== 'not_configured' && sub.internalAiStatus !== status) {
      const [updated] = await tx
        .update(subscriptions)
        .set({ internalAiStatus: status, updatedAt: now })
        .where(eq(subscriptions.id, sub.id))
        .returning();
      current = updated ?? sub;
      await writeAudit(tx, req, {
        action: 'subscription.internal_ai_status_changed',
        companyId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        targetType: 'subscription',
        targetId: companyId,
        details: { from: sub.internalAiStatus, to: status, reason: outcome.ok ? 'ok' : outcome.reason },
      });
    }
    return viewOf(tx, current);
  });
}

/** Turns internal AI off: the endpoint and its key are deleted, and AI answers are billed again. */
export function disableInternalAi(
  services: Services,
  viewer: Viewer,
  req: FastifyRequest,
): Promise<InternalAiView> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const now = new Date();
    const sub = await lockedSubscription(tx, companyId, now);
    const endpoint = await endpointOf(tx, companyId);
    if (!endpoint && sub.internalAiStatus === 'not_configured') {
      throw new AppError('RULE_BROKEN', INTERNAL_AI_MESSAGES.notConfigured);
    }
    await tx.delete(internalAiEndpoints).where(eq(internalAiEndpoints.companyId, companyId));
    const [updated] = await tx
      .update(subscriptions)
      .set({ internalAiStatus: 'not_configured', exemptFromAiBilling: false, updatedAt: now })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    await writeAudit(tx, req, {
      action: 'subscription.internal_ai_disabled',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'subscription',
      targetId: companyId,
      details: { from: sub.internalAiStatus, baseUrl: endpoint?.baseUrl ?? null },
    });
    return viewOf(tx, updated ?? sub);
  });
}
