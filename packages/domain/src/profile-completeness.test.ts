import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness.ts';

const empty = {
  fullName: 'Ada Lovelace',
  emailVerified: false,
  jobTitle: null,
  department: null,
  location: null,
  phone: null,
  avatarUrl: null,
};

describe('profileCompleteness', () => {
  it('counts only the name for a new account and lists what is missing in order', () => {
    expect(profileCompleteness(empty)).toEqual({
      percent: 14,
      missing: ['emailVerified', 'jobTitle', 'department', 'location', 'phone', 'avatarUrl'],
    });
  });

  it('treats blank text as missing', () => {
    expect(profileCompleteness({ ...empty, jobTitle: '   ' }).missing).toContain('jobTitle');
  });

  it('is 100 when everything is there', () => {
    expect(
      profileCompleteness({
        fullName: 'Ada Lovelace',
        emailVerified: true,
        jobTitle: 'Analyst',
        department: 'Research',
        location: 'London',
        phone: '+442079460000',
        avatarUrl: '/api/v1/files/x',
      }),
    ).toEqual({ percent: 100, missing: [] });
  });
});
