import { randomUUID } from 'node:crypto';
import { addMonths } from '@competencyhub/domain/billing';
import { PLAN_DEFINITIONS } from '@competencyhub/domain/plans';
import type { Tx } from '../db/client.ts';
import { account, user } from '../db/schema/auth.ts';
import { companies, companyDomains } from '../db/schema/companies.ts';
import { profiles } from '../db/schema/profiles.ts';
import { invoiceLines, invoices, subscriptionAddOns, subscriptions } from '../db/schema/subscriptions.ts';
import { ADD_ON_NAMES, PLAN_NAMES } from '../modules/subscriptions/subscription-rows.ts';

/**
 * Demo subscriptions (issue 11, point 9): Acme on the professional plan with a user block and some AI
 * credits spent, its invoices paid up to the current month; Brightside Health on the starter plan
 * with 13 of its 15 seats taken; Nimbus Labs two days from the end of its trial.
 */

const DAY = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

export const SMALL_DEMO_COMPANIES = [
  {
    name: 'Brightside Health',
    domain: 'brightside.test',
    people: [
      'Bianca Brooks',
      'Owen Patel',
      'Greta Lindqvist',
      'Hugo Martins',
      'Ines Duarte',
      'Jonas Weber',
      'Kira Novak',
      'Liam O’Connor',
      'Maya Chen',
      'Nils Eriksen',
      'Olga Petrova',
      'Pablo Ruiz',
      'Rhea Kapoor',
    ],
  },
  { name: 'Nimbus Labs', domain: 'nimbus.test', people: ['Nora Quinn', 'Theo Grant', 'Uma Reyes'] },
] as const;

/** The account holder of each small company signs in as owner@{domain}; the others as first.last@. */
async function seedSmallCompany(
  tx: Tx,
  company: (typeof SMALL_DEMO_COMPANIES)[number],
  passwordHash: string,
  now: number,
): Promise<string> {
  const created = new Date(now - 200 * DAY);
  const [row] = await tx
    .insert(companies)
    .values({ name: company.name, createdAt: created, updatedAt: created })
    .returning({ id: companies.id });
  if (!row) throw new Error('demo company insert failed');
  await tx.insert(companyDomains).values({ companyId: row.id, domain: company.domain });
  for (const [index, name] of company.people.entries()) {
    const id = randomUUID();
    const email =
      index === 0
        ? `owner@${company.domain}`
        : `${name
            .toLowerCase()
            .replace(/[^a-z ]/g, '')
            .replace(' ', '.')}@${company.domain}`;
    const joined = new Date(now - (180 - index * 7) * DAY);
    await tx
      .insert(user)
      .values({ id, name, email, emailVerified: true, createdAt: joined, updatedAt: joined });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
    });
    await tx.insert(profiles).values({
      id,
      companyId: row.id,
      email,
      fullName: name,
      role: index === 0 ? 'account_holder' : 'employee',
      status: 'active',
      createdAt: joined,
      updatedAt: joined,
    });
  }
  return row.id;
}

async function invoice(
  tx: Tx,
  companyId: string,
  sequence: number,
  issued: Date,
  lines: { description: string; quantity: number; unitAmount: number }[],
  paid: boolean,
  period?: { start: Date; end: Date },
) {
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0);
  const [row] = await tx
    .insert(invoices)
    .values({
      companyId,
      number: `CH-${issued.getUTCFullYear()}-${String(sequence).padStart(5, '0')}`,
      kind: 'invoice',
      status: paid ? 'paid' : 'open',
      paymentMethod: 'bank_transfer',
      totalCents: total,
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
      issuedAt: issued,
      paidAt: paid ? new Date(issued.getTime() + 3 * DAY) : null,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('demo invoice insert failed');
  await tx.insert(invoiceLines).values(
    lines.map((line, index) => ({
      companyId,
      invoiceId: row.id,
      position: index + 1,
      description: line.description,
      quantity: line.quantity,
      unitAmountCents: line.unitAmount,
      amountCents: line.quantity * line.unitAmount,
    })),
  );
}

export async function seedDemoSubscriptions(
  tx: Tx,
  options: { acmeId: string; passwordHash: string; now: number },
): Promise<void> {
  const { acmeId, passwordHash, now } = options;
  // Acme: a month that began 12 days ago, the two before it invoiced and paid.
  const start = new Date(now - 12 * DAY);
  const end = addMonths(start, 1);
  await tx.insert(subscriptions).values({
    companyId: acmeId,
    plan: 'professional',
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    planCreditsUsed: 137,
    createdAt: addMonths(start, -3),
  });
  const blockBought = addMonths(start, -1);
  await tx.insert(subscriptionAddOns).values({
    companyId: acmeId,
    addOnId: 'user_block_50',
    quantity: 1,
    unitPriceCents: 1099,
    billingType: 'recurring',
    createdAt: blockBought,
  });
  const professional = PLAN_DEFINITIONS.professional.monthlyPriceCents;
  const twoBack = addMonths(start, -2);
  await invoice(
    tx,
    acmeId,
    1,
    twoBack,
    [
      {
        description: `${PLAN_NAMES.professional} plan, ${day(twoBack)} – ${day(blockBought)}`,
        quantity: 1,
        unitAmount: professional,
      },
    ],
    true,
    { start: twoBack, end: blockBought },
  );
  await invoice(
    tx,
    acmeId,
    2,
    blockBought,
    [
      {
        description: `${PLAN_NAMES.professional} plan, ${day(blockBought)} – ${day(start)}`,
        quantity: 1,
        unitAmount: professional,
      },
      {
        description: `${ADD_ON_NAMES.user_block_50}, ${day(blockBought)} – ${day(start)}`,
        quantity: 1,
        unitAmount: 1099,
      },
    ],
    true,
    { start: blockBought, end: start },
  );
  await invoice(
    tx,
    acmeId,
    3,
    start,
    [
      {
        description: `${PLAN_NAMES.professional} plan, ${day(start)} – ${day(end)}`,
        quantity: 1,
        unitAmount: professional,
      },
      {
        description: `${ADD_ON_NAMES.user_block_50}, ${day(start)} – ${day(end)}`,
        quantity: 1,
        unitAmount: 1099,
      },
    ],
    false,
    { start, end },
  );

  const [brightside, nimbus] = SMALL_DEMO_COMPANIES;
  const brightsideId = await seedSmallCompany(tx, brightside, passwordHash, now);
  const brightsideStart = new Date(now - 20 * DAY);
  await tx.insert(subscriptions).values({
    companyId: brightsideId,
    plan: 'starter',
    status: 'active',
    currentPeriodStart: brightsideStart,
    currentPeriodEnd: addMonths(brightsideStart, 1),
    planCreditsUsed: 64,
  });
  await invoice(
    tx,
    brightsideId,
    1,
    brightsideStart,
    [
      {
        description: `${PLAN_NAMES.starter} plan, ${day(brightsideStart)} – ${day(addMonths(brightsideStart, 1))}`,
        quantity: 1,
        unitAmount: PLAN_DEFINITIONS.starter.monthlyPriceCents,
      },
    ],
    true,
    { start: brightsideStart, end: addMonths(brightsideStart, 1) },
  );

  const nimbusId = await seedSmallCompany(tx, nimbus, passwordHash, now);
  await tx.insert(subscriptions).values({
    companyId: nimbusId,
    plan: 'free_trial',
    status: 'trialing',
    currentPeriodStart: new Date(now - 12 * DAY),
    currentPeriodEnd: new Date(now + 2 * DAY),
    planCreditsUsed: 18,
  });
}
