import { describe, expect, it } from 'vitest';
import {
  CertificationInput,
  certificationStatus,
  EmploymentInput,
  EXPERIENCE_MESSAGES,
} from './experience.ts';

describe('experience', () => {
  it('marks certifications expired, expiring within 90 days, valid, or without expiry', () => {
    expect(certificationStatus('2026-11-23', '2026-11-24')).toBe('expired');
    expect(certificationStatus('2026-11-24', '2026-11-24')).toBe('expiring');
    expect(certificationStatus('2027-02-22', '2026-11-24')).toBe('expiring');
    expect(certificationStatus('2027-02-23', '2026-11-24')).toBe('valid');
    expect(certificationStatus(null, '2026-11-24')).toBe('no_expiry');
  });

  it('refuses dates that do not exist and ends before starts', () => {
    const bad = EmploymentInput.safeParse({ employer: 'Acme', title: 'Analyst', startOn: '2025-02-30' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([EXPERIENCE_MESSAGES.dateInvalid]);
    const reversed = EmploymentInput.safeParse({
      employer: 'Acme',
      title: 'Analyst',
      startOn: '2025-03-01',
      endOn: '2024-01-01',
    });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['endOn'],
      message: EXPERIENCE_MESSAGES.endBeforeStart,
    });
    const expiry = CertificationInput.safeParse({
      name: 'PMP',
      issuedOn: '2025-01-01',
      expiresOn: '2024-01-01',
    });
    expect(expiry.error?.issues[0]).toMatchObject({ path: ['expiresOn'] });
    expect(CertificationInput.parse({ name: ' PMP ', expiresOn: '' })).toMatchObject({
      name: 'PMP',
      expiresOn: null,
    });
  });
});
