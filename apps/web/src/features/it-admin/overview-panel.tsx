import {
  type HealthCheck,
  type ItOverview,
  OVERVIEW_RULES,
  SECURITY_ALERT_KINDS,
  type SecurityAlertKind,
} from '@competencyhub/domain/schemas/it-admin-overview';
import { Activity, CircleCheck, CircleX, ShieldAlert, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { linkClass } from '../../ui/styles.ts';
import { useItOverview } from './overview-api.ts';
import { ALERTS_SECTION_ID, SecurityAlertsList, useAlertKindParam } from './security-alerts-list.tsx';

/**
 * IT Administration > Overview (issue 24; decisions 0070 and 0072): a card per figure, each linking
 * to its detail, then the security alerts listed: system status, active users, security alerts and the
 * role requests waiting for the account holder.
 */
export function OverviewPanel() {
  const { t } = useTranslation();
  const overview = useItOverview();
  if (overview.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (overview.isError) return <Alert tone="error">{errorMessage(t, overview.error)}</Alert>;
  const data = overview.data;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('itOverview.title')}</h2>
        <p className="text-sm text-slate-600">{t('itOverview.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <SystemStatusCard data={data} />
        <ActiveUsersCard data={data} />
        <SecurityAlertsCard data={data} />
        <PendingRequestsCard data={data} />
      </div>
      <SecurityAlertsList />
    </div>
  );
}

function StatCard({
  id,
  icon,
  title,
  figure,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  figure: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" labelledBy={id} className="flex flex-col gap-3 px-5 py-5">
      <div className="flex items-center gap-2 text-slate-600">
        {icon}
        <h3 id={id} className="text-sm font-semibold text-slate-700">
          {title}
        </h3>
      </div>
      <div className="text-xl font-bold text-slate-900">{figure}</div>
      {children}
    </Card>
  );
}

function SystemStatusCard({ data }: { data: ItOverview }) {
  const { t, i18n } = useTranslation();
  const { ok, checks } = data.systemStatus;
  const when = (iso: string | null) =>
    iso ? formatDateTime(iso, i18n.language) : t('itOverview.status.never');
  const measure = (check: HealthCheck) => {
    if (check.durationMs !== null) return t('itOverview.status.duration', { ms: check.durationMs });
    if (check.waitingSince) return t('itOverview.status.waitingSince', { date: when(check.waitingSince) });
    if (check.lastFailureAt) return t('itOverview.status.lastFailure', { date: when(check.lastFailureAt) });
    return null;
  };
  return (
    <StatCard
      id="it-overview-status"
      icon={<Activity aria-hidden="true" className="size-5" />}
      title={t('itOverview.status.title')}
      figure={
        <span className={ok ? 'text-emerald-700' : 'text-amber-700'}>
          {ok ? t('itOverview.status.allOk') : t('itOverview.status.notAllOk')}
        </span>
      }
    >
      <ul className="space-y-2 text-sm" data-testid="it-overview-checks">
        {checks.map((check) => (
          <li key={check.name} className="flex gap-2">
            {check.ok ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            ) : (
              <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {t(`itOverview.status.checks.${check.name}`)}
                <span className="sr-only">
                  {': '}
                  {check.ok ? t('itOverview.status.passes') : t('itOverview.status.fails')}
                </span>
              </p>
              <p className="text-xs text-slate-600">
                {t('itOverview.status.lastSuccess', { date: when(check.lastSuccessAt) })}
              </p>
              {measure(check) ? <p className="text-xs text-slate-600">{measure(check)}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {data.platformView ? (
        <Link to={{ search: '?tab=system' }} className={`mt-auto text-sm ${linkClass}`}>
          {t('itOverview.status.details')}
        </Link>
      ) : null}
    </StatCard>
  );
}

function ActiveUsersCard({ data }: { data: ItOverview }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <StatCard
      id="it-overview-users"
      icon={<Users aria-hidden="true" className="size-5" />}
      title={t('itOverview.users.title')}
      figure={
        <span data-testid="it-overview-active-recent">
          {t('itOverview.users.recent', {
            count: data.activeUsers.recent,
            people: number.format(data.activeUsers.recent),
            days: OVERVIEW_RULES.activeDays,
          })}
        </span>
      }
    >
      <p className="text-sm text-slate-700" data-testid="it-overview-active-now">
        {t('itOverview.users.now', {
          count: data.activeUsers.now,
          people: number.format(data.activeUsers.now),
          minutes: OVERVIEW_RULES.activeNowMinutes,
        })}
      </p>
      <Link to={{ search: '?tab=users' }} className={`mt-auto text-sm ${linkClass}`}>
        {t('itOverview.users.details')}
      </Link>
    </StatCard>
  );
}

function SecurityAlertsCard({ data }: { data: ItOverview }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const [, setKind] = useAlertKindParam();
  const { total, byKind } = data.securityAlerts;
  /** Shows the list of that kind and takes the reader to it. */
  const open = (kind: SecurityAlertKind | null) => {
    setKind(kind);
    document.getElementById(ALERTS_SECTION_ID)?.focus();
  };
  return (
    <StatCard
      id="it-overview-alerts"
      icon={<ShieldAlert aria-hidden="true" className="size-5" />}
      title={t('itOverview.alerts.title')}
      figure={
        <span data-testid="it-overview-alerts-total" className={total > 0 ? 'text-amber-700' : undefined}>
          {t('itOverview.alerts.total', {
            count: total,
            alerts: number.format(total),
            days: OVERVIEW_RULES.alertDays,
          })}
        </span>
      }
    >
      <ul className="space-y-1 text-sm">
        {SECURITY_ALERT_KINDS.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              onClick={() => open(kind)}
              className={`flex min-h-6 w-full items-center justify-between gap-3 text-left ${linkClass}`}
              data-testid={`it-overview-alerts-${kind}`}
            >
              <span>{t(`itOverview.alerts.kinds.${kind}`)}</span>
              <span className="tabular-nums">{number.format(byKind[kind])}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => open(null)} className={`mt-auto text-left text-sm ${linkClass}`}>
        {t('itOverview.alerts.details')}
      </button>
    </StatCard>
  );
}

function PendingRequestsCard({ data }: { data: ItOverview }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const { pending, oldestAt } = data.pendingRequests;
  return (
    <StatCard
      id="it-overview-requests"
      icon={<UserCheck aria-hidden="true" className="size-5" />}
      title={t('itOverview.requests.title')}
      figure={
        <span
          data-testid="it-overview-requests-pending"
          className={pending > 0 ? 'text-amber-700' : undefined}
        >
          {t('itOverview.requests.pending', { count: pending, requests: number.format(pending) })}
        </span>
      }
    >
      <p className="text-sm text-slate-700">
        {oldestAt
          ? t('itOverview.requests.oldest', { date: formatDateTime(oldestAt, i18n.language) })
          : t('itOverview.requests.none')}
      </p>
      <Link to={{ search: '?tab=roles' }} className={`mt-auto text-sm ${linkClass}`}>
        {t('itOverview.requests.details')}
      </Link>
    </StatCard>
  );
}
