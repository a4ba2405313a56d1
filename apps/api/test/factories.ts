import { randomUUID } from 'node:crypto';
import type { Role } from '@competencyhub/domain/roles';
import type { Database } from '../src/db/client.ts';
import { account, companies, companyDomains, profiles, user } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';

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
  },
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = randomUUID();
  const email = overrides.email ?? `user-${unique()}@example.test`;
  const fullName = overrides.fullName ?? `Person ${unique()}`;
  await database.db.insert(user).values({ id, name: fullName, email, emailVerified: true });
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
