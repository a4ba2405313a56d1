import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { AddOnId, Plan } from '@competencyhub/domain/plans';
import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { subscriptionAddOns, type subscriptions } from '../../db/schema/subscriptions.ts';
import type { Viewer } from '../../http/viewer.ts';
import { writeAudit } from '../audit/audit.ts';

/**
 * What the subscription's use cases share: its rows, the names invoices give plans and add-ons, the
 * counts a seat limit is checked against, whether it has run out, and its audit entry.
 */

export type Row = typeof subscriptions.$inferSelect;
export type AddOnRow = typeof subscriptionAddOns.$inferSelect;

export const OWNER = SYSTEM_OWNER_COMPANY_ID;

export const PLAN_NAMES: Record<Plan, string> = {
  free_trial: 'Free Trial',
  starter: 'Starter',
  professional: 'Professional',
  enterprise_essentials: 'Enterprise Essentials',
  enterprise_core: 'Enterprise Core',
};
export const ADD_ON_NAMES: Record<AddOnId, string> = {
  user_block_50: 'User block (50 users)',
  ai_credits_50: 'AI credits (50)',
};

export const day = (date: Date) => date.toISOString().slice(0, 10);

export async function addOnsOf(tx: Tx, companyId: string): Promise<AddOnRow[]> {
  return tx
    .select()
    .from(subscriptionAddOns)
    .where(eq(subscriptionAddOns.companyId, companyId))
    .orderBy(asc(subscriptionAddOns.createdAt), asc(subscriptionAddOns.id));
}

export const holdings = (rows: readonly AddOnRow[]) =>
  rows.map((row) => ({ addOnId: row.addOnId, quantity: row.quantity }));

export async function activeUsers(tx: Tx, companyId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.status, 'active'),
        except ? sql`${profiles.id} <> ${except}` : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export const isOver = (row: Row, now: Date) => now.getTime() >= row.currentPeriodEnd.getTime();

/** Read-only once a trial or a cancelled subscription has run out; nothing is deleted. */
export const accessOf = (row: Row, now: Date): 'full' | 'read_only' =>
  (row.status === 'trialing' || row.status === 'canceled') && isOver(row, now) ? 'read_only' : 'full';

export const audit = (
  tx: Tx,
  req: FastifyRequest,
  viewer: Viewer,
  action: AuditAction,
  details: Record<string, unknown>,
  companyId = viewer.tenantId,
) =>
  writeAudit(tx, req, {
    action,
    companyId,
    actorId: viewer.userId,
    actorEmail: viewer.email,
    targetType: 'subscription',
    targetId: companyId,
    details,
  });
