import { z } from 'zod';
import { Id, Timestamp } from './common.ts';

/**
 * IT Administration's Overview tab (issue 24; decisions 0070 and 0072): the health of what the
 * platform runs on, who of the viewer's company signs in, and the security alerts of the last days.
 * Each figure is a count over an index that leads with the company, read when asked.
 */

/** What counts, in one place: the API computes with these and the page says them. */
export const OVERVIEW_RULES = {
  /** A burst: this many failed sign-ins of one account… */
  burstFailures: 5,
  /** …within one window of this many minutes, counted from the first failure. */
  burstWindowMinutes: 15,
  /** Alerts are counted and listed over this many days. */
  alertDays: 7,
  /** "Active users": signed in within this many days. */
  activeDays: 30,
  /** "Now": a session active within this many minutes. */
  activeNowMinutes: 15,
  /** The outbox check fails once an e-mail has waited longer than this. */
  outboxMaxWaitMinutes: 15,
  /** The job runner check fails when no runner has polled for longer than this. */
  runnerMaxSilenceMinutes: 2,
} as const;

export const SECURITY_ALERT_KINDS = [
  'sign_in_burst',
  'account_locked',
  'ssrf_refused',
  'webhook_signature_failed',
] as const;
export const SecurityAlertKind = z.enum(SECURITY_ALERT_KINDS);
export type SecurityAlertKind = z.infer<typeof SecurityAlertKind>;

export const HEALTH_CHECKS = ['database', 'job_runner', 'outbox', 'mail_transport'] as const;
export const HealthCheckName = z.enum(HEALTH_CHECKS);
export type HealthCheckName = z.infer<typeof HealthCheckName>;

/**
 * One health check. Company staff see whether it passes and when it last did; the measures (how long
 * the database took, since when an e-mail waits, when the last failure was) are platform internals,
 * null for them.
 */
export const HealthCheck = z.object({
  name: HealthCheckName,
  ok: z.boolean(),
  /** When the check last passed: now for the database, the last poll or delivery otherwise; null: never. */
  lastSuccessAt: Timestamp.nullable(),
  lastFailureAt: Timestamp.nullable(),
  durationMs: z.number().min(0).nullable(),
  waitingSince: Timestamp.nullable(),
});
export type HealthCheck = z.infer<typeof HealthCheck>;

export const AlertCounts = z.object({
  sign_in_burst: z.int().min(0),
  account_locked: z.int().min(0),
  ssrf_refused: z.int().min(0),
  webhook_signature_failed: z.int().min(0),
});
export type AlertCounts = z.infer<typeof AlertCounts>;

/**
 * GET /api/v1/it-admin/overview. One object per card, so another card (the pending role requests)
 * is one more field here and one more card on the page.
 */
export const ItOverview = z.object({
  generatedAt: Timestamp,
  /** Platform staff: the status links to the System tab, and alerts with no company are theirs too. */
  platformView: z.boolean(),
  systemStatus: z.object({
    /** "All systems operational": every check passes. */
    ok: z.boolean(),
    checks: z.array(HealthCheck),
  }),
  activeUsers: z.object({
    /** People of the company signed in within OVERVIEW_RULES.activeDays. */
    recent: z.int().min(0),
    /** People with a session active within OVERVIEW_RULES.activeNowMinutes. */
    now: z.int().min(0),
  }),
  securityAlerts: z.object({
    since: Timestamp,
    total: z.int().min(0),
    byKind: AlertCounts,
  }),
  /** Role requests of the company waiting for the account holder (the Roles tab lists them). */
  pendingRequests: z.object({
    pending: z.int().min(0),
    oldestAt: Timestamp.nullable(),
  }),
});
export type ItOverview = z.infer<typeof ItOverview>;

export const SecurityAlertsQuery = z.object({
  kind: SecurityAlertKind.optional(),
  // An empty ?limit= means the default, not zero.
  limit: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(50).default(20)),
  cursor: z.string().max(200).optional(),
});
export type SecurityAlertsQuery = z.infer<typeof SecurityAlertsQuery>;

/** What each kind records beside its time, account and address; fields another kind has are absent. */
export const SecurityAlertDetails = z.object({
  /** sign_in_burst: failures counted, and the window they fell in. */
  failures: z.int().min(0).optional(),
  windowMinutes: z.int().min(0).optional(),
  /** account_locked: until when every sign-in of the account is refused. */
  lockedUntil: Timestamp.optional(),
  /** ssrf_refused: which feature asked, and the host it was refused. */
  source: z.enum(['knowledge_base', 'internal_ai']).optional(),
  host: z.string().optional(),
  /** webhook_signature_failed: whose webhook. */
  provider: z.string().optional(),
});
export type SecurityAlertDetails = z.infer<typeof SecurityAlertDetails>;

export const SecurityAlert = z.object({
  id: Id,
  kind: SecurityAlertKind,
  at: Timestamp,
  /** The account's e-mail where one is known (a sign-in, who asked for a page). */
  email: z.string().nullable(),
  ip: z.string().nullable(),
  /** False for an event no company can be told of (an unknown address, a webhook): platform staff only. */
  ofCompany: z.boolean(),
  details: SecurityAlertDetails,
});
export type SecurityAlert = z.infer<typeof SecurityAlert>;

export const SecurityAlertsPage = z.object({
  items: z.array(SecurityAlert),
  /** How many alerts of this kind (or all) over the window. */
  total: z.int().min(0),
  nextCursor: z.string().nullable(),
});
export type SecurityAlertsPage = z.infer<typeof SecurityAlertsPage>;
