import { OVERVIEW_RULES, type SecurityAlertKind } from '@competencyhub/domain/schemas/it-admin-overview';
import type { FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../db/client.ts';
import { securityEvents } from '../../db/schema/security-events.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';

export interface SecurityEventInput {
  kind: SecurityAlertKind;
  /** Null when no company can be told (an address nobody holds, a webhook): platform staff only. */
  companyId: string | null;
  accountId?: string | null;
  email?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records one security alert (decision 0072) with the request's IP, on the owner connection: the
 * events come from places with no tenant transaction (a sign-in, a webhook, a job reading a page).
 */
export async function recordSecurityEvent(
  db: Database['db'] | Tx,
  req: FastifyRequest | null,
  event: SecurityEventInput,
): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    companyId: event.companyId,
    accountId: event.accountId ?? null,
    email: event.email ?? null,
    ip: req?.ip ?? null,
    details: event.details ?? {},
  });
}

const BURST_WINDOW = {
  max: OVERVIEW_RULES.burstFailures,
  windowSeconds: OVERVIEW_RULES.burstWindowMinutes * 60,
};

/**
 * Counts a failed sign-in of one account (its e-mail or phone) in a fixed window opened by the first
 * failure; the failure that reaches OVERVIEW_RULES.burstFailures records one burst, later ones of the
 * same window none. The counter is the rate limiter's atomic upsert, so parallel failures cannot
 * record the burst twice or miss it.
 */
export async function noteFailedSignIn(
  database: Database,
  rateLimiter: RateLimiter,
  req: FastifyRequest,
  account: { key: string; companyId: string | null; accountId: string | null; email: string | null },
): Promise<void> {
  const { count } = await rateLimiter.increment(`burst:sign-in:${account.key}`, BURST_WINDOW);
  if (count !== OVERVIEW_RULES.burstFailures) return;
  await recordSecurityEvent(database.db, req, {
    kind: 'sign_in_burst',
    companyId: account.companyId,
    accountId: account.accountId,
    email: account.email,
    details: { failures: count, windowMinutes: OVERVIEW_RULES.burstWindowMinutes },
  });
}

/** The host of an address the outbound guard refused (never its path or query: they may hold secrets). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.slice(0, 255);
  } catch {
    return url.slice(0, 100);
  }
}

/** An address the outbound guard refused (a private, loopback or link-local one: an SSRF attempt). */
export function noteRefusedAddress(
  db: Database['db'],
  req: FastifyRequest | null,
  input: {
    companyId: string;
    source: 'knowledge_base' | 'internal_ai';
    url: string;
    viewer: { userId: string; email: string };
  },
): Promise<void> {
  return recordSecurityEvent(db, req, {
    kind: 'ssrf_refused',
    companyId: input.companyId,
    accountId: input.viewer.userId,
    email: input.viewer.email,
    details: { source: input.source, host: hostOf(input.url) },
  });
}
