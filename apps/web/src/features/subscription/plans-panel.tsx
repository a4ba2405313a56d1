import { daysLeft, periodDays, prorate, seatLimit } from '@competencyhub/domain/billing';
import { PLAN_DEFINITIONS, type Plan } from '@competencyhub/domain/plans';
import { CHOOSABLE_PLANS, type Subscription } from '@competencyhub/domain/schemas/subscription';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatAmount, formatPrice } from '../../lib/format-price.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useSubscriptionChange } from './subscription-api.ts';

type PaidPlan = Exclude<Plan, 'free_trial'>;

/** What choosing `plan` now costs: a new month, or the prorated difference for the days left. */
function estimate(sub: Subscription, plan: PaidPlan, now = new Date()) {
  const fresh = sub.status === 'trialing' || sub.access === 'read_only';
  if (fresh) return { fresh: true, amount: PLAN_DEFINITIONS[plan].monthlyPriceCents, days: 0, total: 0 };
  const start = new Date(sub.currentPeriodStart);
  const end = new Date(sub.currentPeriodEnd);
  const days = daysLeft(now, start, end);
  const total = periodDays(start, end);
  const amount =
    prorate(PLAN_DEFINITIONS[plan].monthlyPriceCents, days, total) -
    prorate(PLAN_DEFINITIONS[sub.plan].monthlyPriceCents, days, total);
  return { fresh: false, amount, days, total };
}

/** The plans of the catalogue, the current one marked; choosing another asks first, with what it costs. */
export function PlansPanel({ subscription: sub }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const change = useSubscriptionChange();
  const [choosing, setChoosing] = useState<PaidPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const language = i18n.language;
  const running = sub.status === 'active' || sub.status === 'past_due';
  const holdings = sub.addOns.map((addOn) => ({ addOnId: addOn.addOnId, quantity: addOn.quantity }));

  async function confirm() {
    if (!choosing) return;
    setError(null);
    try {
      await change.mutateAsync({ kind: 'plan', plan: choosing });
      notifySuccess({
        title: t('subscription.plans.changed', { plan: t(`publicSite.pricing.plans.${choosing}.name`) }),
      });
      setChoosing(null);
    } catch (failure) {
      // Spec section 8: 'Failed to upgrade plan', with the reason when the server gave one.
      const reason = isApiError(failure) && failure.status < 500 ? errorMessage(t, failure) : null;
      setError(
        reason
          ? `${t('subscription.errors.upgradeFailed')}: ${reason}`
          : t('subscription.errors.upgradeFailed'),
      );
    }
  }

  const chosen = choosing ? estimate(sub, choosing) : null;
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">{t('subscription.plans.intro')}</p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {CHOOSABLE_PLANS.map((id) => {
          const plan = PLAN_DEFINITIONS[id as PaidPlan];
          const current = sub.plan === id && running;
          const seats = seatLimit(plan.id, holdings);
          const tooSmall = seats < sub.usage.currentUsers;
          const name = t(`publicSite.pricing.plans.${id}.name`);
          return (
            <li key={id}>
              <Card
                className={`flex h-full flex-col gap-4 px-5 py-5 ${current ? 'ring-2 ring-indigo-600' : ''}`}
              >
                <div className="space-y-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
                    {current ? <Badge color="blue">{t('subscription.plans.current')}</Badge> : null}
                  </div>
                  <p className="text-sm text-slate-600">{t(`publicSite.pricing.plans.${id}.description`)}</p>
                </div>
                <p>
                  <span className="text-2xl font-bold text-slate-900">
                    {formatPrice(plan.monthlyPriceCents, language)}
                  </span>{' '}
                  <span className="text-sm text-slate-600">{t('publicSite.pricing.perMonth')}</span>
                </p>
                <ul className="space-y-1.5 text-sm text-slate-700">
                  <li>{t('publicSite.pricing.users', { count: plan.maxUsers })}</li>
                  <li>{t('publicSite.pricing.aiCredits', { count: plan.aiCreditsPerMonth })}</li>
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
                      {t(`publicSite.pricing.featureNames.${feature}`)}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto space-y-2">
                  {tooSmall && !current ? (
                    <p className="text-xs font-medium text-amber-800">
                      {t('subscription.plans.tooSmall', {
                        seats,
                        active: sub.usage.currentUsers,
                        count: sub.usage.currentUsers - seats,
                      })}
                    </p>
                  ) : null}
                  {current ? null : (
                    <Button
                      size="sm"
                      fullWidth
                      variant={
                        plan.monthlyPriceCents > PLAN_DEFINITIONS[sub.plan].monthlyPriceCents
                          ? 'primary'
                          : 'secondary'
                      }
                      aria-label={t('subscription.plans.chooseNamed', { plan: name })}
                      onClick={() => {
                        setError(null);
                        setChoosing(id as PaidPlan);
                      }}
                    >
                      {t('subscription.plans.choose')}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={choosing !== null}
        onOpenChange={(open) => {
          if (!open) setChoosing(null);
        }}
        confirmVariant="primary"
        title={t('subscription.plans.confirmTitle', {
          plan: choosing ? t(`publicSite.pricing.plans.${choosing}.name`) : '',
        })}
        description={
          chosen ? (
            <p>
              {chosen.fresh
                ? t('subscription.plans.freshPeriod', { amount: formatAmount(chosen.amount, language) })
                : chosen.amount >= 0
                  ? t('subscription.plans.proratedCharge', {
                      amount: formatAmount(chosen.amount, language),
                      days: chosen.days,
                      total: chosen.total,
                    })
                  : t('subscription.plans.proratedCredit', {
                      amount: formatAmount(-chosen.amount, language),
                      days: chosen.days,
                      total: chosen.total,
                    })}
            </p>
          ) : (
            ''
          )
        }
        confirmLabel={t('subscription.plans.confirm')}
        pendingLabel={t('subscription.plans.pending')}
        pending={change.isPending}
        error={error}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
