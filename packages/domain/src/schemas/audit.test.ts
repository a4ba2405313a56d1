import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AuditEntry, AuditPage, ListAuditQuery } from './audit.ts';

const entry = {
  id: '3f2b8c1e-1234-4abc-8def-0123456789ab',
  actorId: null,
  actorEmail: null,
  companyId: null,
  action: 'sign_in.failed',
  targetType: null,
  targetId: null,
  details: { reason: 'bad_password' },
  ip: '127.0.0.1',
  requestId: 'req-1',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('AuditEntry', () => {
  it('records role changes, approvals and deactivations (spec: admin changes are audited)', () => {
    for (const action of [
      'profile.approved',
      'profile.rejected',
      'profile.role_changed',
      'profile.deactivated',
    ]) {
      expect(AUDIT_ACTIONS).toContain(action);
    }
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it.each([...AUDIT_ACTIONS])('accepts action %s', (action) => {
    expect(AuditEntry.parse({ ...entry, action }).action).toBe(action);
  });

  it.each(['sign_in', 'profile.deleted', 'PROFILE.APPROVED', ''])('rejects action %j', (action) => {
    expect(AuditEntry.safeParse({ ...entry, action }).success).toBe(false);
  });

  it('has a random UUID for an id, never a number from a sequence', () => {
    expect(AuditEntry.safeParse({ ...entry, id: '42' }).success).toBe(false);
    expect(AuditEntry.safeParse({ ...entry, id: 42 }).success).toBe(false);
  });

  it('requires details to be an object', () => {
    expect(AuditEntry.parse({ ...entry, details: {} }).details).toEqual({});
    expect(AuditEntry.safeParse({ ...entry, details: null }).success).toBe(false);
    expect(AuditEntry.safeParse({ ...entry, details: 'x' }).success).toBe(false);
  });

  it('requires nullable fields to be present', () => {
    const { actorId: _omitted, ...withoutActor } = entry;
    expect(AuditEntry.safeParse(withoutActor).success).toBe(false);
  });
});

describe('AuditPage and ListAuditQuery', () => {
  it('pages entries with a nullable cursor', () => {
    expect(AuditPage.parse({ items: [entry], nextCursor: null }).items).toHaveLength(1);
    expect(AuditPage.safeParse({ items: [entry] }).success).toBe(false);
  });

  it('pages like every other list: limit 1..100, default 25', () => {
    expect(ListAuditQuery.parse({})).toEqual({ limit: 25 });
    expect(ListAuditQuery.parse({ limit: '100' }).limit).toBe(100);
    expect(ListAuditQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ListAuditQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
