import type { BadgeColor } from '@competencyhub/domain/roles';
import {
  OVERVIEW_RULES,
  SECURITY_ALERT_KINDS,
  type SecurityAlert,
  type SecurityAlertKind,
} from '@competencyhub/domain/schemas/it-admin-overview';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useSecurityAlerts } from './overview-api.ts';

export const ALERTS_SECTION_ID = 'it-security-alerts';

const KIND_COLOURS: Record<SecurityAlertKind, BadgeColor> = {
  sign_in_burst: 'orange',
  account_locked: 'red',
  ssrf_refused: 'purple',
  webhook_signature_failed: 'blue',
};

const isKind = (value: string | null): value is SecurityAlertKind =>
  (SECURITY_ALERT_KINDS as readonly (string | null)[]).includes(value);

/** The kind the list shows, kept in the address (`?alerts=`) so a card's figure links to it. */
export function useAlertKindParam(): [SecurityAlertKind | null, (kind: SecurityAlertKind | null) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('alerts');
  const set = (kind: SecurityAlertKind | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (kind) next.set('alerts', kind);
        else next.delete('alerts');
        return next;
      },
      { replace: true },
    );
  return [isKind(asked) ? asked : null, set];
}

/** The security alerts of the last days, newest first, 20 at a time, of one kind or all (decision 0072). */
export function SecurityAlertsList() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useAlertKindParam();
  const alerts = useSecurityAlerts(kind);
  const items = alerts.data?.pages.flatMap((page) => page.items) ?? [];
  const total = alerts.data?.pages[0]?.total ?? 0;
  return (
    <Card as="section" labelledBy={ALERTS_SECTION_ID} className="space-y-4 px-5 py-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          {/* Focused when a card's figure leads here, so keyboard and screen-reader users arrive too. */}
          <h3
            id={ALERTS_SECTION_ID}
            tabIndex={-1}
            className="scroll-mt-24 rounded-sm font-semibold text-slate-900 focus:outline-2 focus:outline-indigo-600"
          >
            {t('itOverview.list.title', { days: OVERVIEW_RULES.alertDays })}
          </h3>
          {alerts.data ? (
            <p className="text-sm text-slate-600" data-testid="it-alerts-total">
              {t('itOverview.list.count', {
                count: total,
                alerts: new Intl.NumberFormat(i18n.language).format(total),
              })}
            </p>
          ) : null}
        </div>
        <SelectField
          id="it-alerts-kind"
          label={t('itOverview.list.filter')}
          value={kind ?? ''}
          onChange={(event) => setKind(isKind(event.target.value) ? event.target.value : null)}
          className="sm:w-64"
        >
          <option value="">{t('itOverview.list.allKinds')}</option>
          {SECURITY_ALERT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`itOverview.alerts.kinds.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {alerts.isPending ? (
        <Spinner label={t('app.loading')} />
      ) : alerts.isError ? (
        <Alert tone="error">{errorMessage(t, alerts.error)}</Alert>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('itOverview.list.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="it-alerts-list">
          {items.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
      <ShowMore list={alerts} label={t('itOverview.list.more')} />
    </Card>
  );
}

function AlertRow({ alert }: { alert: SecurityAlert }) {
  const { t, i18n } = useTranslation();
  const { details } = alert;
  const summary = (() => {
    switch (alert.kind) {
      case 'sign_in_burst':
        return t('itOverview.list.details.burst', {
          count: details.failures ?? OVERVIEW_RULES.burstFailures,
          minutes: details.windowMinutes ?? OVERVIEW_RULES.burstWindowMinutes,
        });
      case 'account_locked':
        return details.lockedUntil
          ? t('itOverview.list.details.locked', { date: formatDateTime(details.lockedUntil, i18n.language) })
          : null;
      case 'ssrf_refused':
        return t(`itOverview.list.details.ssrf.${details.source ?? 'knowledge_base'}`, {
          host: details.host ?? '',
        });
      case 'webhook_signature_failed':
        return t('itOverview.list.details.webhook', { provider: details.provider ?? '' });
    }
  })();
  return (
    <li className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:gap-4">
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:w-56">
        <Badge color={KIND_COLOURS[alert.kind]}>{t(`itOverview.alerts.kinds.${alert.kind}`)}</Badge>
        {alert.ofCompany ? null : <Badge color="gray">{t('itOverview.list.platformOnly')}</Badge>}
      </div>
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="break-words font-medium text-slate-900">
          {alert.email ?? t('itOverview.list.noAccount')}
        </p>
        {summary ? <p className="break-words text-slate-700">{summary}</p> : null}
        <p className="text-xs text-slate-600">
          <time dateTime={alert.at}>{formatDateTime(alert.at, i18n.language)}</time>
          {alert.ip ? ` · ${t('itOverview.list.ip', { ip: alert.ip })}` : null}
        </p>
      </div>
    </li>
  );
}
