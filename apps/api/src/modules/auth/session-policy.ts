import { SECURITY_POLICY_DEFAULTS } from '@competencyhub/domain/security-policy';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { session } from '../../db/schema/auth.ts';

/**
 * A company's session lifetime and idle time-out, applied on the server (issue 24 point 5, decision
 * 0074). The session check reads the policy in the same query as the session (no query of its own);
 * this module says what that row means, records activity, and ends what a new policy no longer allows.
 */

/**
 * What the session check needs of a session and of its person's company policy. The policy's lifetime
 * is never null in a saved row, so a null lifetime means no saved policy: the defaults apply.
 */
export interface SessionTimes {
  createdAt: Date;
  lastActiveAt: Date;
  lifetimeHours: number | null;
  idleTimeoutMinutes: number | null;
}

function limits(times: SessionTimes): { lifetimeHours: number; idleMinutes: number | null } {
  if (times.lifetimeHours === null) {
    return {
      lifetimeHours: SECURITY_POLICY_DEFAULTS.sessionLifetimeHours,
      idleMinutes: SECURITY_POLICY_DEFAULTS.idleTimeoutMinutes,
    };
  }
  return { lifetimeHours: times.lifetimeHours, idleMinutes: times.idleTimeoutMinutes };
}

/** How often a session's last activity is written: at most once a minute per session. */
export const ACTIVITY_WRITE_EVERY_MS = 60_000;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Whether the company's policy has ended this session: past its lifetime, or idle past the time-out. */
export function sessionEnded(times: SessionTimes, now = Date.now()): boolean {
  const { idleMinutes } = limits(times);
  if (sessionLifetimeEnd(times) <= now) return true;
  return idleMinutes !== null && times.lastActiveAt.getTime() + idleMinutes * MINUTE_MS <= now;
}

/** The moment the policy ends the session whatever its use: Better Auth need not extend it past this. */
export function sessionLifetimeEnd(times: SessionTimes): number {
  return times.createdAt.getTime() + limits(times).lifetimeHours * HOUR_MS;
}

export const activityDue = (lastActiveAt: Date, now = Date.now()) =>
  lastActiveAt.getTime() + ACTIVITY_WRITE_EVERY_MS <= now;

/**
 * Records a session's activity, at most once a minute: the condition is in the statement, so two
 * requests in the same minute write once. Not awaited by the request (the answer does not depend on
 * it); a failure only leaves the time a minute older.
 */
export function touchSession(db: Db, sessionId: string): void {
  db.update(session)
    .set({ lastActiveAt: sql`now()` })
    .where(and(eq(session.id, sessionId), lt(session.lastActiveAt, sql`now() - interval '1 minute'`)))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Ends a session the policy no longer allows (the check found it so). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(session).where(eq(session.id, sessionId));
}

/**
 * Ends now every session of a company that its (new) policy no longer allows — older than the session
 * lifetime, or idle longer than the time-out — in one set-based statement, and says how many. Call it
 * in the transaction that saves the policy (a tenant transaction of that company or the owner's), so
 * the sessions end with the change. A company without a saved policy follows the defaults.
 */
export async function applySessionPolicy(tx: Tx | Db, companyId: string): Promise<number> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      with policy as (
        select p.session_lifetime_hours as lifetime, p.idle_timeout_minutes as idle
        from company_security_policy p where p.company_id = ${companyId}
        union all
        select ${SECURITY_POLICY_DEFAULTS.sessionLifetimeHours}::integer, ${SECURITY_POLICY_DEFAULTS.idleTimeoutMinutes}::integer
        where not exists (select 1 from company_security_policy where company_id = ${companyId})
      )
      delete from session s using policy
      where s.company_id = ${companyId}
        and (s.created_at + make_interval(hours => policy.lifetime) <= now()
          or (policy.idle is not null and s.last_active_at + make_interval(mins => policy.idle) <= now()))
      returning s.id`),
  );
  return rows.length;
}
