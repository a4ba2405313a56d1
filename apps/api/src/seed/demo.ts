import { randomUUID } from 'node:crypto';
import { PRODUCT_NAME, SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { Role } from '@competencyhub/domain/roles';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';
import { auditLog } from '../db/schema/audit.ts';
import { account, user } from '../db/schema/auth.ts';
import { companies, companyDomains } from '../db/schema/companies.ts';
import { competencies } from '../db/schema/competencies.ts';
import { invitations } from '../db/schema/invitations.ts';
import { profiles } from '../db/schema/profiles.ts';
import { hashPassword } from '../modules/auth/better-auth.ts';
import { newInvitationToken } from '../modules/invitations/token.ts';
import { seedDemoCareers } from './demo-careers.ts';
import { seedDemoCompetencies } from './demo-competencies.ts';
import { seedDemoDevelopment } from './demo-development.ts';
import { seedDemoExperience } from './demo-experience.ts';
import { seedDemoJobArchitecture } from './demo-job-architecture.ts';
import { seedDemoKnowledgeBase } from './demo-knowledge.ts';
import { seedDemoOrganisation } from './demo-organisation.ts';
import { seedDemoSubscriptions } from './demo-subscriptions.ts';

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_COMPANY = { name: 'Acme Corp', domain: 'acme.test' };

interface DemoPerson {
  email: string;
  name: string;
  role: Role;
  status?: 'active' | 'pending_approval' | 'deactivated';
  /** Lets the demo show signing in with a phone number. */
  phone?: string;
  jobTitle?: string;
  department?: string;
  location?: string;
  /** E-mail of their line manager, another demo person of the same company. */
  manager?: string;
}

export const DEMO_OWNER_PHONE = '+442079460001';

/** One sign-in per role (DESIGN.md run-time contract). */
export const DEMO_USERS = (ownerDomain: string): DemoPerson[] => [
  {
    email: 'employee@acme.test',
    name: 'Emma Employee',
    role: 'employee',
    ...work('Customer Success Specialist', 'Customer Success', 'London, UK', 'manager@acme.test'),
  },
  {
    email: 'manager@acme.test',
    name: 'Marcus Manager',
    role: 'team_manager',
    ...work('Customer Success Manager', 'Customer Success', 'London, UK', 'owner@acme.test'),
  },
  {
    email: 'learning@acme.test',
    name: 'Lena Learning',
    role: 'learning_lead',
    ...work('Learning & Development Lead', 'People & Culture', 'Manchester, UK', 'owner@acme.test'),
  },
  {
    email: 'it@acme.test',
    name: 'Ivan IT',
    role: 'company_it_admin',
    ...work('IT Systems Administrator', 'IT', 'London, UK', 'owner@acme.test'),
  },
  {
    email: 'owner@acme.test',
    name: 'Olivia Owner',
    role: 'account_holder',
    phone: DEMO_OWNER_PHONE,
    ...work('Chief Executive Officer', 'Leadership', 'London, UK'),
  },
  {
    email: `admin@${ownerDomain}`,
    name: 'Sam Sysadmin',
    role: 'system_admin',
    ...work('Platform Administrator', 'Platform Operations', 'Dublin, Ireland', `root@${ownerDomain}`),
  },
  {
    email: `root@${ownerDomain}`,
    name: 'Rory Root',
    role: 'system_owner',
    ...work('Head of Platform', 'Platform Operations', 'Dublin, Ireland'),
  },
];

function work(jobTitle: string, department: string, location: string, manager?: string) {
  return { jobTitle, department, location, ...(manager ? { manager } : {}) };
}

/** The rest of Acme's people, so lists and approvals have something real in them. */
// Name, role, job title, department, location, line manager. Marcus (manager@) leads Customer
// Success, Aisha Engineering, Grace Sales, Priya Product; they and the other leads report to Olivia.
const ACME_PEOPLE: DemoPerson[] = (
  [
    ['Aisha Khan', 'team_manager', 'Engineering Manager', 'Engineering', 'London, UK', 'owner'],
    ['Ben Carter', 'employee', 'Customer Success Specialist', 'Customer Success', 'Leeds, UK', 'manager'],
    ['Chloé Martin', 'employee', 'Account Manager', 'Customer Success', 'Paris, France', 'manager'],
    ['Diego Alvarez', 'employee', 'Software Engineer', 'Engineering', 'Madrid, Spain', 'aisha'],
    [
      'Elena Petrova',
      'learning_lead',
      'Learning Designer',
      'People & Culture',
      'Berlin, Germany',
      'learning',
    ],
    ['Farid Haddad', 'employee', 'Senior Software Engineer', 'Engineering', 'London, UK', 'aisha'],
    ['Grace Liu', 'team_manager', 'Sales Manager', 'Sales', 'Singapore', 'owner'],
    ['Hannah Schmidt', 'employee', 'Account Executive', 'Sales', 'Berlin, Germany', 'grace'],
    ['Isaac Mensah', 'employee', 'Support Engineer', 'Customer Success', 'Manchester, UK', 'manager'],
    ['Julia Rossi', 'employee', 'Product Designer', 'Product', 'Milan, Italy', 'priya'],
    ['Kenji Watanabe', 'employee', 'Data Analyst', 'Product', 'Tokyo, Japan', 'priya'],
    ['Laura Nguyen', 'employee', 'HR Business Partner', 'People & Culture', 'London, UK', 'learning'],
    ['Mateo Silva', 'employee', 'Sales Development Representative', 'Sales', 'Lisbon, Portugal', 'grace'],
    ['Nora Andersen', 'employee', 'QA Engineer', 'Engineering', 'Copenhagen, Denmark', 'aisha'],
    ['Omar Farouk', 'employee', 'Customer Success Specialist', 'Customer Success', 'Dubai, UAE', 'manager'],
    ['Priya Raman', 'team_manager', 'Product Manager', 'Product', 'Bengaluru, India', 'owner'],
  ] as const
).map(([name, role, jobTitle, department, location, manager]) => ({
  name,
  role: role as Role,
  email: `${name
    .split(' ')[0]
    ?.toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}@acme.test`,
  ...work(jobTitle, department, location, `${manager}@acme.test`),
}));

const FOUNDED_DAYS_AGO = 1500;

/** How long ago a person joined: the owner founded Acme; the others came over the years after. */
function joinedDaysAgo(person: DemoPerson, index: number): number {
  if (person.role === 'account_holder') return FOUNDED_DAYS_AGO - 10;
  return 1400 - index * 25;
}

const ACME_PENDING: DemoPerson[] = [
  { name: 'Quinn Taylor', email: 'quinn@acme.test', role: 'employee', status: 'pending_approval' },
  { name: 'Rosa Delgado', email: 'rosa@acme.test', role: 'employee', status: 'pending_approval' },
];

/** A fixed advisory-lock key of its own (the migrations hold 727274). */
const DEMO_SEED_LOCK = 727275;

/** Seeds the demo company on an empty database; returns false when there was data already. */
export async function seedDemo(database: Database, ownerDomain: string): Promise<boolean> {
  const { db } = database;
  const existing = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from "user"`));
  if (Number(existing[0]?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Processes started together on an empty database (a cluster's first start): the first seeds, the
    // others wait on this lock and then find its people instead of seeding a second Acme.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const seededMeanwhile = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from "user"`),
    );
    if (Number(seededMeanwhile[0]?.n ?? 0) > 0) return false;
    const people = [...DEMO_USERS(ownerDomain), ...ACME_PEOPLE, ...ACME_PENDING];
    const now = Date.now();
    const day = 86_400_000;
    // An established company, older than its people and its data (the framework is 19 months old):
    // founded four years ago by its owner, the others joining over the years after.
    const founded = new Date(now - FOUNDED_DAYS_AGO * day);
    const [acme] = await tx
      .insert(companies)
      .values({
        name: DEMO_COMPANY.name,
        timezone: 'Europe/London',
        websiteUrl: 'https://acme.test',
        createdAt: founded,
        updatedAt: founded,
      })
      .returning();
    if (!acme) throw new Error('demo company insert failed');
    await tx.insert(companyDomains).values({ companyId: acme.id, domain: DEMO_COMPANY.domain });

    const idsByEmail = new Map<string, string>();
    const joinedAt = new Map<string, Date>();
    for (const [index, person] of people.entries()) {
      const id = randomUUID();
      idsByEmail.set(person.email, id);
      const systemLevel = person.role === 'system_admin' || person.role === 'system_owner';
      // Spread creation times so lists have a stable, realistic order; join requests are recent.
      const createdAt =
        person.status === 'pending_approval'
          ? new Date(now - (people.length - index) * 36 * 60 * 60 * 1000)
          : new Date(now - joinedDaysAgo(person, index) * day);
      joinedAt.set(person.email, createdAt);
      await tx.insert(user).values({
        id,
        name: person.name,
        email: person.email,
        emailVerified: true,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
      });
      await tx.insert(profiles).values({
        id,
        companyId: systemLevel ? SYSTEM_OWNER_COMPANY_ID : acme.id,
        email: person.email,
        fullName: person.name,
        role: person.role,
        phone: person.phone ?? null,
        jobTitle: person.jobTitle ?? null,
        department: person.department ?? null,
        location: person.location ?? null,
        status: person.status ?? 'active',
        createdAt,
        updatedAt: createdAt,
      });
      if (person.status === 'pending_approval') {
        await tx.insert(auditLog).values({
          action: 'sign_up.join_requested',
          companyId: acme.id,
          actorId: id,
          actorEmail: person.email,
          targetType: 'profile',
          targetId: id,
        });
      }
    }
    // Line managers once everyone exists (the column refers to another profile).
    for (const person of people) {
      const managerId = person.manager ? idsByEmail.get(person.manager) : undefined;
      const id = idsByEmail.get(person.email);
      if (!managerId || !id) continue;
      await tx.update(profiles).set({ lineManagerId: managerId }).where(eq(profiles.id, id));
    }
    const ownerId = idsByEmail.get('owner@acme.test');
    if (!ownerId) throw new Error('demo owner missing');
    // The demo system admin starts out managing Acme, so their pages show a company's people and data.
    const adminEmail = `admin@${ownerDomain}`;
    const adminId = idsByEmail.get(adminEmail);
    if (adminId) {
      await tx.update(profiles).set({ managedCompanyId: acme.id }).where(eq(profiles.id, adminId));
      await tx.insert(auditLog).values({
        action: 'managed_company.changed',
        companyId: acme.id,
        actorId: adminId,
        actorEmail: adminEmail,
        targetType: 'company',
        targetId: acme.id,
        details: { from: null, to: acme.id },
      });
    }
    await seedDemoCompetencies(tx, {
      companyId: acme.id,
      ownerId,
      now,
      members: people
        .filter(
          (person) =>
            person.email.endsWith(`@${DEMO_COMPANY.domain}`) && (person.status ?? 'active') === 'active',
        )
        .map((person) => ({
          id: idsByEmail.get(person.email) ?? '',
          email: person.email,
          name: person.name,
          jobTitle: person.jobTitle ?? null,
          department: person.department ?? null,
          managerId: person.manager ? (idsByEmail.get(person.manager) ?? null) : null,
        })),
    });
    // The platform's own people have roles, ratings and a running cycle too, so a system owner's and a
    // system admin's own competency pages are not empty.
    const rootId = idsByEmail.get(`root@${ownerDomain}`);
    if (rootId) {
      await seedDemoCompetencies(tx, {
        companyId: SYSTEM_OWNER_COMPANY_ID,
        companyName: PRODUCT_NAME,
        ownerId: rootId,
        now,
        members: people
          .filter((person) => person.email.endsWith(`@${ownerDomain}`))
          .map((person) => ({
            id: idsByEmail.get(person.email) ?? '',
            email: person.email,
            name: person.name,
            jobTitle: person.jobTitle ?? null,
            department: person.department ?? null,
            managerId: person.manager ? (idsByEmail.get(person.manager) ?? null) : null,
          })),
      });
    }
    await seedDemoJobArchitecture(tx, { companyId: acme.id, now });
    await seedDemoCareers(tx, { companyId: acme.id, now });
    await seedDemoDevelopment(tx, { companyId: acme.id, now });
    const acmeCatalog = await tx
      .select({ id: competencies.id, name: competencies.name })
      .from(competencies)
      .where(eq(competencies.companyId, acme.id));
    await seedDemoExperience(tx, {
      now,
      catalogs: new Map([[acme.id, acmeCatalog]]),
      people: people
        .filter((person) => (person.status ?? 'active') === 'active')
        .map((person) => {
          const systemLevel = person.role === 'system_admin' || person.role === 'system_owner';
          return {
            id: idsByEmail.get(person.email) ?? '',
            companyId: systemLevel ? SYSTEM_OWNER_COMPANY_ID : acme.id,
            email: person.email,
            jobTitle: person.jobTitle ?? null,
            employer: systemLevel ? 'CompetencyHub' : DEMO_COMPANY.name,
            joinedAt: joinedAt.get(person.email) ?? new Date(now),
          };
        }),
    });
    // Their links were never e-mailed, so their secrets are thrown away; admins can revoke them.
    await tx.insert(invitations).values([
      {
        tokenHash: newInvitationToken().tokenHash,
        invitedBy: idsByEmail.get('owner@acme.test') ?? null,
        companyId: acme.id,
        email: 'sofia.costa@acme.test',
        role: 'employee',
        expiresAt: new Date(now + 5 * 86_400_000),
      },
      {
        tokenHash: newInvitationToken().tokenHash,
        invitedBy: idsByEmail.get('owner@acme.test') ?? null,
        companyId: acme.id,
        email: 'tom.becker@acme.test',
        role: 'team_manager',
        expiresAt: new Date(now + 6 * 86_400_000),
      },
    ]);
    await seedDemoSubscriptions(tx, { acmeId: acme.id, passwordHash, now });
    await seedDemoOrganisation(tx, { companyId: acme.id, idsByEmail, now });
    await seedDemoKnowledgeBase(tx, {
      companyId: acme.id,
      now,
      learningLead: { id: idsByEmail.get('learning@acme.test') ?? '', name: 'Lena Learning' },
      employee: { id: idsByEmail.get('employee@acme.test') ?? '', name: 'Emma Employee' },
    });
    return true;
  });
}
