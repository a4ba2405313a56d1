import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import {
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionState,
} from '@competencyhub/domain/schemas/subscription';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Whether a company's workspace is read-only: its trial or its cancelled subscription has run out
 * (spec: no data is deleted, everyone can still read, and choosing a plan opens it again). One
 * indexed read on the owner connection, without the subscription lock: a paid plan past its end is
 * renewed by the next subscription call, so it never reads as ended here.
 */
export async function subscriptionState(
  db: Db,
  companyId: string,
  now = new Date(),
): Promise<SubscriptionState | null> {
  if (companyId === SYSTEM_OWNER_COMPANY_ID) return null;
  const [row] = await db
    .select({
      plan: subscriptions.plan,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .limit(1);
  if (!row) return null;
  const ended = now.getTime() >= row.currentPeriodEnd.getTime();
  return {
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    access: ended && (row.status === 'trialing' || row.status === 'canceled') ? 'read_only' : 'full',
  };
}

/**
 * Where a read-only company may still write: its subscription (to choose a plan), each person's own
 * account, asking the help assistant and rating the FAQ (reading help is reading).
 */
const WRITABLE_WHEN_READ_ONLY = [
  '/api/v1/subscription',
  '/api/v1/me',
  '/api/v1/auth/',
  '/api/v1/assistant/',
  '/api/v1/faq/',
];

/** Refuses a change to a read-only company's data (402), before the handler runs. */
export async function assertWritable(db: Db, companyId: string, url: string): Promise<void> {
  if (WRITABLE_WHEN_READ_ONLY.some((prefix) => url.startsWith(prefix))) return;
  const state = await subscriptionState(db, companyId);
  if (state?.access === 'read_only') throw new AppError(SUBSCRIPTION_ENDED, SUBSCRIPTION_MESSAGES.readOnly);
}
