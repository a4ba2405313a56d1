import { describe, expect, it } from 'vitest';
import { ENTERPRISE_PLANS, hasEnterpriseAccess, PLANS } from './plans.ts';

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
