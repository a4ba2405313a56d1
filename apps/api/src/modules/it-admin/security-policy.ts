import type {
  SecurityPolicyInput,
  SecurityPolicyView,
} from '@competencyhub/domain/schemas/it-admin-security';
import { SECURITY_POLICY_DEFAULTS } from '@competencyhub/domain/security-policy';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, type Tx, withTenant } from '../../db/client.ts';
import { companySecurityPolicy } from '../../db/schema/security.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { applySessionPolicy } from '../auth/session-policy.ts';

/**
 * IT Administration > Security (decision 0073): a company's sign-in and session rules, one row of
 * company_security_policy (migration 0055); a company that never saved follows the platform's
 * defaults. A company's IT administrator and account holder (and platform staff managing it) read and
 * change it. This module stores the policy and applies its password minimum; the session and
 * two-factor rules are applied where sessions and sign-in are handled.
 */

export async function readSecurityPolicy(db: Db | Tx, companyId: string): Promise<SecurityPolicyView> {
  const [row] = await db
    .select()
    .from(companySecurityPolicy)
    .where(eq(companySecurityPolicy.companyId, companyId))
    .limit(1);
  if (!row) {
    const { twoFactorRequiredSince, ...defaults } = SECURITY_POLICY_DEFAULTS;
    return {
      ...defaults,
      signInMethods: [...defaults.signInMethods],
      twoFactorRequiredSince,
      updatedAt: null,
    };
  }
  return {
    passwordMinLength: row.passwordMinLength,
    sessionLifetimeHours: row.sessionLifetimeHours,
    idleTimeoutMinutes: row.idleTimeoutMinutes,
    twoFactorRequired: row.twoFactorRequired as SecurityPolicyView['twoFactorRequired'],
    twoFactorGraceDays: row.twoFactorGraceDays,
    twoFactorRequiredSince: row.twoFactorRequiredSince?.toISOString() ?? null,
    signInMethods: row.signInMethods as SecurityPolicyView['signInMethods'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function getSecurityPolicy(services: Services, companyId: string): Promise<SecurityPolicyView> {
  return withTenant(services.database, companyId, (tx) => readSecurityPolicy(tx, companyId));
}

const FIELDS = [
  'passwordMinLength',
  'sessionLifetimeHours',
  'idleTimeoutMinutes',
  'twoFactorRequired',
  'twoFactorGraceDays',
  'signInMethods',
] as const;

/**
 * Saves the whole policy (an upsert). The grace period of a two-factor requirement runs from the
 * moment the requirement changed, so that moment is set now when it changes and kept otherwise.
 * Audited with what changed, before and after; a save that changes nothing writes nothing.
 */
export function updateSecurityPolicy(
  services: Services,
  viewer: Viewer,
  input: SecurityPolicyInput,
  req: FastifyRequest,
): Promise<SecurityPolicyView> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const before = await readSecurityPolicy(tx, viewer.tenantId);
    const signInMethods = [...input.signInMethods].sort();
    const after = { ...input, signInMethods };
    const changed = FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
    if (changed.length === 0) return before;
    const requirementChanged = before.twoFactorRequired !== input.twoFactorRequired;
    const values = {
      ...after,
      twoFactorRequiredSince: requirementChanged
        ? new Date()
        : before.twoFactorRequiredSince
          ? new Date(before.twoFactorRequiredSince)
          : null,
      updatedAt: new Date(),
      updatedBy: viewer.userId,
    };
    await tx
      .insert(companySecurityPolicy)
      .values({ companyId: viewer.tenantId, ...values })
      .onConflictDoUpdate({ target: companySecurityPolicy.companyId, set: values });
    // A shorter lifetime or idle time-out ends now, in this transaction, the sessions it no longer allows
    // (the session check would refuse them at their next request anyway; this also ends the idle ones).
    const sessionsEnded =
      changed.includes('sessionLifetimeHours') || changed.includes('idleTimeoutMinutes')
        ? await applySessionPolicy(tx, viewer.tenantId)
        : 0;
    await writeAudit(tx, req, {
      action: 'security_policy.updated',
      companyId: viewer.tenantId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company',
      targetId: viewer.tenantId,
      details: {
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        ...(sessionsEnded > 0 ? { sessionsEnded } : {}),
      },
    });
    return readSecurityPolicy(tx, viewer.tenantId);
  });
}
