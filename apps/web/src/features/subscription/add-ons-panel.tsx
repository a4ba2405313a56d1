import { daysLeft, periodDays, prorate } from '@competencyhub/domain/billing';
import { ADD_ON_IDS, ADD_ONS, type AddOnId } from '@competencyhub/domain/plans';
import {
  ADD_ON_QUANTITY_MAX,
  type AddOnView,
  type Subscription,
} from '@competencyhub/domain/schemas/subscription';
import { Bot, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { formatAmount, formatPrice } from '../../lib/format-price.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubscriptionChange } from './subscription-api.ts';

const ICONS = { user_block_50: Users, ai_credits_50: Bot } as const;

/** Spec section 8's texts, with the server's reason after them when it gave one. */
function failure(t: (key: string) => string, title: string, error: unknown): string {
  const reason = isApiError(error) && error.status < 500 ? errorMessage(t as never, error) : null;
  return reason ? `${t(title)}: ${reason}` : t(title);
}

/** What buying `quantity` now costs: user blocks for the days left in the period, credits in full. */
function costNow(sub: Subscription, addOnId: AddOnId, quantity: number): number {
  const addOn = ADD_ONS[addOnId];
  if (addOn.billingType !== 'recurring') return addOn.unitPriceCents * quantity;
  const start = new Date(sub.currentPeriodStart);
  const end = new Date(sub.currentPeriodEnd);
  return prorate(addOn.unitPriceCents * quantity, daysLeft(new Date(), start, end), periodDays(start, end));
}

/** Buying seats and AI credits, and the add-ons the company holds. */
export function AddOnsPanel({ subscription: sub }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const change = useSubscriptionChange();
  const [quantities, setQuantities] = useState<Record<AddOnId, string>>({
    user_block_50: '1',
    ai_credits_50: '1',
  });
  const [buying, setBuying] = useState<{ addOnId: AddOnId; quantity: number } | null>(null);
  const [removing, setRemoving] = useState<AddOnView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<Partial<Record<AddOnId, string>>>({});
  const language = i18n.language;
  const canBuy = sub.status !== 'trialing' && sub.access === 'full' && !sub.unlimited;

  function ask(addOnId: AddOnId) {
    const quantity = Number(quantities[addOnId]);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > ADD_ON_QUANTITY_MAX) {
      setFieldError({ [addOnId]: t('subscription.errors.quantity', { max: ADD_ON_QUANTITY_MAX }) });
      return;
    }
    setFieldError({});
    setError(null);
    setBuying({ addOnId, quantity });
  }

  async function buy() {
    if (!buying) return;
    try {
      await change.mutateAsync({ kind: 'buy', ...buying });
      notifySuccess({ title: t(`subscription.addOns.bought.${buying.addOnId}`, { count: buying.quantity }) });
      setBuying(null);
    } catch (caught) {
      setError(failure(t, 'subscription.errors.purchaseFailed', caught));
    }
  }

  async function remove() {
    if (!removing) return;
    try {
      await change.mutateAsync({ kind: 'remove', addOnRowId: removing.id });
      notifySuccess({ title: t('subscription.addOns.removed') });
      setRemoving(null);
    } catch (caught) {
      setError(failure(t, 'subscription.errors.removeFailed', caught));
    }
  }

  return (
    <div className="space-y-6">
      {canBuy ? null : (
        <Alert tone="info">
          {sub.unlimited ? t('subscription.addOns.unlimited') : t('subscription.addOns.planFirst')}
        </Alert>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {ADD_ON_IDS.map((addOnId) => {
          const addOn = ADD_ONS[addOnId];
          const Icon = ICONS[addOnId];
          return (
            <li key={addOnId}>
              <Card className="flex h-full flex-col gap-4 px-5 py-5 sm:px-6">
                <div className="flex items-start gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 space-y-1">
                    <h2 className="font-semibold text-slate-900">
                      {t(`subscription.addOns.names.${addOnId}`)}
                    </h2>
                    <p className="text-sm text-slate-600">{t(`subscription.addOns.describe.${addOnId}`)}</p>
                    <p className="text-sm font-semibold text-slate-900">
                      {t(`subscription.addOns.price.${addOn.billingType}`, {
                        price: formatPrice(addOn.unitPriceCents, language),
                      })}
                    </p>
                  </div>
                </div>
                <div className="mt-auto flex flex-wrap items-end gap-3">
                  <TextField
                    label={t('subscription.addOns.quantity')}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={ADD_ON_QUANTITY_MAX}
                    className="w-28"
                    value={quantities[addOnId]}
                    error={fieldError[addOnId]}
                    disabled={!canBuy}
                    onChange={(event) => setQuantities((q) => ({ ...q, [addOnId]: event.target.value }))}
                  />
                  <Button
                    size="sm"
                    disabled={!canBuy}
                    aria-label={t('subscription.addOns.buyNamed', {
                      name: t(`subscription.addOns.names.${addOnId}`),
                    })}
                    onClick={() => ask(addOnId)}
                    className="mb-0.5"
                  >
                    {t('subscription.addOns.buy')}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {error && !buying && !removing ? <Alert tone="error">{error}</Alert> : null}
      <section aria-labelledby="held-add-ons" className="space-y-3">
        <h2 id="held-add-ons" className="font-semibold text-slate-900">
          {t('subscription.addOns.heldTitle')}
        </h2>
        {sub.addOns.length === 0 ? (
          <p className="text-sm text-slate-600">{t('subscription.addOns.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {sub.addOns.map((addOn) => (
              <li key={addOn.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {t('subscription.addOns.held', {
                      count: addOn.quantity,
                      name: t(`subscription.addOns.names.${addOn.addOnId}`),
                    })}
                  </p>
                  <p className="text-xs text-slate-600">
                    {addOn.creditsRemaining === null
                      ? t('subscription.addOns.recurringSince', {
                          price: formatPrice(addOn.price * addOn.quantity, language),
                          date: formatDate(addOn.createdAt, language),
                        })
                      : t('subscription.addOns.creditsLeft', {
                          count: addOn.creditsRemaining,
                          date: formatDate(addOn.createdAt, language),
                        })}
                  </p>
                </div>
                {addOn.billingType === 'recurring' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('subscription.addOns.removeNamed', {
                      name: t(`subscription.addOns.names.${addOn.addOnId}`),
                    })}
                    onClick={() => {
                      setError(null);
                      setRemoving(addOn);
                    }}
                  >
                    {t('subscription.addOns.remove')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={buying !== null}
        onOpenChange={(open) => {
          if (!open) setBuying(null);
        }}
        confirmVariant="primary"
        title={
          buying ? t(`subscription.addOns.confirmTitle.${buying.addOnId}`, { count: buying.quantity }) : ''
        }
        description={
          buying
            ? t(`subscription.addOns.confirmBody.${ADD_ONS[buying.addOnId].billingType}`, {
                amount: formatAmount(costNow(sub, buying.addOnId, buying.quantity), language),
                monthly: formatPrice(ADD_ONS[buying.addOnId].unitPriceCents * buying.quantity, language),
              })
            : ''
        }
        confirmLabel={t('subscription.addOns.buy')}
        pendingLabel={t('subscription.addOns.buying')}
        pending={change.isPending}
        error={error}
        onConfirm={() => void buy()}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('subscription.addOns.removeTitle')}
        description={t('subscription.addOns.removeBody')}
        confirmLabel={t('subscription.addOns.remove')}
        pendingLabel={t('subscription.addOns.removing')}
        pending={change.isPending}
        error={error}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
