import { describe, expect, it } from 'vitest';
import {
  ADD_ON_IDS,
  ADD_ONS,
  CURRENCY,
  centsToAmount,
  ENTERPRISE_PLANS,
  hasEnterpriseAccess,
  PLAN_DEFINITIONS,
  PLAN_FEATURES,
  PLANS,
} from './plans.ts';

describe('plans', () => {
  it('has exactly the two enterprise plans the spec names', () => {
    expect([...ENTERPRISE_PLANS].sort()).toEqual(['enterprise_core', 'enterprise_essentials']);
  });

  it('offers both enterprise plans and other plans, with no duplicates', () => {
    expect(PLANS).toContain('enterprise_core');
    expect(PLANS).toContain('enterprise_essentials');
    expect(PLANS.length).toBeGreaterThan(2);
    expect(new Set(PLANS).size).toBe(PLANS.length);
  });
});

describe('hasEnterpriseAccess', () => {
  it.each([
    ['enterprise_core', true],
    ['enterprise_essentials', true],
    ['free_trial', false],
    ['starter', false],
    ['professional', false],
    ['enterprise', false],
    ['enterprise_plus', false],
    ['Enterprise_Core', false],
    ['ENTERPRISE_ESSENTIALS', false],
    [' enterprise_core', false],
    ['enterprise_core ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (plan, expected) => {
    expect(hasEnterpriseAccess(plan)).toBe(expected);
  });

  it.each(PLANS)('plan %s has enterprise access only if it is an enterprise plan', (plan) => {
    expect(hasEnterpriseAccess(plan)).toBe(plan === 'enterprise_core' || plan === 'enterprise_essentials');
  });
});

describe('PLAN_DEFINITIONS', () => {
  it('defines every plan once, under its own id', () => {
    expect(Object.keys(PLAN_DEFINITIONS).sort()).toEqual([...PLANS].sort());
    for (const plan of PLANS) expect(PLAN_DEFINITIONS[plan].id).toBe(plan);
  });

  it('marks exactly the enterprise plans as enterprise', () => {
    for (const plan of PLANS) expect(PLAN_DEFINITIONS[plan].enterprise).toBe(hasEnterpriseAccess(plan));
  });

  it('offers the free trial at 0 USD for 14 days, and renews every paid plan monthly', () => {
    expect(CURRENCY).toBe('USD');
    expect(PLAN_DEFINITIONS.free_trial).toMatchObject({ monthlyPriceCents: 0, trialDays: 14 });
    for (const plan of PLANS.filter((p) => p !== 'free_trial')) {
      expect(PLAN_DEFINITIONS[plan].trialDays, plan).toBeNull();
      expect(PLAN_DEFINITIONS[plan].monthlyPriceCents, plan).toBeGreaterThan(0);
    }
  });

  it('uses the sample limits of spec section 9 for the professional plan', () => {
    expect(PLAN_DEFINITIONS.professional).toMatchObject({ maxUsers: 50, aiCreditsPerMonth: 500 });
  });

  it('keeps prices in whole cents and limits as positive whole numbers', () => {
    for (const plan of PLANS) {
      const d = PLAN_DEFINITIONS[plan];
      expect(Number.isInteger(d.monthlyPriceCents), plan).toBe(true);
      expect(Number.isInteger(d.maxUsers) && d.maxUsers > 0, plan).toBe(true);
      expect(Number.isInteger(d.aiCreditsPerMonth) && d.aiCreditsPerMonth > 0, plan).toBe(true);
    }
  });

  it('never gives more for less: paid plans rise in price, users, credits and features', () => {
    const paid = PLANS.filter((p) => p !== 'free_trial').map((p) => PLAN_DEFINITIONS[p]);
    for (let i = 1; i < paid.length; i++) {
      const [cheaper, dearer] = [paid[i - 1], paid[i]];
      if (!cheaper || !dearer) throw new Error('missing plan');
      expect(dearer.monthlyPriceCents, dearer.id).toBeGreaterThan(cheaper.monthlyPriceCents);
      expect(dearer.maxUsers, dearer.id).toBeGreaterThan(cheaper.maxUsers);
      expect(dearer.aiCreditsPerMonth, dearer.id).toBeGreaterThan(cheaper.aiCreditsPerMonth);
      for (const feature of cheaper.features) expect(dearer.features, dearer.id).toContain(feature);
    }
  });

  it('lists only known features, without duplicates, and the internal AI only on enterprise plans', () => {
    for (const plan of PLANS) {
      const { features, enterprise } = PLAN_DEFINITIONS[plan];
      for (const feature of features) expect(PLAN_FEATURES).toContain(feature);
      expect(new Set(features).size, plan).toBe(features.length);
      expect(features.includes('internal_ai'), plan).toBe(enterprise);
    }
  });

  it('includes competency management in every plan', () => {
    for (const plan of PLANS) expect(PLAN_DEFINITIONS[plan].features).toContain('competency_management');
  });
});

describe('ADD_ONS', () => {
  it('defines both add-ons of spec section 9 under their own ids', () => {
    expect(Object.keys(ADD_ONS).sort()).toEqual([...ADD_ON_IDS].sort());
    for (const id of ADD_ON_IDS) expect(ADD_ONS[id].id).toBe(id);
  });

  it('sells user_block_50 as 50 extra users per unit at 10.99 USD, recurring', () => {
    expect(ADD_ONS.user_block_50).toEqual({
      id: 'user_block_50',
      unit: { extraUsers: 50, extraAiCredits: 0 },
      unitPriceCents: 1099,
      billingType: 'recurring',
    });
    expect(centsToAmount(ADD_ONS.user_block_50.unitPriceCents)).toBe(10.99);
  });

  it('sells ai_credits_50 as 50 extra AI credits per unit at a positive price', () => {
    expect(ADD_ONS.ai_credits_50.unit).toEqual({ extraUsers: 0, extraAiCredits: 50 });
    expect(Number.isInteger(ADD_ONS.ai_credits_50.unitPriceCents)).toBe(true);
    expect(ADD_ONS.ai_credits_50.unitPriceCents).toBeGreaterThan(0);
  });
});

describe('centsToAmount', () => {
  it.each([
    [0, 0],
    [1099, 10.99],
    [9900, 99],
    [1, 0.01],
  ])('%i cents -> %d', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
  });
});
