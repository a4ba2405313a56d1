import { describe, expect, it } from 'vitest';
import {
  AcceptInvitationInput,
  BULK_ROW_ERROR_KEY,
  BulkInviteInput,
  BulkInviteRow,
  CreateInvitationInput,
  INVITATION_STATUSES,
  Invitation,
  InvitationIdParams,
  InvitationPage,
  InvitationPreview,
  ListInvitationsQuery,
} from './invitations.ts';

const invitationId = '3f2b8c1e-1234-4abc-8def-0123456789ab';

describe('CreateInvitationInput', () => {
  it.each([
    'employee',
    'team_manager',
    'learning_lead',
    'company_it_admin',
    'account_holder',
    'system_admin',
    'system_owner',
  ])('accepts role %s (whether the inviter may grant it is checked by canGrantRole)', (role) => {
    expect(CreateInvitationInput.parse({ email: 'new@acme.test', role })).toEqual({
      email: 'new@acme.test',
      role,
    });
  });

  it.each(['admin', 'manager', 'Employee', '', null])(
    'rejects role %j with "Choose a valid role"',
    (role) => {
      const result = CreateInvitationInput.safeParse({ email: 'new@acme.test', role });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['role', 'Choose a valid role'],
      ]);
    },
  );

  it('requires a role', () => {
    const result = CreateInvitationInput.safeParse({ email: 'new@acme.test' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['role', 'Choose a valid role'],
    ]);
  });

  it('normalises the e-mail address and rejects bad ones', () => {
    expect(CreateInvitationInput.parse({ email: ' New@ACME.test ', role: 'employee' }).email).toBe(
      'new@acme.test',
    );
    const result = CreateInvitationInput.safeParse({ email: 'new@', role: 'employee' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Enter a valid e-mail address'],
    ]);
  });
});

describe('AcceptInvitationInput', () => {
  it('accepts an empty body from a signed-in invitee', () => {
    expect(AcceptInvitationInput.parse({})).toEqual({});
  });

  it('accepts a name and password for a new account, trimming the name', () => {
    expect(AcceptInvitationInput.parse({ fullName: ' Ada ', password: 'aaaaaaaa' })).toEqual({
      fullName: 'Ada',
      password: 'aaaaaaaa',
    });
  });

  it.each([
    ['a short password', { password: 'aaaaaaa' }, 'Password must be at least 8 characters'],
    ['a long password', { password: 'a'.repeat(129) }, 'Password must be at most 128 characters'],
    ['a blank name', { fullName: '  ' }, 'Enter a name'],
  ])('rejects %s', (_label, body, message) => {
    const result = AcceptInvitationInput.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('invitation records', () => {
  const invitation = {
    id: invitationId,
    email: 'new@acme.test',
    role: 'team_manager',
    status: 'pending',
    invitedByName: 'Ada Lovelace',
    expiresAt: '2025-01-08T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('has the four invitation statuses', () => {
    expect([...INVITATION_STATUSES].sort()).toEqual(['accepted', 'expired', 'pending', 'revoked']);
  });

  it.each(['pending', 'accepted', 'revoked', 'expired'])('accepts an invitation that is %s', (status) => {
    expect(Invitation.parse({ ...invitation, status }).status).toBe(status);
  });

  it.each([
    ['an unknown status', { status: 'sent' }],
    ['an unknown role', { role: 'boss' }],
    ['an id that is not a UUID', { id: 'inv-1' }],
  ])('rejects an invitation with %s', (_label, change) => {
    expect(Invitation.safeParse({ ...invitation, ...change }).success).toBe(false);
  });

  it('allows an unknown inviter and lists invitations a page at a time, with a total', () => {
    const page = { items: [{ ...invitation, invitedByName: null }], nextCursor: null, total: 1 };
    expect(InvitationPage.parse(page).items).toHaveLength(1);
    expect(InvitationPage.safeParse({ items: [] }).success).toBe(false);
  });

  it.each(['pending', 'accepted', 'revoked', 'expired'])('filters the list by status %s', (status) => {
    expect(ListInvitationsQuery.parse({ status })).toEqual({ status, limit: 25 });
  });

  it.each(['sent', ''])('rejects status filter %j', (status) => {
    expect(ListInvitationsQuery.safeParse({ status }).success).toBe(false);
  });

  it('previews an invitation without its id', () => {
    const preview = {
      email: 'new@acme.test',
      companyName: 'Acme Corp',
      role: 'employee',
      status: 'pending',
      accountExists: false,
      passwordMinLength: 12,
    };
    expect(InvitationPreview.parse(preview)).toEqual(preview);
    expect(InvitationPreview.safeParse({ ...preview, accountExists: 'no' }).success).toBe(false);
  });

  it('takes a UUID invitation id from the path', () => {
    expect(InvitationIdParams.parse({ invitationId })).toEqual({ invitationId });
    expect(InvitationIdParams.safeParse({ invitationId: 'abc' }).success).toBe(false);
  });
});

describe('bulk invitations', () => {
  it('checks a row like a single invitation, with an optional name', () => {
    expect(BulkInviteRow.parse({ email: ' New@Acme.test ', role: 'employee', fullName: ' Ada ' })).toEqual({
      email: 'new@acme.test',
      role: 'employee',
      fullName: 'Ada',
    });
    expect(BulkInviteRow.parse({ email: 'new@acme.test', role: 'employee', fullName: '  ' })).toEqual({
      email: 'new@acme.test',
      role: 'employee',
    });
  });

  it('names every bad field of a row', () => {
    const result = BulkInviteRow.safeParse({ email: 'nope', role: 'boss', fullName: 'x'.repeat(121) });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Enter a valid e-mail address'],
      ['role', 'Choose a valid role'],
      ['fullName', 'Name must be at most 120 characters'],
    ]);
  });

  it('takes between 1 and 500 rows as read from the file, bad values included', () => {
    const row = { row: 2, email: 'not an e-mail', role: 'boss' };
    expect(BulkInviteInput.parse({ rows: [row] }).rows).toEqual([row]);
    expect(BulkInviteInput.parse({ rows: Array.from({ length: 500 }, () => row) }).rows).toHaveLength(500);
    expect(BulkInviteInput.safeParse({ rows: [] }).error?.issues[0]?.message).toBe(
      'The file has no rows to import',
    );
    expect(
      BulkInviteInput.safeParse({ rows: Array.from({ length: 501 }, () => row) }).error?.issues[0]?.message,
    ).toBe('A file may have at most 500 rows');
    expect(BulkInviteInput.safeParse({ rows: [{ ...row, row: 0 }] }).success).toBe(false);
  });

  it('reads the row number and field from a bulk error key', () => {
    expect(BULK_ROW_ERROR_KEY.exec('rows.12.email')?.slice(1)).toEqual(['12', 'email']);
    expect(BULK_ROW_ERROR_KEY.test('email')).toBe(false);
  });
});
