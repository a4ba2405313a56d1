import { describe, expect, it } from 'vitest';
import {
  APPROVAL_TURNAROUND,
  AUTH_LOADING_TIMEOUT_MS,
  AUTH_SESSION_MISSING,
  DEFAULT_SYSTEM_OWNER_DOMAIN,
  FALLBACK_BRAND,
  INVITATION_TTL_MS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
  PRODUCT_NAME,
  SYSTEM_OWNER_COMPANY_ID,
} from './constants.ts';

describe('constants quoted by the spec', () => {
  it('names the product and uses CH as the fallback brand', () => {
    expect(PRODUCT_NAME).toBe('CompetencyHub');
    expect(FALLBACK_BRAND).toBe('CH');
  });

  it('gives the system owner company a fixed all-zero id ending in 1', () => {
    expect(SYSTEM_OWNER_COMPANY_ID).toBe('00000000-0000-0000-0000-000000000001');
  });

  it('uses competencyhub.test as the default system owner domain, as a bare lower-case host', () => {
    expect(DEFAULT_SYSTEM_OWNER_DOMAIN).toBe('competencyhub.test');
  });

  it('holds the initial auth loading state for at most 5 seconds', () => {
    expect(AUTH_LOADING_TIMEOUT_MS).toBe(5000);
  });

  it('quotes 1-2 business days for approval', () => {
    expect(APPROVAL_TURNAROUND).toBe('1-2 business days');
  });

  it("answers a missing session with 'Auth session missing!'", () => {
    expect(AUTH_SESSION_MISSING).toBe('Auth session missing!');
  });
});

describe('password and token limits', () => {
  it('accepts passwords of 8 to 128 characters (NIST 800-63B asks for a maximum of at least 64)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('lets an invitation live for 7 days', () => {
    expect(INVITATION_TTL_MS).toBe(604_800_000);
  });

  it('lets a password-reset link live for one hour', () => {
    expect(PASSWORD_RESET_TTL_SECONDS).toBe(3600);
  });
});
