import { randomUUID } from 'node:crypto';
import { INVITATION_TTL_MS } from '@competencyhub/domain/constants';
import type { Role } from '@competencyhub/domain/roles';
import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  account,
  auditLog,
  companies,
  companyDomains,
  invitations,
  profiles,
  session,
  storedFiles,
  user,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';
import { sha256Hex } from '../src/modules/files/file-store.ts';
import { newInvitationToken } from '../src/modules/invitations/token.ts';
import { signIn, type TestApp } from './test-app.ts';

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

export interface UserOverrides {
  /** The person's company; a new one of their own when not given. */
  companyId?: string;
  role?: Role;
  status?: 'active' | 'pending_approval' | 'unauthorized' | 'deactivated';
  email?: string;
  fullName?: string;
  /** Whether the mailbox is confirmed; people made here have confirmed it unless told otherwise. */
  emailVerified?: boolean;
}

export async function makeUser(database: Database, overrides: UserOverrides = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const companyId = overrides.companyId ?? (await makeCompany(database)).id;
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
    companyId,
    email,
    fullName,
    role: overrides.role ?? 'employee',
    status: overrides.status ?? 'active',
  });
  return { id, email, fullName, password: TEST_PASSWORD, companyId };
}

/** A person (in a new company unless one is given), signed in: `cookie` is their session. */
export async function signedInUser(t: TestApp, overrides: UserOverrides = {}) {
  const person = await makeUser(t.database, overrides);
  return { ...person, cookie: await signIn(t.app, person.email, person.password) };
}

/**
 * A company on its own domain and its account holder, signed in, whose e-mail is on that domain
 * (confirmed unless told otherwise). `cookie` is the owner's session.
 */
export async function companyWithOwner(t: TestApp, options: { emailVerified?: boolean; name?: string } = {}) {
  const domain = `firm-${unique()}.test`;
  const company = await makeCompany(t.database, { domain, ...(options.name ? { name: options.name } : {}) });
  const owner = await signedInUser(t, {
    companyId: company.id,
    role: 'account_holder',
    email: `boss@${domain}`,
    ...(options.emailVerified === undefined ? {} : { emailVerified: options.emailVerified }),
  });
  return { company, domain, owner, cookie: owner.cookie };
}

/** Audit rows of one action, oldest first, narrowed by whichever of company, actor id or actor e-mail is given. */
export function auditsOf(
  database: Database,
  action: AuditAction,
  where: { companyId?: string; actorId?: string; actorEmail?: string } = {},
) {
  const conditions: SQL[] = [eq(auditLog.action, action)];
  if (where.companyId) conditions.push(eq(auditLog.companyId, where.companyId));
  if (where.actorId) conditions.push(eq(auditLog.actorId, where.actorId));
  if (where.actorEmail) conditions.push(eq(auditLog.actorEmail, where.actorEmail));
  return database.db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
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

/** A stored file of a company (a 1x1 PNG by default), written as the file store writes it. */
export async function makeStoredFile(
  database: Database,
  values: {
    companyId: string;
    ownerId?: string | null;
    purpose?: string;
    bytes?: Buffer;
    contentType?: string;
  },
) {
  const bytes =
    values.bytes ??
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
  const [row] = await database.db
    .insert(storedFiles)
    .values({
      companyId: values.companyId,
      ownerId: values.ownerId ?? null,
      purpose: values.purpose ?? 'avatar',
      contentType: values.contentType ?? 'image/png',
      byteSize: bytes.byteLength,
      bytes,
      sha256: sha256Hex(bytes),
    })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('stored file insert failed');
  return row;
}

/** The id of a user's most recent session (the cookie itself carries only the token). */
export async function latestSessionId(database: Database, userId: string): Promise<string> {
  const [row] = await database.db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt))
    .limit(1);
  if (!row) throw new Error(`no session for ${userId}`);
  return row.id;
}
