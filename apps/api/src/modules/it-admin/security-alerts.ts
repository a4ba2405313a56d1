import { isSystemLevel } from '@competencyhub/domain/roles';
import {
  type AlertCounts,
  OVERVIEW_RULES,
  SECURITY_ALERT_KINDS,
  type SecurityAlertDetails,
  type SecurityAlertsPage,
  type SecurityAlertsQuery,
} from '@competencyhub/domain/schemas/it-admin-overview';
import { type SQL, sql } from 'drizzle-orm';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { decodeCursor, encodeCursor } from '../../http/cursor.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';

/**
 * Reads security alerts where the viewer may see them (decision 0070): a company's staff inside their
 * company's tenant transaction, so row-level security keeps every other company's rows out; platform
 * staff on the owner connection, the company they manage and the alerts no company can be told of (a
 * null company), which the tenant policy never shows.
 */
function readAlerts<T>(
  services: Services,
  viewer: Viewer,
  read: (db: Tx | Services['database']['db'], scope: SQL) => Promise<T>,
): Promise<T> {
  if (isSystemLevel(viewer.role)) {
    return read(services.database.db, sql`(company_id = ${viewer.tenantId}::uuid or company_id is null)`);
  }
  return withTenant(services.database, viewer.tenantId, (tx) =>
    read(tx, sql`company_id = ${viewer.tenantId}::uuid`),
  );
}

const since = () => new Date(Date.now() - OVERVIEW_RULES.alertDays * 86_400_000);

/** The alerts of the window by kind: one indexed count per kind, whatever the number of attempts behind them. */
export async function countAlerts(
  services: Services,
  viewer: Viewer,
): Promise<{ since: string; total: number; byKind: AlertCounts }> {
  const from = since();
  const rows = await readAlerts(services, viewer, async (db, scope) =>
    rowsOf<{ kind: string; count: number }>(
      await db.execute(sql`
        select kind, count(*)::int as count from security_events
        where ${scope} and created_at > ${from.toISOString()}::timestamptz
        group by kind`),
    ),
  );
  const byKind = Object.fromEntries(SECURITY_ALERT_KINDS.map((kind) => [kind, 0])) as AlertCounts;
  for (const row of rows) {
    if ((SECURITY_ALERT_KINDS as readonly string[]).includes(row.kind)) {
      byKind[row.kind as keyof AlertCounts] = Number(row.count);
    }
  }
  return {
    since: from.toISOString(),
    total: Object.values(byKind).reduce((sum, count) => sum + count, 0),
    byKind,
  };
}

interface AlertRow {
  id: string;
  kind: string;
  company_id: string | null;
  email: string | null;
  ip: string | null;
  details: Record<string, unknown>;
  created_at: Date | string;
  us: string;
}

/** The window's alerts, newest first, a page at a time on (created_at, id), optionally of one kind. */
export async function listAlerts(
  services: Services,
  viewer: Viewer,
  query: SecurityAlertsQuery,
): Promise<SecurityAlertsPage> {
  const from = since().toISOString();
  const after = decodeCursor(query.cursor);
  const kind = query.kind ? sql`and kind = ${query.kind}` : sql``;
  const { rows, total } = await readAlerts(services, viewer, async (db, scope) => {
    const rows = rowsOf<AlertRow>(
      await db.execute(sql`
        select id, kind, company_id, email, ip, details, created_at,
          (extract(epoch from created_at) * 1000000)::bigint::text as us
        from security_events
        where ${scope} and created_at > ${from}::timestamptz ${kind}
          ${after ? sql`and (created_at, id) < (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id}::uuid)` : sql``}
        order by created_at desc, id desc
        limit ${query.limit + 1}`),
    );
    const [counted] = rowsOf<{ total: number }>(
      await db.execute(sql`
        select count(*)::int as total from security_events
        where ${scope} and created_at > ${from}::timestamptz ${kind}`),
    );
    return { rows, total: Number(counted?.total ?? 0) };
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind as SecurityAlertsPage['items'][number]['kind'],
      at: new Date(row.created_at).toISOString(),
      email: row.email,
      ip: row.ip,
      ofCompany: row.company_id !== null,
      // The response schema keeps the fields it lists and drops anything else.
      details: row.details as SecurityAlertDetails,
    })),
    total,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ us: last.us, id: last.id }) : null,
  };
}
