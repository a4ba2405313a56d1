import { describe, expect, it } from 'vitest';
import { blocksApp, PROFILE_STATUSES } from './account-status.ts';

describe('PROFILE_STATUSES', () => {
  it('includes the two statuses the spec names, and an active status', () => {
    expect(PROFILE_STATUSES).toContain('pending_approval');
    expect(PROFILE_STATUSES).toContain('unauthorized');
    expect(PROFILE_STATUSES).toContain('active');
    expect(new Set(PROFILE_STATUSES).size).toBe(PROFILE_STATUSES.length);
  });
});

describe('blocksApp', () => {
  it.each([
    ['pending_approval', true],
    ['unauthorized', true],
    ['active', false],
    ['deactivated', false],
    ['PENDING_APPROVAL', false],
    ['pending approval', false],
    ['pending', false],
    ['Unauthorized', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (status, expected) => {
    expect(blocksApp(status)).toBe(expected);
  });

  it('blocks exactly pending_approval and unauthorized among the known statuses', () => {
    expect(PROFILE_STATUSES.filter((s) => blocksApp(s)).sort()).toEqual(['pending_approval', 'unauthorized']);
  });
});
