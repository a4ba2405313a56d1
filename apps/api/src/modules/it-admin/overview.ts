import { isSystemLevel } from '@competencyhub/domain/roles';
import {
  type HealthCheck,
  type ItOverview,
  OVERVIEW_RULES,
} from '@competencyhub/domain/schemas/it-admin-overview';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { activeUsers } from './overview-active-users.ts';
import { pendingRoleRequests } from './role-requests.ts';
import { countAlerts } from './security-alerts.ts';

/**
 * IT Administration's Overview (issue 24; decisions 0070 and 0072): the health checks, the company's
 * active users, its security alerts of the last days and its role requests waiting for a decision. Every figure is one indexed read; the
 * company's own ones inside its tenant transaction.
 */
export async function itOverview(services: Services, viewer: Viewer): Promise<ItOverview> {
  const platformView = isSystemLevel(viewer.role);
  const checks = await healthChecks(services);
  const { active, requests } = await withTenant(services.database, viewer.tenantId, async (tx) => ({
    active: await activeUsers(tx, viewer.tenantId),
    requests: await pendingRoleRequests(tx),
  }));
  const alerts = await countAlerts(services, viewer);
  return {
    generatedAt: new Date().toISOString(),
    platformView,
    systemStatus: {
      ok: checks.every((check) => check.ok),
      // Company staff learn whether each check passes and when it last did, not the platform's measures.
      checks: platformView
        ? checks
        : checks.map((check) => ({ ...check, lastFailureAt: null, durationMs: null, waitingSince: null })),
    },
    activeUsers: active,
    securityAlerts: alerts,
    pendingRequests: requests,
  };
}

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

/**
 * The database answers `select 1` (timed); a job runner polled lately; no e-mail waits longer than
 * the threshold (the oldest pending one, over email_outbox_pending_idx); the mail transport's last
 * delivery is newer than its last failure. The runner and the transport report through
 * service_heartbeats, so every API process's work counts, whichever process answers.
 */
async function healthChecks(services: Services): Promise<HealthCheck[]> {
  const db = services.database.db;
  const started = performance.now();
  let databaseOk = true;
  try {
    await db.execute(sql`select 1`);
  } catch {
    databaseOk = false;
  }
  const durationMs = Math.round((performance.now() - started) * 10) / 10;
  const now = new Date().toISOString();
  if (!databaseOk) {
    // Nothing else can be read: every check that needs the database says so.
    const down = { ok: false, lastSuccessAt: null, lastFailureAt: now, durationMs: null, waitingSince: null };
    return [
      { name: 'database', ...down, durationMs },
      { name: 'job_runner', ...down },
      { name: 'outbox', ...down },
      { name: 'mail_transport', ...down },
    ];
  }
  const [row] = rowsOf<{
    runner_success: Date | string | null;
    runner_failure: Date | string | null;
    mail_success: Date | string | null;
    mail_failure: Date | string | null;
    oldest_pending: Date | string | null;
  }>(
    await db.execute(sql`
      select
        (select last_success_at from service_heartbeats where name = 'job_runner') as runner_success,
        (select last_failure_at from service_heartbeats where name = 'job_runner') as runner_failure,
        (select last_success_at from service_heartbeats where name = 'mail_transport') as mail_success,
        (select last_failure_at from service_heartbeats where name = 'mail_transport') as mail_failure,
        (select min(created_at) from email_outbox where status = 'pending') as oldest_pending`),
  );
  const runnerSuccess = iso(row?.runner_success);
  const mailSuccess = iso(row?.mail_success);
  const mailFailure = iso(row?.mail_failure);
  const oldestPending = iso(row?.oldest_pending);
  return [
    { name: 'database', ok: true, lastSuccessAt: now, lastFailureAt: null, durationMs, waitingSince: null },
    {
      name: 'job_runner',
      ok:
        runnerSuccess !== null &&
        Date.parse(runnerSuccess) > minutesAgo(OVERVIEW_RULES.runnerMaxSilenceMinutes),
      lastSuccessAt: runnerSuccess,
      lastFailureAt: iso(row?.runner_failure),
      durationMs: null,
      waitingSince: null,
    },
    {
      name: 'outbox',
      ok:
        oldestPending === null || Date.parse(oldestPending) > minutesAgo(OVERVIEW_RULES.outboxMaxWaitMinutes),
      // The last e-mail that left it.
      lastSuccessAt: mailSuccess,
      lastFailureAt: null,
      durationMs: null,
      waitingSince: oldestPending,
    },
    {
      name: 'mail_transport',
      ok: mailFailure === null || (mailSuccess !== null && mailSuccess >= mailFailure),
      lastSuccessAt: mailSuccess,
      lastFailureAt: mailFailure,
      durationMs: null,
      waitingSince: null,
    },
  ];
}
