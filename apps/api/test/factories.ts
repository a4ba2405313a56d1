import { randomUUID } from 'node:crypto';
import { addMonths } from '@competencyhub/domain/billing';
import { INVITATION_TTL_MS } from '@competencyhub/domain/constants';
import type { Plan } from '@competencyhub/domain/plans';
import { defaultScale } from '@competencyhub/domain/proficiency';
import type { Role } from '@competencyhub/domain/roles';
import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { assessmentCycleMembers, assessmentCycles, feedbackRequests } from '../src/db/schema/assessments.ts';
import { assistantFeedback, assistantMessages, assistantSessions } from '../src/db/schema/assistant.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { account, session, user } from '../src/db/schema/auth.ts';
import { companyBrandingSettings, systemImages } from '../src/db/schema/branding.ts';
import { careerPlanComments, careerTargets } from '../src/db/schema/career-plan.ts';
import { companies, companyDomains } from '../src/db/schema/companies.ts';
import {
  competencies,
  competencyCategories,
  competencyFrameworks,
  competencyRatings,
  competencyScaleVersions,
  evidence,
} from '../src/db/schema/competencies.ts';
import {
  developmentActionCompetencies,
  developmentActions,
  developmentPlanComments,
  developmentPlans,
} from '../src/db/schema/development-plan.ts';
import { certificationCompetencies, certifications, employmentHistory } from '../src/db/schema/experience.ts';
import { storedFiles } from '../src/db/schema/files.ts';
import { internalAiCalls, internalAiEndpoints } from '../src/db/schema/internal-ai.ts';
import { invitations } from '../src/db/schema/invitations.ts';
import { jobFamilies, jobGrades } from '../src/db/schema/job-architecture.ts';
import { jobProfileNextSteps, jobProfileRequirements, jobProfiles } from '../src/db/schema/job-profiles.ts';
import {
  companyKnowledgeSettings,
  knowledgePassages,
  knowledgeSources,
} from '../src/db/schema/knowledge-base.ts';
import { levelDryRuns, levelRecomputes, levelRuleVersions } from '../src/db/schema/levels.ts';
import {
  hrisImports,
  jobAssignments,
  locations,
  orgUnitClosure,
  orgUnitKeptApart,
  orgUnitMoves,
  orgUnits,
  positions,
} from '../src/db/schema/organisation.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { companySecurityPolicy } from '../src/db/schema/security.ts';
import { invoiceLines, invoices, subscriptionAddOns, subscriptions } from '../src/db/schema/subscriptions.ts';
import { teamCompetencies, teamMembers, teams } from '../src/db/schema/teams.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';
import { sha256Hex } from '../src/modules/files/file-store.ts';
import { newInvitationToken } from '../src/modules/invitations/token.ts';
import { recordRequirementVersions } from '../src/modules/job-profiles/requirement-versions.ts';
import { writeStoredLevels } from '../src/modules/levels/stored-levels.ts';
import { signIn, type TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | null = null;
let counter = 0;

const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function makeCompany(
  database: Database,
  overrides: { name?: string; domain?: string | null; plan?: Plan } = {},
) {
  const name = overrides.name ?? `Company ${unique()}`;
  const [company] = await database.db.insert(companies).values({ name }).returning();
  if (!company) throw new Error('company insert failed');
  // A running plan with room for any test's people; subscription tests choose their own.
  const plan = overrides.plan ?? 'enterprise_core';
  const now = new Date();
  await database.db.insert(subscriptions).values({
    companyId: company.id,
    plan,
    status: plan === 'free_trial' ? 'trialing' : 'active',
    currentPeriodStart: now,
    currentPeriodEnd: plan === 'free_trial' ? new Date(now.getTime() + 14 * 86_400_000) : addMonths(now, 1),
    hasInternalAi: plan.startsWith('enterprise'),
  });
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

/**
 * `count` active employees of a company in two set-based statements (no sign-in account needed): e-mails
 * `${local}N-${stamp}@example.test` and names `${name} N`, N from 1. Returns the stamp (the company id's
 * first 8 characters), which keeps the e-mails of two calls apart.
 */
export async function makeManyEmployees(
  database: Database,
  companyId: string,
  count: number,
  { local, name }: { local: string; name: string },
): Promise<string> {
  const stamp = companyId.slice(0, 8);
  await database.db.execute(sql`insert into "user" (id, name, email, email_verified)
    select gen_random_uuid(), ${name} || ' ' || g, ${local} || g || '-' || ${stamp} || '@example.test', true
    from generate_series(1, ${count}) g`);
  await database.db.execute(sql`insert into profiles (id, company_id, email, full_name, role, status)
    select u.id, ${companyId}, u.email, u.name, 'employee', 'active' from "user" u
    where u.email like ${`${local}%-${stamp}@example.test`}`);
  return stamp;
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

/**
 * A framework of a company on the default scale (version 1), with one category and one competency,
 * written as the service writes them.
 */
export async function makeFramework(
  database: Database,
  values: { companyId: string; name?: string; competencyName?: string },
) {
  const [framework] = await database.db
    .insert(competencyFrameworks)
    .values({ companyId: values.companyId, name: values.name ?? `Framework ${unique()}` })
    .returning({ id: competencyFrameworks.id });
  if (!framework) throw new Error('framework insert failed');
  const scale = defaultScale();
  await database.db.insert(competencyScaleVersions).values({
    companyId: values.companyId,
    frameworkId: framework.id,
    version: 1,
    levels: scale.levels.map((level) => ({ ...level })),
    proficientLevel: scale.proficientLevel,
  });
  const [category] = await database.db
    .insert(competencyCategories)
    .values({ companyId: values.companyId, frameworkId: framework.id, name: 'Communication' })
    .returning({ id: competencyCategories.id });
  if (!category) throw new Error('category insert failed');
  const [competency] = await database.db
    .insert(competencies)
    .values({
      companyId: values.companyId,
      frameworkId: framework.id,
      categoryId: category.id,
      name: values.competencyName ?? 'Active listening',
      type: 'behavioural',
      levelDescriptions: ['Listens when asked', '', 'Listens well', '', 'Teaches listening'],
    })
    .returning({ id: competencies.id });
  if (!competency) throw new Error('competency insert failed');
  return { frameworkId: framework.id, categoryId: category.id, competencyId: competency.id };
}

/** A rating of a person on a competency, made on the framework's scale version (1 unless said). */
export async function makeRating(
  database: Database,
  values: {
    companyId: string;
    frameworkId: string;
    competencyId: string;
    subjectId: string;
    raterId?: string | null;
    level: number;
    source?: 'self' | 'manager' | 'peer' | 'direct_report' | 'other';
    scaleVersion?: number;
    ratedAt?: Date;
    evidenceFileId?: string;
  },
) {
  const [row] = await database.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(competencyRatings)
      .values({
        companyId: values.companyId,
        frameworkId: values.frameworkId,
        competencyId: values.competencyId,
        subjectId: values.subjectId,
        raterId: values.raterId === undefined ? values.subjectId : values.raterId,
        level: values.level,
        source: values.source ?? 'self',
        scaleVersion: values.scaleVersion ?? 1,
        ...(values.ratedAt ? { ratedAt: values.ratedAt } : {}),
      })
      .returning({ id: competencyRatings.id });
    const ratingId = inserted[0]?.id;
    if (values.evidenceFileId && ratingId)
      await tx.insert(evidence).values({
        companyId: values.companyId,
        personId: values.subjectId,
        competencyId: values.competencyId,
        kind: 'file',
        ratingId,
        fileId: values.evidenceFileId,
        addedBy: values.raterId === undefined ? values.subjectId : values.raterId,
      });
    // As every rating path does: the stored level in the rating's own transaction.
    await writeStoredLevels(
      tx,
      values.companyId,
      { personIds: [values.subjectId], competencyIds: [values.competencyId] },
      'rating',
    );
    return inserted;
  });
  if (!row) throw new Error('rating insert failed');
  return row;
}

/** A job profile requiring one competency at `requiredLevel` (critical unless said). */
export async function makeJobProfile(
  database: Database,
  values: {
    companyId: string;
    competencyId: string;
    title?: string;
    department?: string;
    requiredLevel?: number;
    importance?: 'critical' | 'important' | 'nice_to_have';
  },
) {
  const [row] = await database.db
    .insert(jobProfiles)
    .values({
      companyId: values.companyId,
      title: values.title ?? `Role ${unique()}`,
      department: values.department ?? 'Operations',
    })
    .returning({ id: jobProfiles.id });
  if (!row) throw new Error('job profile insert failed');
  await database.db.insert(jobProfileRequirements).values({
    companyId: values.companyId,
    jobProfileId: row.id,
    competencyId: values.competencyId,
    requiredLevel: values.requiredLevel ?? 3,
    importance: values.importance ?? 'critical',
  });
  // Its requirements' version 1, as the job-profile routes record it.
  await database.db.transaction((tx) => recordRequirementVersions(tx, values.companyId, [row.id], null));
  return { jobProfileId: row.id };
}

/**
 * A job family and a grade with a pay range at the top of the company's ladder; the job profile given
 * is placed in both.
 */
export async function makeJobArchitecture(
  database: Database,
  values: { companyId: string; jobProfileId?: string; familyName?: string; gradeCode?: string },
) {
  const [family] = await database.db
    .insert(jobFamilies)
    .values({ companyId: values.companyId, name: values.familyName ?? `Family ${unique()}` })
    .returning({ id: jobFamilies.id });
  const [top] = await database.db
    .select({ rank: sql<number>`coalesce(max(${jobGrades.rank}), 0)::int` })
    .from(jobGrades)
    .where(eq(jobGrades.companyId, values.companyId));
  const [grade] = await database.db
    .insert(jobGrades)
    .values({
      companyId: values.companyId,
      code: values.gradeCode ?? `G-${unique()}`,
      rank: (top?.rank ?? 0) + 1,
      payMin: 40_000,
      payMax: 55_000,
      currency: 'EUR',
    })
    .returning({ id: jobGrades.id });
  if (!family || !grade) throw new Error('job architecture insert failed');
  if (values.jobProfileId) {
    await database.db
      .update(jobProfiles)
      .set({ jobFamilyId: family.id, gradeId: grade.id })
      .where(and(eq(jobProfiles.companyId, values.companyId), eq(jobProfiles.id, values.jobProfileId)));
  }
  return { familyId: family.id, gradeId: grade.id };
}

/**
 * A career path and plan: `fromJobProfileId` leads (a promotion) to a new role requiring the
 * competency, which the person aims for in a year, with a comment on their plan.
 */
export async function makeCareerPlan(
  database: Database,
  values: {
    companyId: string;
    personId: string;
    fromJobProfileId: string;
    competencyId: string;
    title?: string;
  },
) {
  const next = await makeJobProfile(database, {
    companyId: values.companyId,
    competencyId: values.competencyId,
    title: values.title ?? `Next role ${unique()}`,
    requiredLevel: 4,
  });
  await database.db.insert(jobProfileNextSteps).values({
    companyId: values.companyId,
    fromJobProfileId: values.fromJobProfileId,
    toJobProfileId: next.jobProfileId,
    kind: 'promotion',
  });
  await database.db.insert(careerTargets).values({
    companyId: values.companyId,
    profileId: values.personId,
    jobProfileId: next.jobProfileId,
    targetDate: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
  });
  await database.db.insert(careerPlanComments).values({
    companyId: values.companyId,
    profileId: values.personId,
    authorId: values.personId,
    body: 'A private note on my career plan',
  });
  return { targetJobProfileId: next.jobProfileId };
}

/**
 * A development action of the person on the competency (a course due in `dueInDays`, default a
 * month), with the plan's row and a comment on the plan.
 */
export async function makeDevelopmentAction(
  database: Database,
  values: {
    companyId: string;
    personId: string;
    competencyId: string;
    title?: string;
    dueInDays?: number;
    status?: 'planned' | 'in_progress' | 'done' | 'cancelled';
  },
) {
  const [action] = await database.db
    .insert(developmentActions)
    .values({
      companyId: values.companyId,
      profileId: values.personId,
      type: 'course',
      title: values.title ?? `Action ${unique()}`,
      dueOn: new Date(Date.now() + (values.dueInDays ?? 30) * 86_400_000).toISOString().slice(0, 10),
      status: values.status ?? 'planned',
    })
    .returning({ id: developmentActions.id });
  if (!action) throw new Error('development action insert failed');
  await database.db.insert(developmentActionCompetencies).values({
    companyId: values.companyId,
    actionId: action.id,
    competencyId: values.competencyId,
  });
  await database.db
    .insert(developmentPlans)
    .values({ companyId: values.companyId, profileId: values.personId })
    .onConflictDoNothing();
  await database.db.insert(developmentPlanComments).values({
    companyId: values.companyId,
    profileId: values.personId,
    authorId: values.personId,
    body: 'A private note on my development plan',
  });
  return { actionId: action.id };
}

/**
 * A company's branding: settings with custom CSS, a primary colour and a logo (stored under
 * logo.png of its assets, its public URL on the company).
 */
export async function makeBranding(database: Database, values: { companyId: string; customCss?: string }) {
  await database.db.insert(companyBrandingSettings).values({
    companyId: values.companyId,
    headerStyle: 'bold',
    customCss: values.customCss ?? '',
  });
  const logo = await makeStoredFile(database, { companyId: values.companyId, purpose: 'company_logo' });
  await database.db.update(storedFiles).set({ fileName: 'logo.png' }).where(eq(storedFiles.id, logo.id));
  await database.db
    .update(companies)
    .set({ primaryColor: 'hsl(160 84% 30%)', logoUrl: `/api/v1/company-assets/${values.companyId}/logo.png` })
    .where(eq(companies.id, values.companyId));
  return { companyId: values.companyId, fileName: 'logo.png' };
}

/**
 * A system image of a company (the platform's own, or, for the tenant fingerprint, any company's):
 * its row and stored file, as an upload leaves them.
 */
export async function makeSystemImage(database: Database, values: { companyId: string; isActive?: boolean }) {
  const file = await makeStoredFile(database, { companyId: values.companyId, purpose: 'system_image' });
  const imageFileName = `${Date.now()}-${randomUUID().replaceAll('-', '').slice(0, 8)}.png`;
  const filePath = `${values.companyId}/logo/${imageFileName}`;
  const [row] = await database.db
    .insert(systemImages)
    .values({
      companyId: values.companyId,
      imageType: 'logo',
      name: 'Walker logo',
      isActive: values.isActive ?? true,
      fileId: file.id,
      fileName: imageFileName,
      filePath,
      fileUrl: `/api/v1/system-assets/${filePath}`,
      fileType: 'image/png',
      fileSize: 68,
      width: 1,
      height: 1,
    })
    .returning({ id: systemImages.id });
  if (!row) throw new Error('system image insert failed');
  return { imageId: row.id, ownerCompanyId: values.companyId, imageType: 'logo', imageFileName };
}

/** A conversation with the help assistant, its answer rated, as asking and rating leave them. */
export async function makeAssistantConversation(
  database: Database,
  values: { companyId: string; userId: string },
) {
  const [session] = await database.db
    .insert(assistantSessions)
    .values({ companyId: values.companyId, userId: values.userId })
    .returning({ id: assistantSessions.id });
  if (!session) throw new Error('assistant session insert failed');
  const messages = await database.db
    .insert(assistantMessages)
    .values([
      { companyId: values.companyId, sessionId: session.id, role: 'user', content: 'Alpha secret question' },
      {
        companyId: values.companyId,
        sessionId: session.id,
        role: 'assistant',
        content: '',
        mode: 'retrieval',
      },
    ])
    .returning({ id: assistantMessages.id, role: assistantMessages.role });
  const messageId = messages.find((message) => message.role === 'assistant')?.id;
  if (!messageId) throw new Error('assistant answer insert failed');
  await database.db
    .insert(assistantFeedback)
    .values({ messageId, companyId: values.companyId, userId: values.userId, rating: 'helpful' });
  return { assistantSessionId: session.id, messageId };
}

/**
 * A page of a company's knowledge base, read and split into one passage, and its review rule; a
 * pending suggestion beside it.
 */
export async function makeKnowledgeSource(
  database: Database,
  values: { companyId: string; title?: string; body?: string; status?: 'ready' | 'pending_review' },
) {
  const [source] = await database.db
    .insert(knowledgeSources)
    .values({
      companyId: values.companyId,
      url: `https://handbook.example.test/${unique()}`,
      title: values.title ?? 'Alpha secret handbook',
      category: 'company_handbook',
      status: values.status ?? 'ready',
      autoApproved: values.status !== 'pending_review',
      passageCount: 1,
    })
    .returning({ id: knowledgeSources.id });
  if (!source) throw new Error('knowledge source insert failed');
  await database.db.insert(knowledgePassages).values({
    companyId: values.companyId,
    sourceId: source.id,
    position: 0,
    body: values.body ?? 'The alpha secret handbook says the vault code is kept by the finance team.',
    searchConfig: 'english',
  });
  await database.db
    .insert(companyKnowledgeSettings)
    .values({ companyId: values.companyId, reviewEveryone: true })
    .onConflictDoNothing();
  return { sourceId: source.id };
}

/** A purchase and an invoice of a company, as a change of its subscription leaves them. */
export async function makeBilling(database: Database, values: { companyId: string }) {
  const [addOn] = await database.db
    .insert(subscriptionAddOns)
    .values({
      companyId: values.companyId,
      addOnId: 'user_block_50',
      quantity: 1,
      unitPriceCents: 1099,
      billingType: 'recurring',
    })
    .returning({ id: subscriptionAddOns.id });
  const [invoice] = await database.db
    .insert(invoices)
    .values({
      companyId: values.companyId,
      // A year the app never numbers in: its own documents (CH-<this year>-<count + 1>) cannot collide
      // with it, whatever digits unique() gives (CH-2026-00002 once made a credit note fail on its number).
      number: `CH-1999-${unique().replace(/\D/g, '').slice(-5).padStart(5, '0')}`,
      kind: 'invoice',
      status: 'open',
      paymentMethod: 'bank_transfer',
      totalCents: 1099,
    })
    .returning({ id: invoices.id });
  if (!addOn || !invoice) throw new Error('billing insert failed');
  await database.db.insert(invoiceLines).values({
    companyId: values.companyId,
    invoiceId: invoice.id,
    position: 1,
    description: 'User block (50 users)',
    quantity: 1,
    unitAmountCents: 1099,
    amountCents: 1099,
  });
  // Its internal AI endpoint (the key is sealed, never readable as stored) and a call made to it.
  await database.db.insert(internalAiEndpoints).values({
    companyId: values.companyId,
    baseUrl: 'https://ai.walker.test/v1',
    model: 'walker-model',
    apiKeyEncrypted: 'v1.sealed.by.the-server',
    apiKeyHint: '…lker',
  });
  await database.db.insert(internalAiCalls).values({
    companyId: values.companyId,
    purpose: 'health_check',
    startedAt: new Date(),
    durationMs: 120,
    ok: true,
    httpStatus: 200,
  });
  return { addOnRowId: addOn.id, invoiceId: invoice.id };
}

/** A cross-functional team led by `leadId` with the members, showing the competencies chosen. */
export async function makeTeam(
  database: Database,
  values: {
    companyId: string;
    name?: string;
    leadId: string | null;
    memberIds: string[];
    competencyIds?: string[];
  },
) {
  const [team] = await database.db
    .insert(teams)
    .values({ companyId: values.companyId, name: values.name ?? `Team ${unique()}`, leadId: values.leadId })
    .returning({ id: teams.id });
  if (!team) throw new Error('team insert failed');
  await database.db
    .insert(teamMembers)
    .values(
      values.memberIds.map((profileId) => ({ companyId: values.companyId, teamId: team.id, profileId })),
    );
  if (values.competencyIds?.length) {
    await database.db.insert(teamCompetencies).values(
      values.competencyIds.map((competencyId) => ({
        companyId: values.companyId,
        teamId: team.id,
        competencyId,
      })),
    );
  }
  return { customTeamId: team.id };
}

/** An open 360 request: `raterId` is asked about `subjectId` on the given competencies, due in a week. */
export async function makeFeedbackRequest(
  database: Database,
  values: { companyId: string; subjectId: string; raterId: string; competencyIds: string[]; dueOn?: string },
) {
  const dueOn = values.dueOn ?? new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await database.db
    .insert(feedbackRequests)
    .values({
      companyId: values.companyId,
      subjectId: values.subjectId,
      raterId: values.raterId,
      requestedBy: values.subjectId,
      relationship: 'peer',
      competencyIds: values.competencyIds,
      dueOn,
    })
    .returning({ id: feedbackRequests.id });
  if (!row) throw new Error('feedback request insert failed');
  return { requestId: row.id };
}

/** An open assessment cycle for the whole company with these members. */
export async function makeCycle(
  database: Database,
  values: { companyId: string; memberIds: string[]; name?: string },
) {
  const [row] = await database.db
    .insert(assessmentCycles)
    .values({
      companyId: values.companyId,
      name: values.name ?? `Cycle ${unique()}`,
      scope: 'company',
      dueOn: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
    })
    .returning({ id: assessmentCycles.id });
  if (!row) throw new Error('cycle insert failed');
  if (values.memberIds.length > 0) {
    await database.db
      .insert(assessmentCycleMembers)
      .values(
        values.memberIds.map((personId) => ({ companyId: values.companyId, cycleId: row.id, personId })),
      );
  }
  return { cycleId: row.id };
}

/** A past job and a certification of a person (the certification expires in `expiresInDays`). */
export async function makeExperience(
  database: Database,
  values: { companyId: string; personId: string; expiresInDays?: number; competencyId?: string },
) {
  const [job] = await database.db
    .insert(employmentHistory)
    .values({
      companyId: values.companyId,
      personId: values.personId,
      employer: 'Northwind',
      title: 'Analyst',
      startOn: '2019-01-01',
      endOn: '2022-06-30',
    })
    .returning({ id: employmentHistory.id });
  const expires = new Date(Date.now() + (values.expiresInDays ?? 400) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const [cert] = await database.db
    .insert(certifications)
    .values({ companyId: values.companyId, personId: values.personId, name: 'First aid', expiresOn: expires })
    .returning({ id: certifications.id });
  if (!job || !cert) throw new Error('experience insert failed');
  if (values.competencyId) {
    await database.db.insert(certificationCompetencies).values({
      companyId: values.companyId,
      certificationId: cert.id,
      competencyId: values.competencyId,
    });
  }
  return { itemId: job.id, certificationId: cert.id };
}

/**
 * A root unit of the organisation tree (with its closure row) and a location; with a job profile, a
 * position in that unit; with a person, their first job assignment there.
 */
export async function makeOrganisation(
  database: Database,
  values: {
    companyId: string;
    unitName?: string;
    locationName?: string;
    jobProfileId?: string;
    personId?: string;
  },
) {
  const [unit] = await database.db
    .insert(orgUnits)
    .values({
      companyId: values.companyId,
      hierarchy: 'organisation',
      name: values.unitName ?? 'Alpha Secret Division',
      kind: 'division',
      code: `D-${unique().slice(0, 8)}`,
    })
    .returning({ id: orgUnits.id });
  if (!unit) throw new Error('unit insert failed');
  await database.db
    .insert(orgUnitClosure)
    .values({ companyId: values.companyId, ancestorId: unit.id, descendantId: unit.id, depth: 0 });
  const [location] = await database.db
    .insert(locations)
    .values({
      companyId: values.companyId,
      name: values.locationName ?? 'Alpha Secret Campus',
      country: 'DE',
      city: 'Berlin',
      timeZone: 'Europe/Berlin',
    })
    .returning({ id: locations.id });
  if (!location) throw new Error('location insert failed');
  // A near twin, as free text leaves them ("Divisions"), already kept apart from the first.
  const [twin] = await database.db
    .insert(orgUnits)
    .values({
      companyId: values.companyId,
      hierarchy: 'organisation',
      name: `${values.unitName ?? 'Alpha Secret Division'}s`,
      kind: 'department',
      origin: 'free_text',
    })
    .returning({ id: orgUnits.id });
  if (!twin) throw new Error('unit insert failed');
  await database.db
    .insert(orgUnitClosure)
    .values({ companyId: values.companyId, ancestorId: twin.id, descendantId: twin.id, depth: 0 });
  const [first, second] = unit.id < twin.id ? [unit.id, twin.id] : [twin.id, unit.id];
  await database.db
    .insert(orgUnitKeptApart)
    .values({ companyId: values.companyId, firstId: first, secondId: second });
  // A reorganisation waiting for its day: the twin moves under the first unit next year.
  const [move] = await database.db
    .insert(orgUnitMoves)
    .values({ companyId: values.companyId, unitId: twin.id, newParentId: unit.id, effectiveOn: '2099-01-01' })
    .returning({ id: orgUnitMoves.id });
  let positionId: string | undefined;
  if (values.jobProfileId) {
    const [position] = await database.db
      .insert(positions)
      .values({
        companyId: values.companyId,
        jobProfileId: values.jobProfileId,
        orgUnitId: unit.id,
        locationId: location.id,
        critical: true,
      })
      .returning({ id: positions.id });
    positionId = position?.id;
  }
  if (values.personId) {
    await database.db.insert(jobAssignments).values({
      companyId: values.companyId,
      personId: values.personId,
      positionId,
      jobProfileId: values.jobProfileId,
      orgUnitId: unit.id,
      locationId: location.id,
      startsOn: '2025-01-01',
      reason: 'hire',
    });
  }
  // An HRIS import previewed and waiting to be applied.
  const [hrisImport] = await database.db
    .insert(hrisImports)
    .values({
      companyId: values.companyId,
      fileName: 'alpha-secret-hris.csv',
      file: 'record,external_id,name\r\nunit,ALPHA-1,Alpha Secret Import\r\n',
      totalRows: 1,
      counts: {
        unit: { create: 1, change: 0, unchanged: 0 },
        cost_centre: { create: 0, change: 0, unchanged: 0 },
        location: { create: 0, change: 0, unchanged: 0 },
        position: { create: 0, change: 0, unchanged: 0 },
        person: { create: 0, change: 0, unchanged: 0, notFound: 0 },
        secondary: { create: 0, change: 0, unchanged: 0, notFound: 0 },
      },
      issues: [],
      notices: [],
    })
    .returning({ id: hrisImports.id });
  return {
    importId: hrisImport?.id ?? '',
    unitId: unit.id,
    twinUnitId: twin.id,
    moveId: move?.id ?? '',
    locationId: location.id,
    ...(positionId ? { positionId } : {}),
  };
}

/** A unit of the organisation tree (with its closure rows), at the top or under `parentId`. */
export async function makeUnit(
  database: Database,
  values: { companyId: string; name: string; parentId?: string | null; kind?: string },
): Promise<string> {
  const [unit] = await database.db
    .insert(orgUnits)
    .values({
      companyId: values.companyId,
      hierarchy: 'organisation',
      parentId: values.parentId ?? null,
      name: values.name,
      kind: values.kind ?? 'department',
    })
    .returning({ id: orgUnits.id });
  if (!unit) throw new Error('unit insert failed');
  await database.db.execute(sql`insert into org_unit_closure (company_id, ancestor_id, descendant_id, depth)
    select ${values.companyId}::uuid, ${unit.id}::uuid, ${unit.id}::uuid, 0
    union all
    select company_id, ancestor_id, ${unit.id}::uuid, depth + 1 from org_unit_closure
    where company_id = ${values.companyId} and descendant_id = ${values.parentId ?? null}`);
  return unit.id;
}

/**
 * A finished recompute of the company's stored levels (and its rules' version 1, as migration 0036
 * keeps), and a finished dry run of other rules.
 */
export async function makeLevelRecompute(database: Database, values: { companyId: string }) {
  await database.db
    .insert(levelRuleVersions)
    .values({
      companyId: values.companyId,
      version: 1,
      sourcePolicy: { mode: 'first_available', order: ['manager', 'peers', 'self'] },
      minPeerRaters: 3,
    })
    .onConflictDoNothing();
  const [row] = await database.db
    .insert(levelRecomputes)
    .values({ companyId: values.companyId, reason: 'manual', rulesVersion: 1, status: 'done' })
    .returning({ id: levelRecomputes.id });
  if (!row) throw new Error('recompute insert failed');
  const [dryRun] = await database.db
    .insert(levelDryRuns)
    .values({
      companyId: values.companyId,
      sourcePolicy: { mode: 'weighted', weights: { manager: 2, peers: 1, self: 1 } },
      minPeerRaters: 4,
      baseRulesVersion: 1,
      status: 'done',
    })
    .returning({ id: levelDryRuns.id });
  if (!dryRun) throw new Error('dry run insert failed');
  return { recomputeId: row.id, dryRunId: dryRun.id };
}

/** A saved security policy (migration 0055): two-factor sign-in asked of admins, a one-day session. */
export async function makeSecurityPolicy(database: Database, values: { companyId: string }) {
  await database.db.insert(companySecurityPolicy).values({
    companyId: values.companyId,
    passwordMinLength: 12,
    sessionLifetimeHours: 24,
    idleTimeoutMinutes: 60,
    twoFactorRequired: 'admins',
    twoFactorGraceDays: 7,
    twoFactorRequiredSince: new Date(),
    signInMethods: ['password', 'passkey'],
  });
}

/** A pending role request (migration 0058) for a person of the company, asked by someone of it. */
export async function makeRoleRequest(
  database: Database,
  values: { companyId: string; personId: string; role?: string; requestedBy?: string; reason?: string },
) {
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(sql`
      insert into role_requests
        (company_id, person_id, role, from_role, reason, requested_by, requested_by_name, requested_by_email)
      values (${values.companyId}, ${values.personId}, ${values.role ?? 'team_manager'}, 'employee',
        ${values.reason ?? 'Alpha secret reason for a role'}, ${values.requestedBy ?? randomUUID()},
        'Requesting IT administrator', 'it-admin@example.test')
      returning id`),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('role request insert failed');
  return { roleRequestId: id };
}
