import { describe, expect, it } from 'vitest';
import {
  SECURITY_POLICY_DEFAULTS,
  secondFactorDeadline,
  secondFactorRequiredFor,
} from './security-policy.ts';

describe('who the security policy asks for a second factor', () => {
  it('asks nobody by default, admins only, or everyone', () => {
    expect(secondFactorRequiredFor(SECURITY_POLICY_DEFAULTS, 'system_owner')).toBe(false);
    const admins = { ...SECURITY_POLICY_DEFAULTS, twoFactorRequired: 'admins' as const };
    expect(secondFactorRequiredFor(admins, 'company_it_admin')).toBe(true);
    expect(secondFactorRequiredFor(admins, 'account_holder')).toBe(true);
    expect(secondFactorRequiredFor(admins, 'learning_lead')).toBe(false);
    expect(secondFactorRequiredFor(admins, null)).toBe(false);
    const everyone = { ...SECURITY_POLICY_DEFAULTS, twoFactorRequired: 'everyone' as const };
    expect(secondFactorRequiredFor(everyone, 'employee')).toBe(true);
  });

  it('gives the grace period from the moment the rule changed', () => {
    const policy = {
      ...SECURITY_POLICY_DEFAULTS,
      twoFactorRequired: 'admins' as const,
      twoFactorGraceDays: 3,
      twoFactorRequiredSince: '2026-12-01T10:00:00.000Z',
    };
    expect(secondFactorDeadline(policy, 'company_it_admin')?.toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(secondFactorDeadline(policy, 'employee')).toBeNull();
    expect(secondFactorDeadline({ ...policy, twoFactorGraceDays: 0 }, 'account_holder')?.toISOString()).toBe(
      '2026-12-01T10:00:00.000Z',
    );
  });
});
