import { PRODUCT_NAME } from '@competencyhub/domain/constants';
import type { Invoice } from '@competencyhub/domain/schemas/subscription';
import type { TFunction } from 'i18next';
import { ArrowLeft, CreditCard, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { formatAmount } from '../../lib/format-price.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { useInvoice, useInvoices, usePayInvoice } from './subscription-api.ts';

const STATUS_COLOURS = { open: 'orange', paid: 'green', void: 'gray' } as const;

/** The company's invoices and credit notes, newest first, each opening as a printable document. */
export function InvoicesPanel({ cardPayments }: { cardPayments: boolean }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const payment = params.get('payment');
  // Back from the provider's page: its webhook may land a moment after the browser does.
  const [pollUntil] = useState(() => (payment === 'success' ? Date.now() + 60_000 : null));
  const invoices = useInvoices(pollUntil);
  const pay = usePayInvoice();
  if (invoices.isPending) return <Spinner label={t('app.loading')} />;
  if (invoices.isError) return <Alert tone="error">{errorMessage(t, invoices.error)}</Alert>;
  const items = invoices.data.items;
  if (items.length === 0) return <p className="text-sm text-slate-600">{t('subscription.invoices.none')}</p>;
  const payable = (invoice: Invoice) =>
    cardPayments && invoice.kind === 'invoice' && invoice.status === 'open';
  return (
    <div className="space-y-4">
      {payment === 'success' ? (
        <Alert tone="success" title={t('subscription.invoices.paymentThanks')}>
          {t('subscription.invoices.paymentConfirming')}
        </Alert>
      ) : payment === 'cancelled' ? (
        <Alert tone="info">{t('subscription.invoices.paymentCancelled')}</Alert>
      ) : null}
      {pay.isError ? <Alert tone="error">{payFailure(t, pay.error)}</Alert> : null}
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('subscription.invoices.caption')}</caption>
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('subscription.invoices.number')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('subscription.invoices.issued')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('subscription.invoices.kind')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('subscription.invoices.total')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('subscription.invoices.status')}
              </th>
              {cardPayments ? (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{t('subscription.invoices.payment')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap">
                  <Link
                    to={`/subscription?invoice=${invoice.id}`}
                    className={`rounded-sm text-indigo-700 underline-offset-4 hover:underline ${focusRing}`}
                  >
                    {invoice.number}
                  </Link>
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatDate(invoice.issuedAt, i18n.language)}
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {t(`subscription.invoices.kinds.${invoice.kind}`)}
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                  {formatAmount(invoice.total, i18n.language)}
                </td>
                <td className="px-4 py-3">
                  <Badge color={STATUS_COLOURS[invoice.status]}>
                    {t(`subscription.invoices.statuses.${invoice.status}`)}
                  </Badge>
                </td>
                {cardPayments ? (
                  <td className="px-4 py-3 text-right">
                    {payable(invoice) ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={pay.isPending}
                        aria-label={t('subscription.invoices.payNamed', { number: invoice.number })}
                        onClick={() => pay.mutate(invoice.id)}
                      >
                        <CreditCard aria-hidden="true" className="size-4" />
                        {pay.isPending && pay.variables === invoice.id
                          ? t('subscription.invoices.opening')
                          : t('subscription.invoices.pay')}
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A refused or failed card checkout, with the server's reason when it gave one. */
function payFailure(t: TFunction, error: unknown): string {
  return isApiError(error) && error.status < 500
    ? errorMessage(t, error)
    : t('subscription.invoices.payFailed');
}

function Document({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const language = i18n.language;
  return (
    <Card className="space-y-6 px-5 py-6 sm:px-8 print:shadow-none print:ring-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-bold text-slate-900">{PRODUCT_NAME}</p>
          <p className="text-sm text-slate-600">
            {t('subscription.invoice.billedTo', { company: me.company?.name ?? '' })}
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {t(`subscription.invoices.kinds.${invoice.kind}`)} {invoice.number}
          </h1>
          <p className="text-sm text-slate-600">
            {t('subscription.invoice.issued', { date: formatDate(invoice.issuedAt, language) })}
          </p>
          {invoice.periodStart && invoice.periodEnd ? (
            <p className="text-sm text-slate-600">
              {t('subscription.invoice.period', {
                start: formatDate(invoice.periodStart, language),
                end: formatDate(invoice.periodEnd, language),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('subscription.invoice.linesCaption')}</caption>
          <thead className="border-b border-slate-300 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                #
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('subscription.invoice.description')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('subscription.invoice.quantity')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {t('subscription.invoice.unit')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('subscription.invoice.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {invoice.lines.map((line) => (
              <tr key={line.position}>
                <td className="py-2 pr-3 text-slate-600 tabular-nums">{line.position}</td>
                <td className="py-2 pr-3 text-slate-900">{line.description}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                  {formatAmount(line.unitAmount, language)}
                </td>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">
                  {formatAmount(line.amount, language)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300">
              <th scope="row" colSpan={4} className="py-3 pr-3 text-right font-semibold text-slate-900">
                {t(
                  invoice.kind === 'credit_note'
                    ? 'subscription.invoice.totalCredit'
                    : 'subscription.invoice.totalDue',
                )}
              </th>
              <td className="py-3 text-right text-lg font-bold whitespace-nowrap text-slate-900 tabular-nums">
                {formatAmount(invoice.total, language)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="space-y-1 text-sm text-slate-700">
        <p>{t('subscription.invoice.taxNote')}</p>
        <p>
          {invoice.status === 'paid' && invoice.paidAt
            ? t('subscription.invoice.paidOn', { date: formatDate(invoice.paidAt, language) })
            : invoice.kind === 'credit_note'
              ? t('subscription.invoice.creditNote')
              : t(`subscription.invoice.payBy.${invoice.paymentMethod}`, { number: invoice.number })}
        </p>
      </div>
    </Card>
  );
}

/** One invoice as a page of its own (`/subscription?invoice=`): printed without the app around it. */
export function InvoiceDocument({ invoiceId, cardPayments }: { invoiceId: string; cardPayments: boolean }) {
  const { t } = useTranslation();
  const invoice = useInvoice(invoiceId);
  const pay = usePayInvoice();
  const payable = cardPayments && invoice.data?.kind === 'invoice' && invoice.data.status === 'open';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to="/subscription?tab=invoices"
          className={`inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-indigo-700 hover:underline ${focusRing}`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('subscription.invoice.back')}
        </Link>
        <div className="flex flex-wrap gap-2">
          {payable ? (
            <Button size="sm" disabled={pay.isPending} onClick={() => pay.mutate(invoiceId)}>
              <CreditCard aria-hidden="true" className="size-4" />
              {pay.isPending ? t('subscription.invoices.opening') : t('subscription.invoices.pay')}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => window.print()} disabled={!invoice.data}>
            <Printer aria-hidden="true" className="size-4" />
            {t('subscription.invoice.print')}
          </Button>
        </div>
      </div>
      {pay.isError ? <Alert tone="error">{payFailure(t, pay.error)}</Alert> : null}
      {invoice.isPending ? <Spinner label={t('app.loading')} /> : null}
      {invoice.isError ? <Alert tone="error">{errorMessage(t, invoice.error)}</Alert> : null}
      {invoice.data ? <Document invoice={invoice.data} /> : null}
    </div>
  );
}
