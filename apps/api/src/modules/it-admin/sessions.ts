import type { Role } from '@competencyhub/domain/roles';
import {
  type CompanySessionPage,
  type CompanySessionsQuery,
  IT_SESSIONS_COUNT_CAP,
} from '@competencyhub/domain/schemas/it-admin-sessions';
import { SECURITY_POLICY_DEFAULTS } from '@competencyhub/domain/security-policy';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { session } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { companySecurityPolicy } from '../../db/schema/security.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { describeUserAgent } from '../my-profile/user-agent.ts';
import { containsPattern } from '../profiles/repo.ts';

/**
 * The sessions of the company the viewer works in (IT Administration > Users, decision 0074), newest
 * activity first, a page at a time: read in the order of the index on (company_id, last_active_at, id),
 * inside the company's tenant transaction, so row-level security keeps every other company's sessions
 * out. Sessions the company's policy has already ended (not yet deleted because nobody used them
 * since) are left out, as are expired ones.
 */
export async function listCompanySessions(
  services: Services,
  viewer: Viewer,
  query: CompanySessionsQuery,
): Promise<CompanySessionPage> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const where: SQL[] = [eq(session.companyId, viewer.tenantId), ...liveSession()];
    if (query.q) {
      // The people who match first, over the trigram indexes of their names and e-mails, inside this
      // transaction's company (migration 0062), then their sessions: never every session of the
      // company joined to its person.
      where.push(sql`${session.userId} in (select tenant_people_matching(${containsPattern(query.q)}))`);
    }
    // Counted up to the cap, in the index's order: a few milliseconds at 100,000 sessions.
    const matching = tx
      .select({ one: sql`1` })
      .from(session)
      .leftJoin(companySecurityPolicy, eq(companySecurityPolicy.companyId, session.companyId))
      .where(and(...where))
      .orderBy(desc(session.lastActiveAt), desc(session.id))
      .limit(IT_SESSIONS_COUNT_CAP + 1)
      .as('matching');
    const [counted] = await tx.select({ total: sql<number>`count(*)::int` }).from(matching);
    const total = Number(counted?.total ?? 0);
    const cursor = decodeCursor(query.cursor);
    if (cursor) {
      where.push(
        sql`(${session.lastActiveAt}, ${session.id}) < (timestamptz 'epoch' + ${cursor.us}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
      );
    }
    const rows = await tx
      .select({
        id: session.id,
        createdAt: session.createdAt,
        lastActiveAt: session.lastActiveAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        personId: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        role: profiles.role,
        us: sql<string>`(extract(epoch from ${session.lastActiveAt}) * 1000000)::bigint::text`,
      })
      .from(session)
      .innerJoin(profiles, eq(profiles.id, session.userId))
      .leftJoin(companySecurityPolicy, eq(companySecurityPolicy.companyId, session.companyId))
      .where(and(...where))
      .orderBy(desc(session.lastActiveAt), desc(session.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map((row) => ({
        id: row.id,
        person: { id: row.personId, fullName: row.fullName, email: row.email, role: row.role as Role },
        ...describeUserAgent(row.userAgent),
        ipAddress: row.ipAddress,
        signedInAt: row.createdAt.toISOString(),
        lastActiveAt: row.lastActiveAt.toISOString(),
        current: row.id === viewer.sessionId,
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ us: last.us, id: last.id }) : null,
      total: Math.min(total, IT_SESSIONS_COUNT_CAP),
      totalCapped: total > IT_SESSIONS_COUNT_CAP,
    };
  });
}

/** Not expired, and still allowed by the company's policy (the defaults when it saved none). */
function liveSession(): SQL[] {
  const lifetime = sql`coalesce(${companySecurityPolicy.sessionLifetimeHours}, ${SECURITY_POLICY_DEFAULTS.sessionLifetimeHours}::integer)`;
  // A saved policy's idle time-out, or the default's when there is none.
  const idle = sql`case when ${companySecurityPolicy.companyId} is null then ${SECURITY_POLICY_DEFAULTS.idleTimeoutMinutes}::integer else ${companySecurityPolicy.idleTimeoutMinutes} end`;
  return [
    sql`${session.expiresAt} > now()`,
    sql`${session.createdAt} + make_interval(hours => ${lifetime}) > now()`,
    sql`(${idle} is null or ${session.lastActiveAt} + make_interval(mins => ${idle}) > now())`,
  ];
}
