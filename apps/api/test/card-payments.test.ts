import { PAYMENT_MESSAGES } from '@competencyhub/domain/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script shared with the browser tests; its types are not checked here
import { startStripeStandIn } from '../../../scripts/stripe-stand-in.mjs';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { paymentEvents } from '../src/db/schema/payments.ts';
import { invoices, subscriptions } from '../src/db/schema/subscriptions.ts';
import { makeCompany, signedInUser } from './factories.ts';
import { onPostgres, overlapAtUpdateOf } from './forced-overlap.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

interface StandIn {
  url: string;
  customers: { id: string; metadata: Record<string, string> }[];
  sessions: Map<string, Record<string, unknown> & { id: string; amount_total: number }>;
  pay(sessionId: string): Promise<{ payload: string; header: string; event: { id: string } }>;
  sign(payload: string, timestamp?: number): string;
  close(): Promise<void>;
}

let t: TestApp;
let stripe: StandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn({ apiKey: 'sk_test_cardpay', webhookSecret: 'whsec_cardpay' });
  t = await createTestApp({
    RATE_LIMIT_IP_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: '10000',
    STRIPE_SECRET_KEY: 'sk_test_cardpay',
    STRIPE_WEBHOOK_SECRET: 'whsec_cardpay',
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A company that has just chosen Professional from its trial: one open invoice of $99.00. */
async function companyWithOpenInvoice() {
  const company = await makeCompany(t.database, { plan: 'free_trial' });
  const owner = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
  const chosen = await call(t.app, 'POST', '/api/v1/subscription/plan', {
    cookie: owner.cookie,
    body: { plan: 'professional' },
  });
  expect(chosen.statusCode).toBe(200);
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.companyId, company.id));
  if (!invoice) throw new Error('no invoice');
  return { company, owner, cookie: owner.cookie, invoice };
}

const checkout = (cookie: string, invoiceId: string) =>
  call(t.app, 'POST', `/api/v1/subscription/invoices/${invoiceId}/checkout`, { cookie });
const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
const invoiceRow = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const paidAudits = async (companyId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'invoice.paid_by_card')));

/** A checkout.session.completed event for `session`, changed by `change`, signed as Stripe signs. */
function eventFor(
  session: Record<string, unknown>,
  change: Record<string, unknown> = {},
  id = `evt_${Math.random()}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...session, payment_status: 'paid', status: 'complete', ...change } },
  });
}

describe('paying an invoice by card through Stripe', () => {
  it("opens Stripe Checkout for the invoice's exact amount, for the company's own customer", async () => {
    const { company, cookie, invoice } = await companyWithOpenInvoice();
    const sub = (await call(t.app, 'GET', '/api/v1/subscription', { cookie })).json();
    expect(sub).toMatchObject({
      cardPayments: true,
      paymentMethod: 'bank_transfer',
      providerCustomerId: null,
    });
    const res = await checkout(cookie, invoice.id);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);
    const session = stripe.sessions.get(url.split('/').at(-1) ?? '');
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 9900,
      currency: 'usd',
      client_reference_id: invoice.id,
      metadata: { invoiceId: invoice.id, companyId: company.id },
      success_url: `${t.config.baseUrl}/subscription?tab=invoices&payment=success`,
      cancel_url: `${t.config.baseUrl}/subscription?tab=invoices&payment=cancelled`,
    });
    const customer = stripe.customers.find((c) => c.metadata.companyId === company.id);
    expect(session?.customer).toBe(customer?.id);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.id));
    expect(row?.providerCustomerId).toBe(customer?.id);
    // A second attempt reuses the customer.
    const before = stripe.customers.length;
    expect((await checkout(cookie, invoice.id)).statusCode).toBe(200);
    expect(stripe.customers.length).toBe(before);
  });

  it('marks the invoice paid by card on the signed webhook, once, however often Stripe retries it', async () => {
    const { company, cookie, invoice } = await companyWithOpenInvoice();
    const url: string = (await checkout(cookie, invoice.id)).json().url;
    const { payload, header, event } = await stripe.pay(url.split('/').at(-1) ?? '');
    const first = await webhook(payload, header);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const paid = await invoiceRow(invoice.id);
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(paid?.providerPaymentId).toMatch(/^cs_test_/);
    const paidAt = paid?.paidAt?.toISOString();
    // Stripe retries until it hears 2xx: a replay is acknowledged and changes nothing.
    for (let i = 0; i < 3; i++) expect((await webhook(payload, header)).statusCode).toBe(200);
    expect((await invoiceRow(invoice.id))?.paidAt?.toISOString()).toBe(paidAt);
    expect(await paidAudits(company.id)).toHaveLength(1);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(events).toMatchObject([{ outcome: 'paid', invoiceId: invoice.id }]);
    // The account holder sees it paid, and the subscription now pays by card.
    const listed = (await call(t.app, 'GET', '/api/v1/subscription/invoices', { cookie })).json().items;
    expect(listed.find((i: { id: string }) => i.id === invoice.id)).toMatchObject({
      status: 'paid',
      paymentMethod: 'card',
    });
    expect((await call(t.app, 'GET', '/api/v1/subscription', { cookie })).json().paymentMethod).toBe('card');
    // A paid invoice is not paid twice.
    const again = await checkout(cookie, invoice.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe(PAYMENT_MESSAGES.notPayable);
  });

  it('refuses a webhook whose signature does not hold, and changes nothing', async () => {
    const { company, cookie, invoice } = await companyWithOpenInvoice();
    const url: string = (await checkout(cookie, invoice.id)).json().url;
    const session = stripe.sessions.get(url.split('/').at(-1) ?? '') ?? {};
    const payload = eventFor(session);
    const cases: [string, string | undefined][] = [
      ['no signature', undefined],
      ['signed with another secret', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`],
      ['a body changed after signing', stripe.sign(payload.replace('"livemode":false', '"livemode":true'))],
      [
        'an old signature (replayed after the tolerance)',
        stripe.sign(payload, Math.floor(Date.now() / 1000) - 3600),
      ],
    ];
    for (const [name, signature] of cases) {
      const res = await webhook(payload, signature);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().detail, name).toBe(PAYMENT_MESSAGES.badSignature);
    }
    expect((await invoiceRow(invoice.id))?.status).toBe('open');
    expect(await paidAudits(company.id)).toHaveLength(0);
  });

  it('does not mark an invoice paid when the amount, the currency or the company does not match', async () => {
    const { cookie, invoice } = await companyWithOpenInvoice();
    const other = await companyWithOpenInvoice();
    const url: string = (await checkout(cookie, invoice.id)).json().url;
    const session = stripe.sessions.get(url.split('/').at(-1) ?? '') ?? {};
    const cases: [Record<string, unknown>, string][] = [
      [{ amount_total: 100 }, 'amount_mismatch'],
      [{ currency: 'eur' }, 'amount_mismatch'],
      [{ metadata: { invoiceId: invoice.id, companyId: other.company.id } }, 'unknown_invoice'],
      [{ metadata: { invoiceId: 'not-an-id' }, client_reference_id: null }, 'unknown_invoice'],
    ];
    for (const [change, outcome] of cases) {
      const id = `evt_mismatch_${Math.random()}`;
      const payload = eventFor(session, change, id);
      expect((await webhook(payload, stripe.sign(payload))).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
      expect(row?.outcome).toBe(outcome);
    }
    expect((await invoiceRow(invoice.id))?.status).toBe('open');
    // Events the product does not act on are acknowledged and recorded.
    const ignored = JSON.stringify({
      id: 'evt_ignored_1',
      object: 'event',
      type: 'customer.updated',
      created: 1,
      data: { object: {} },
    });
    expect((await webhook(ignored, stripe.sign(ignored))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, 'evt_ignored_1'));
    expect(row).toMatchObject({ outcome: 'ignored', type: 'customer.updated' });
  });

  it("is for the company's account holder, on its own open invoices", async () => {
    const { company, invoice } = await companyWithOpenInvoice();
    const employee = await signedInUser(t, { companyId: company.id, role: 'employee' });
    expect((await checkout(employee.cookie, invoice.id)).statusCode).toBe(403);
    const outsider = await companyWithOpenInvoice();
    expect((await checkout(outsider.cookie, invoice.id)).statusCode).toBe(404);
    // A credit note is owed to the company, not paid by it.
    await t.database.db
      .update(invoices)
      .set({ kind: 'credit_note' })
      .where(eq(invoices.id, outsider.invoice.id));
    const creditNote = await checkout(outsider.cookie, outsider.invoice.id);
    expect(creditNote.statusCode).toBe(422);
    expect(creditNote.json().detail).toBe(PAYMENT_MESSAGES.notPayable);
  });
});

/** The Checkout session Stripe opened for a fresh company's open invoice. */
async function openSession() {
  const opened = await companyWithOpenInvoice();
  const url: string = (await checkout(opened.cookie, opened.invoice.id)).json().url;
  const session = stripe.sessions.get(url.split('/').at(-1) ?? '');
  if (!session) throw new Error('no session');
  return { ...opened, session };
}

/**
 * A paid-checkout event for `session` as bytes Stripe could send, each differing from what
 * `JSON.stringify(JSON.parse(bytes))` gives back: the signature holds over these bytes only.
 */
const rawEvents: [string, (session: Record<string, unknown>, id: string) => string][] = [
  [
    'indented, with a trailing newline',
    (session, id) => `${JSON.stringify(JSON.parse(eventFor(session, {}, id)), null, 2)}\n`,
  ],
  [
    'with keys in an order parsing changes (a numeric key last)',
    (session, id) => {
      const metadata = JSON.stringify(session.metadata).replace(/\}$/, ',"7":"seventh"}');
      return eventFor(session, {}, id).replace(JSON.stringify(session.metadata), metadata);
    },
  ],
  [
    'with unicode and slash escapes',
    (session, id) =>
      eventFor(session, {}, id).replace(
        '"payment_status"',
        '"description":"Caf\\u00e9 \\u2013 s\\/n","payment_status"',
      ),
  ],
  [
    'with numbers written 1.0',
    (session, id) =>
      eventFor(session, {}, id).replace(
        `"amount_total":${session.amount_total}`,
        `"amount_total":${session.amount_total}.0`,
      ),
  ],
];

describe('the webhook signature is checked over the bytes received', () => {
  it.each(rawEvents)(
    'accepts an event %s signed over its own bytes, and refuses it signed over its re-serialised JSON',
    async (_name, bytesOf) => {
      const { company, invoice, session } = await openSession();
      const id = `evt_raw_${Math.random()}`;
      const raw = bytesOf(session, id);
      const reserialised = JSON.stringify(JSON.parse(raw));
      expect(reserialised).not.toBe(raw);

      const refused = await webhook(raw, stripe.sign(reserialised));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(PAYMENT_MESSAGES.badSignature);
      expect((await invoiceRow(invoice.id))?.status).toBe('open');
      expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toEqual([]);

      const accepted = await webhook(raw, stripe.sign(raw));
      expect(accepted.statusCode).toBe(200);
      expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
      expect(await paidAudits(company.id)).toHaveLength(1);
    },
  );

  it('refuses a signature dated more than five minutes ahead, and accepts one a minute ahead', async () => {
    const { company, invoice, session } = await openSession();
    const now = Math.floor(Date.now() / 1000);
    const ahead = eventFor(session, {}, `evt_ahead_${Math.random()}`);
    for (const seconds of [310, 3600, 86_400 * 365]) {
      const res = await webhook(ahead, stripe.sign(ahead, now + seconds));
      expect(res.statusCode, `${seconds} s ahead`).toBe(400);
      expect(res.json().detail).toBe(PAYMENT_MESSAGES.badSignature);
    }
    expect((await invoiceRow(invoice.id))?.status).toBe('open');
    // A clock a little fast is not an attack: the same event a minute ahead is taken.
    const skewed = await webhook(ahead, stripe.sign(ahead, now + 60));
    expect(skewed.statusCode).toBe(200);
    expect((await invoiceRow(invoice.id))?.status).toBe('paid');
    expect(await paidAudits(company.id)).toHaveLength(1);
  });
});

describe(`one event delivered twice at the same moment (${onPostgres ? 'in overlapping transactions on PostgreSQL' : 'one after the other on PGlite, which runs one transaction at a time'})`, () => {
  it('marks the invoice paid once, with one audit entry and the event recorded as paid', async () => {
    const { company, invoice, session } = await openSession();
    const id = `evt_twice_${Math.random()}`;
    const payload = eventFor(session, {}, id);
    const header = stripe.sign(payload);
    const both = () => Promise.all([webhook(payload, header), webhook(payload, header)]);
    // On PostgreSQL the first delivery is held at its UPDATE of the invoice until the second waits
    // too (behind the event's id, or at the same gate if nothing serialised them).
    const responses = onPostgres ? await overlapAtUpdateOf(t.database, 'invoices', 2, both) : await both();
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paymentMethod: 'card' });
    expect(await paidAudits(company.id)).toHaveLength(1);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
    expect(events).toMatchObject([{ outcome: 'paid', invoiceId: invoice.id }]);
  });
});

describe('the Stripe configuration', () => {
  it('needs the secret key and the webhook secret together, each in its own format', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/together/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).STRIPE_SECRET_KEY,
    ).toBe('sk_live_abc');
  });
});
