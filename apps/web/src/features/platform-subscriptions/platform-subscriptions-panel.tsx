import { meterLevel } from '@competencyhub/domain/billing';
import type { Plan } from '@competencyhub/domain/plans';
import {
  CHOOSABLE_PLANS,
  type CompanySubscriptionRow,
  GRANT_CREDITS_MAX,
  type OpenInvoice,
  REASON_MAX,
} from '@competencyhub/domain/schemas/subscription';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage, translateValidationMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { formatAmount, formatPrice } from '../../lib/format-price.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  type PlatformChange,
  useOpenInvoices,
  usePlatformChange,
  usePlatformSubscriptions,
} from './platform-subscriptions-api.ts';

const STATUS_COLOURS = { trialing: 'blue', active: 'green', past_due: 'orange', canceled: 'gray' } as const;
const LEVEL_TEXT = {
  ok: 'text-slate-700',
  warning: 'font-semibold text-amber-800',
  full: 'font-semibold text-red-700',
};

/** /system-admin, Subscriptions tab: every company's plan and usage, revenue, and the changes made by hand. */
export function PlatformSubscriptionsPanel() {
  const { t, i18n } = useTranslation();
  const list = usePlatformSubscriptions();
  const [editing, setEditing] = useState<{ kind: 'plan' | 'credits'; row: CompanySubscriptionRow } | null>(
    null,
  );
  const language = i18n.language;
  const number = new Intl.NumberFormat(language);

  if (list.isPending) return <Spinner label={t('app.loading')} />;
  if (list.isError) return <Alert tone="error">{errorMessage(t, list.error)}</Alert>;
  const { items, mrr, trialsEndingSoon } = list.data;
  const planName = (plan: Plan) => t(`publicSite.pricing.plans.${plan}.name`);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('systemAdmin.subscriptions.title')}</h2>
        <p className="max-w-3xl text-sm text-slate-600">{t('systemAdmin.subscriptions.intro')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="space-y-3 px-5 py-5 sm:px-6" labelledBy="mrr-title">
          <h3 id="mrr-title" className="text-sm font-medium text-slate-600">
            {t('systemAdmin.subscriptions.mrr')}
          </h3>
          <p className="text-3xl font-bold tracking-tight text-slate-900">
            {formatAmount(mrr.total, language)}
          </p>
          <dl className="grid gap-1 text-sm sm:grid-cols-2">
            {CHOOSABLE_PLANS.map((plan) => (
              <div key={plan} className="flex justify-between gap-3">
                <dt className="text-slate-600">{planName(plan as Plan)}</dt>
                <dd className="font-semibold text-slate-900 tabular-nums">
                  {formatAmount(mrr.byPlan[plan] ?? 0, language)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card className="space-y-3 px-5 py-5 sm:px-6" labelledBy="trials-title">
          <h3 id="trials-title" className="text-sm font-medium text-slate-600">
            {t('systemAdmin.subscriptions.trialsEnding', { count: trialsEndingSoon.length })}
          </h3>
          {trialsEndingSoon.length === 0 ? (
            <p className="text-sm text-slate-700">{t('systemAdmin.subscriptions.noTrialsEnding')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {trialsEndingSoon.map((row) => (
                <li key={row.companyId} className="flex justify-between gap-3">
                  <span className="font-medium text-slate-900">{row.companyName}</span>
                  <span className="text-slate-700">{formatDate(row.currentPeriodEnd, language)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('systemAdmin.subscriptions.caption')}</caption>
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {['company', 'plan', 'seats', 'credits', 'monthly', 'actions'].map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-4 py-3 ${column === 'monthly' ? 'text-right' : ''}`}
                >
                  {t(`systemAdmin.subscriptions.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((row) => (
              <tr key={row.companyId} className="align-top">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {row.companyName}
                  {row.openInvoices > 0 ? (
                    <span className="block text-xs font-normal text-slate-600">
                      {t('systemAdmin.subscriptions.openInvoices', { count: row.openInvoices })}
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3">
                  <span className="block text-slate-900">{planName(row.plan)}</span>
                  <span className="mt-1 inline-flex flex-wrap gap-1">
                    <Badge color={STATUS_COLOURS[row.status]}>{t(`subscription.status.${row.status}`)}</Badge>
                    {row.access === 'read_only' ? (
                      <Badge color="red">{t('systemAdmin.subscriptions.readOnly')}</Badge>
                    ) : null}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {t('systemAdmin.subscriptions.until', {
                      date: formatDate(row.currentPeriodEnd, language),
                    })}
                  </span>
                </td>
                <td
                  className={`px-4 py-3 whitespace-nowrap tabular-nums ${LEVEL_TEXT[meterLevel(row.seatsUsed, row.seatsMax)]}`}
                >
                  {t('subscription.meter.of', {
                    used: number.format(row.seatsUsed),
                    total: number.format(row.seatsMax),
                  })}
                </td>
                <td
                  className={`px-4 py-3 whitespace-nowrap tabular-nums ${LEVEL_TEXT[meterLevel(row.creditsUsed, row.creditsTotal)]}`}
                >
                  {t('subscription.meter.of', {
                    used: number.format(row.creditsUsed),
                    total: number.format(row.creditsTotal),
                  })}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                  {formatPrice(row.monthlyTotal, language)}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('systemAdmin.subscriptions.changePlanFor', { company: row.companyName })}
                      onClick={() => setEditing({ kind: 'plan', row })}
                    >
                      {t('systemAdmin.subscriptions.changePlan')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('systemAdmin.subscriptions.grantFor', { company: row.companyName })}
                      onClick={() => setEditing({ kind: 'credits', row })}
                    >
                      {t('systemAdmin.subscriptions.grant')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OpenInvoices />
      {editing ? (
        <ChangeDialog kind={editing.kind} row={editing.row} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function OpenInvoices() {
  const { t, i18n } = useTranslation();
  const invoices = useOpenInvoices();
  const change = usePlatformChange();
  const [paying, setPaying] = useState<OpenInvoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const language = i18n.language;

  async function markPaid() {
    if (!paying) return;
    setError(null);
    try {
      await change.mutateAsync({ kind: 'paid', invoiceId: paying.id });
      notifySuccess({ title: t('systemAdmin.subscriptions.paid', { number: paying.number }) });
      setPaying(null);
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <section aria-labelledby="open-invoices-title" className="space-y-3">
      <h3 id="open-invoices-title" className="font-semibold text-slate-900">
        {t('systemAdmin.subscriptions.openTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('systemAdmin.subscriptions.openIntro')}</p>
      {invoices.isPending ? <Spinner label={t('app.loading')} /> : null}
      {invoices.isError ? <Alert tone="error">{errorMessage(t, invoices.error)}</Alert> : null}
      {invoices.data && invoices.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">{t('systemAdmin.subscriptions.noneOpen')}</p>
      ) : null}
      {invoices.data && invoices.data.items.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {invoices.data.items.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {invoice.number} · {invoice.companyName}
                </p>
                <p className="text-xs text-slate-600">
                  {t('systemAdmin.subscriptions.issuedTotal', {
                    date: formatDate(invoice.issuedAt, language),
                    total: formatAmount(invoice.total, language),
                  })}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('systemAdmin.subscriptions.markPaidNamed', { number: invoice.number })}
                onClick={() => {
                  setError(null);
                  setPaying(invoice);
                }}
              >
                {t('systemAdmin.subscriptions.markPaid')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={paying !== null}
        onOpenChange={(open) => {
          if (!open) setPaying(null);
        }}
        confirmVariant="primary"
        title={t('systemAdmin.subscriptions.paidTitle', { number: paying?.number ?? '' })}
        description={t('systemAdmin.subscriptions.paidBody', {
          company: paying?.companyName ?? '',
          total: paying ? formatAmount(paying.total, language) : '',
        })}
        confirmLabel={t('systemAdmin.subscriptions.markPaid')}
        pendingLabel={t('systemAdmin.subscriptions.saving')}
        pending={change.isPending}
        error={error}
        onConfirm={() => void markPaid()}
      />
    </section>
  );
}

function ChangeDialog({
  kind,
  row,
  onClose,
}: {
  kind: 'plan' | 'credits';
  row: CompanySubscriptionRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = usePlatformChange();
  const formId = useId();
  const [plan, setPlan] = useState<string>(row.plan === 'free_trial' ? 'starter' : row.plan);
  const [credits, setCredits] = useState('50');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    const action: PlatformChange =
      kind === 'plan'
        ? { kind, companyId: row.companyId, input: { plan, reason } }
        : { kind, companyId: row.companyId, input: { credits: Number(credits), reason } };
    try {
      await change.mutateAsync(action);
      notifySuccess({
        title:
          kind === 'plan'
            ? t('systemAdmin.subscriptions.planChanged', {
                company: row.companyName,
                plan: t(`publicSite.pricing.plans.${plan}.name`),
              })
            : t('systemAdmin.subscriptions.granted', { company: row.companyName, count: Number(credits) }),
      });
      onClose();
    } catch (failure) {
      setError(errorMessage(t, failure));
      if (isApiError(failure)) setFieldErrors(failure.fieldErrors);
    }
  }

  const fieldError = (field: string) => translateValidationMessage(t, fieldErrors[field]?.[0]);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(
        kind === 'plan' ? 'systemAdmin.subscriptions.planTitle' : 'systemAdmin.subscriptions.grantTitle',
        {
          company: row.companyName,
        },
      )}
      description={t(
        kind === 'plan' ? 'systemAdmin.subscriptions.planBody' : 'systemAdmin.subscriptions.grantBody',
      )}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('systemAdmin.subscriptions.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={change.isPending}>
            {t(kind === 'plan' ? 'systemAdmin.subscriptions.changePlan' : 'systemAdmin.subscriptions.grant')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {kind === 'plan' ? (
          <SelectField
            label={t('systemAdmin.subscriptions.plan')}
            value={plan}
            error={fieldError('plan')}
            onChange={(event) => setPlan(event.target.value)}
          >
            {CHOOSABLE_PLANS.map((id) => (
              <option key={id} value={id}>
                {t(`publicSite.pricing.plans.${id}.name`)}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            label={t('systemAdmin.subscriptions.credits')}
            type="number"
            inputMode="numeric"
            min={1}
            max={GRANT_CREDITS_MAX}
            value={credits}
            error={fieldError('credits')}
            onChange={(event) => setCredits(event.target.value)}
          />
        )}
        <TextAreaField
          label={t('systemAdmin.subscriptions.reason')}
          hint={t('systemAdmin.subscriptions.reasonHint')}
          value={reason}
          rows={2}
          maxLength={REASON_MAX}
          required
          error={fieldError('reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
      </form>
    </Modal>
  );
}
