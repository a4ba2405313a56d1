import { randomUUID } from 'node:crypto';
import { INVITATION_TTL_MS } from '@competencyhub/domain/constants';
import type { Role } from '@competencyhub/domain/roles';
import type { Database } from '../src/db/client.ts';
import { account, companies, companyDomains, invitations, profiles, user } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';
import { newInvitationToken } from '../src/modules/invitations/token.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | null = null;
let counter = 0;

const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function makeCompany(
  database: Database,
  overrides: { name?: string; domain?: string | null } = {},
) {
  const name = overrides.name ?? `Company ${unique()}`;
  const [company] = await database.db.insert(companies).values({ name }).returning();
  if (!company) throw new Error('company insert failed');
  const domain = overrides.domain === undefined ? `${unique()}.test` : overrides.domain;
  if (domain) await database.db.insert(companyDomains).values({ companyId: company.id, domain });
  return { ...company, domain };
}

export async function makeUser(
  database: Database,
  overrides: {
    companyId: string;
    role?: Role;
    status?: 'active' | 'pending_approval' | 'unauthorized' | 'deactivated';
    email?: string;
    fullName?: string;
    /** Whether the mailbox is confirmed; people made here have confirmed it unless told otherwise. */
    emailVerified?: boolean;
  },
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = randomUUID();
  const email = overrides.email ?? `user-${unique()}@example.test`;
  const fullName = overrides.fullName ?? `Person ${unique()}`;
  await database.db
    .insert(user)
    .values({ id, name: fullName, email, emailVerified: overrides.emailVerified ?? true });
  await database.db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await passwordHash,
  });
  await database.db.insert(profiles).values({
    id,
    companyId: overrides.companyId,
    email,
    fullName,
    role: overrides.role ?? 'employee',
    status: overrides.status ?? 'active',
  });
  return { id, email, fullName, password: TEST_PASSWORD, companyId: overrides.companyId };
}

/**
 * A pending invitation written straight to the database, as the invitations API writes it: only the
 * token's hash is stored, and the token (which only the e-mail carries) is handed back to the test.
 * invitedBy must be an active admin of the company who may grant the role, or accepting answers 410.
 */
export async function makeInvitation(
  database: Database,
  values: { companyId: string; invitedBy: string; email?: string; role?: Role; expiresAt?: Date },
) {
  const { token, tokenHash } = newInvitationToken();
  const email = values.email ?? `invitee-${unique()}@invited.test`;
  const [row] = await database.db
    .insert(invitations)
    .values({
      companyId: values.companyId,
      invitedBy: values.invitedBy,
      email,
      role: values.role ?? 'team_manager',
      tokenHash,
      expiresAt: values.expiresAt ?? new Date(Date.now() + INVITATION_TTL_MS),
    })
    .returning();
  if (!row) throw new Error('invitation insert failed');
  return { id: row.id, email, token, tokenHash };
}
