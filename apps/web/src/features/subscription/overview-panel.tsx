import { type MeterLevel, meterLevel } from '@competencyhub/domain/billing';
import type { Subscription } from '@competencyhub/domain/schemas/subscription';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { formatPrice } from '../../lib/format-price.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useSubscriptionChange } from './subscription-api.ts';

const STATUS_COLOURS = { trialing: 'blue', active: 'green', past_due: 'orange', canceled: 'gray' } as const;

/** Bar colours: amber from 80%, red at 100% (issue 11). */
const BAR: Record<MeterLevel, string> = {
  ok: 'bg-indigo-600',
  warning: 'bg-amber-500',
  full: 'bg-red-600',
};

function Meter({
  label,
  used,
  total,
  detail,
}: {
  label: string;
  used: number;
  total: number | null;
  detail: string;
}) {
  const { t, i18n } = useTranslation();
  const level = total === null ? 'ok' : meterLevel(used, total);
  const share = total ? Math.min(100, Math.round((used / total) * 100)) : 0;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
        <p className="text-sm text-slate-700">
          {total === null
            ? t('subscription.meter.unlimited', { used: number.format(used) })
            : t('subscription.meter.of', { used: number.format(used), total: number.format(total) })}
        </p>
      </div>
      {total === null ? null : (
        // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be given the amber and red of the spec in every browser; the role says the same
        <div
          role="meter"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={Math.min(used, total)}
          aria-valuetext={t('subscription.meter.of', {
            used: number.format(used),
            total: number.format(total),
          })}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={`h-full rounded-full ${BAR[level]}`} style={{ width: `${share}%` }} />
        </div>
      )}
      <p
        className={`text-xs ${level === 'full' ? 'font-semibold text-red-700' : level === 'warning' ? 'font-semibold text-amber-800' : 'text-slate-600'}`}
      >
        {level === 'full'
          ? t('subscription.meter.full')
          : level === 'warning'
            ? t('subscription.meter.nearly', { share })
            : detail}
      </p>
    </div>
  );
}

/** The plan, its state and dates, live usage, and cancelling. */
export function OverviewPanel({
  subscription: sub,
  onSelect,
}: {
  subscription: Subscription;
  onSelect: (tab: 'plans' | 'addons') => void;
}) {
  const { t, i18n } = useTranslation();
  const change = useSubscriptionChange();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const language = i18n.language;
  const end = formatDate(sub.currentPeriodEnd, language);

  async function cancel() {
    setError(null);
    try {
      await change.mutateAsync({ kind: 'cancel' });
      notifySuccess({ title: t('subscription.cancel.done', { date: end }) });
      setConfirming(false);
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  const dates =
    sub.access === 'read_only'
      ? t(sub.status === 'trialing' ? 'subscription.dates.trialEnded' : 'subscription.dates.ended', {
          date: end,
        })
      : sub.status === 'trialing'
        ? t('subscription.dates.trialEnds', { date: end })
        : sub.status === 'canceled'
          ? t('subscription.dates.accessUntil', { date: end })
          : t('subscription.dates.renews', { date: end });
  const recurringAddOns = sub.addOns.filter((addOn) => addOn.billingType === 'recurring');
  return (
    <div className="space-y-6">
      {sub.access === 'read_only' ? (
        <Alert tone="warning" title={t('subscription.readOnly.title')}>
          <p>{t('subscription.readOnly.body')}</p>
          <Button size="sm" className="mt-3" onClick={() => onSelect('plans')}>
            {t('subscription.readOnly.choose')}
          </Button>
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-4 px-5 py-5 sm:px-6" labelledBy="subscription-plan-title">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <h2 id="subscription-plan-title" className="text-sm font-medium text-slate-600">
                {t('subscription.plan.title')}
              </h2>
              <p className="text-2xl font-bold tracking-tight text-slate-900">
                {t(`publicSite.pricing.plans.${sub.plan}.name`)}
              </p>
            </div>
            <Badge color={STATUS_COLOURS[sub.status]}>{t(`subscription.status.${sub.status}`)}</Badge>
          </div>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">{t('subscription.plan.price')}</dt>
              <dd className="font-semibold text-slate-900">
                {sub.unlimited
                  ? t('subscription.plan.platform')
                  : t('subscription.plan.perMonth', { price: formatPrice(sub.monthlyTotal, language) })}
              </dd>
              {recurringAddOns.length > 0 && !sub.unlimited ? (
                <dd className="text-xs text-slate-600">
                  {t('subscription.plan.withAddOns', { price: formatPrice(sub.planPrice, language) })}
                </dd>
              ) : null}
            </div>
            <div>
              <dt className="text-slate-600">{t('subscription.plan.period')}</dt>
              <dd className="font-semibold text-slate-900">
                {formatDate(sub.usage.billingPeriodStart, language)} – {end}
              </dd>
              <dd className="text-xs text-slate-600">{dates}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('subscription.plan.payment')}</dt>
              <dd className="font-semibold text-slate-900">
                {t(`subscription.payment.${sub.paymentMethod}`)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('subscription.plan.internalAi')}</dt>
              <dd className="font-semibold text-slate-900">
                {sub.hasInternalAI
                  ? t(`subscription.internalAi.${sub.internalAIStatus}`)
                  : t('subscription.internalAi.none')}
              </dd>
              {sub.usage.internalAIUsage && sub.internalAIStatus !== 'not_configured' ? (
                <dd className="text-xs text-slate-600">
                  {t('subscription.internalAi.requests', { count: sub.usage.internalAIUsage.requests })}
                </dd>
              ) : null}
            </div>
          </dl>
          {sub.unlimited ? null : (
            <div className="flex flex-wrap gap-2 pt-1">
              <Button size="sm" onClick={() => onSelect('plans')}>
                {t('subscription.plan.change')}
              </Button>
              {sub.status === 'active' || sub.status === 'past_due' ? (
                <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                  {t('subscription.cancel.action')}
                </Button>
              ) : null}
            </div>
          )}
        </Card>
        <Card className="space-y-5 px-5 py-5 sm:px-6" labelledBy="subscription-usage-title">
          <h2 id="subscription-usage-title" className="font-semibold text-slate-900">
            {t('subscription.usage.title')}
          </h2>
          <Meter
            label={t('subscription.usage.seats')}
            used={sub.usage.currentUsers}
            total={sub.usage.maxUsers}
            detail={t('subscription.usage.seatsDetail')}
          />
          <Meter
            label={t('subscription.usage.credits')}
            used={sub.usage.aiCreditsUsed}
            total={sub.usage.isExemptFromAIBilling ? null : sub.usage.aiCreditsTotal}
            detail={t('subscription.usage.creditsDetail', { date: end })}
          />
          {sub.unlimited ? null : (
            <Button size="sm" variant="secondary" onClick={() => onSelect('addons')}>
              {t('subscription.usage.more')}
            </Button>
          )}
        </Card>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('subscription.cancel.title')}
        description={t('subscription.cancel.body', { date: end })}
        confirmLabel={t('subscription.cancel.confirm')}
        pendingLabel={t('subscription.cancel.pending')}
        pending={change.isPending}
        error={error}
        onConfirm={() => void cancel()}
      />
    </div>
  );
}
