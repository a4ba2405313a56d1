import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { isPermission, rolesRefused } from '@competencyhub/domain/permissions';
import { isSystemLevel, type Role } from '@competencyhub/domain/roles';
import { BUILT_IN_THEME } from '@competencyhub/domain/schemas/system-themes';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { companyCompetencySettings } from '../src/db/schema/assessments.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { passkey } from '../src/db/schema/auth.ts';
import { systemThemeSettings } from '../src/db/schema/branding.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { emailOutbox } from '../src/db/schema/mail.ts';
import { jobAssignments } from '../src/db/schema/organisation.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { faqEntries } from '../src/db/schema/public-site.ts';
import { securityEvents } from '../src/db/schema/security-events.ts';
import type { RouteCatalogEntry } from '../src/http/route.ts';
import {
  latestSessionId,
  makeAssistantConversation,
  makeBilling,
  makeBranding,
  makeCareerPlan,
  makeCompany,
  makeCycle,
  makeDevelopmentAction,
  makeExperience,
  makeFeedbackRequest,
  makeFramework,
  makeInvitation,
  makeJobArchitecture,
  makeJobProfile,
  makeKnowledgeSource,
  makeLevelRecompute,
  makeOrganisation,
  makeRating,
  makeRoleRequest,
  makeSecurityPolicy,
  makeStoredFile,
  makeSystemImage,
  makeTeam,
  makeUser,
} from './factories.ts';
import { companyFingerprint, tenantTables } from './fingerprint.ts';
import {
  COLLEAGUE_EXPECTS,
  NOT_DECLARED,
  OUTSIDER_ADMIN_EXPECTS,
  PERSONAL_PARAMS,
  PUBLIC_ROUTES,
  ROW_OWNER,
  ROW_OWNER_RULE_ANSWERS,
  SAMPLES,
} from './route-walker-cases.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

/**
 * Walks every route the router knows: signed out, as another company's admin, and as every role
 * (and account state) the permission map refuses. Company A is the target throughout: whatever a
 * call answers, A's rows in every tenant table, and its people's identities, stay exactly as they
 * were. A route without a case in route-walker-cases.ts fails here.
 */

let t: TestApp;
let catalog: RouteCatalogEntry[];
let companyA: string;
let companyB: string;
const ids: Record<string, string> = {};
const secretsOfA: Record<string, string> = {};
let outsiderAdmin: string;
/** A team manager of company A who manages none of the people whose rows are walked. */
let colleague: string;
/** Company A's people who own the walked rows, for the positive control. */
const ownersOfRows: {
  owner?: { email: string; password: string };
  employee?: { email: string; password: string };
} = {};
/** Signed-in callers of company A (system roles: of the system owner company), by label. */
const callers = new Map<string, string>();

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function signedIn(
  companyId: string,
  role: Role,
  status: 'active' | 'pending_approval' | 'unauthorized',
) {
  const person = await makeUser(t.database, { companyId, role, status });
  return signIn(t.app, person.email, person.password);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
  catalog = t.app.routeCatalog;
  const a = await makeCompany(t.database, { name: 'Alpha Walkers' });
  const b = await makeCompany(t.database, { name: 'Beta Walkers' });
  companyA = a.id;
  companyB = b.id;
  const ownerA = await makeUser(t.database, { companyId: a.id, role: 'account_holder' });
  const employeeA = await makeUser(t.database, { companyId: a.id, role: 'employee' });
  const pendingA = await makeUser(t.database, { companyId: a.id, status: 'pending_approval' });
  const ownerB = await makeUser(t.database, { companyId: b.id, role: 'account_holder' });
  const invitation = await makeInvitation(t.database, {
    companyId: a.id,
    invitedBy: ownerA.id,
    email: 'alpha-invitee@example.test',
    role: 'employee',
  });
  await signIn(t.app, employeeA.email, employeeA.password);
  const file = await makeStoredFile(t.database, { companyId: a.id, ownerId: employeeA.id });
  const framework = await makeFramework(t.database, { companyId: a.id, name: 'Alpha Secret Framework' });
  // A self-rating with a file as its evidence (evidence).
  const evidenceFile = await makeStoredFile(t.database, {
    companyId: a.id,
    ownerId: employeeA.id,
    purpose: 'evidence',
  });
  await makeRating(t.database, {
    companyId: a.id,
    ...framework,
    subjectId: employeeA.id,
    level: 3,
    evidenceFileId: evidenceFile.id,
  });
  const jobProfile = await makeJobProfile(t.database, {
    companyId: a.id,
    competencyId: framework.competencyId,
    title: 'Alpha Secret Role',
  });
  const architecture = await makeJobArchitecture(t.database, {
    companyId: a.id,
    jobProfileId: jobProfile.jobProfileId,
    familyName: 'Alpha Secret Family',
    gradeCode: 'ALPHA-SECRET-GRADE',
  });
  await t.database.db
    .update(profiles)
    .set({ jobProfileId: jobProfile.jobProfileId, jobTitle: 'Alpha Secret Role', lineManagerId: ownerA.id })
    .where(eq(profiles.id, employeeA.id));
  // A colleague's answer about A's employee, now in the role: a rater pseudonym and a stored fit.
  await makeRating(t.database, {
    companyId: a.id,
    ...framework,
    subjectId: employeeA.id,
    raterId: ownerA.id,
    source: 'peer',
    level: 4,
  });
  await makeCareerPlan(t.database, {
    companyId: a.id,
    personId: employeeA.id,
    fromJobProfileId: jobProfile.jobProfileId,
    competencyId: framework.competencyId,
    title: 'Alpha Secret Next Role',
  });
  const customTeam = await makeTeam(t.database, {
    companyId: a.id,
    name: 'Alpha Secret Guild',
    leadId: ownerA.id,
    memberIds: [employeeA.id],
    competencyIds: [framework.competencyId],
  });
  const branding = await makeBranding(t.database, {
    companyId: a.id,
    customCss: '.alpha-secret-css { color: red }',
  });
  const action = await makeDevelopmentAction(t.database, {
    companyId: a.id,
    personId: employeeA.id,
    competencyId: framework.competencyId,
    title: 'Alpha Secret Action',
  });
  const request = await makeFeedbackRequest(t.database, {
    companyId: a.id,
    subjectId: employeeA.id,
    raterId: ownerA.id,
    competencyIds: [framework.competencyId],
  });
  const cycle = await makeCycle(t.database, { companyId: a.id, memberIds: [employeeA.id] });
  const experience = await makeExperience(t.database, {
    companyId: a.id,
    personId: employeeA.id,
    competencyId: framework.competencyId,
  });
  await t.database.db.insert(companyCompetencySettings).values({
    companyId: a.id,
    minPeerRaters: 5,
    sourcePolicy: { mode: 'first_available', order: ['manager', 'peers', 'self'] },
  });
  // A's row only feeds the tenant fingerprint; the walked image is the platform's own.
  await makeSystemImage(t.database, { companyId: a.id });
  const billing = await makeBilling(t.database, { companyId: a.id });
  const conversation = await makeAssistantConversation(t.database, { companyId: a.id, userId: employeeA.id });
  const knowledge = await makeKnowledgeSource(t.database, { companyId: a.id });
  const levels = await makeLevelRecompute(t.database, { companyId: a.id });
  // A's sign-in rules (0055): admins asked for two-step sign-in, still within the grace period.
  await makeSecurityPolicy(t.database, { companyId: a.id });
  // Asked by an IT administrator for A's pending person: the owner's approval changes nobody walked.
  const roleRequest = await makeRoleRequest(t.database, { companyId: a.id, personId: pendingA.id });
  const organisation = await makeOrganisation(t.database, {
    companyId: a.id,
    jobProfileId: jobProfile.jobProfileId,
    personId: employeeA.id,
  });
  // A secondary assignment of A's employee: a dotted line to A's owner.
  const [secondary] = await t.database.db
    .insert(jobAssignments)
    .values({
      companyId: a.id,
      personId: employeeA.id,
      kind: 'secondary',
      managerId: ownerA.id,
      startsOn: '2025-02-01',
      reason: 'project',
    })
    .returning({ id: jobAssignments.id });
  const systemImage = await makeSystemImage(t.database, { companyId: SYSTEM_OWNER_COMPANY_ID });
  // :token is A's real invitation secret, so the public token routes are walked for real.
  const [theme] = await t.database.db
    .insert(systemThemeSettings)
    .values({ ...BUILT_IN_THEME, name: 'Walker platform theme' })
    .returning({ id: systemThemeSettings.id });
  // A platform job that failed for good: only platform staff may run it again.
  const [failedJob] = await t.database.db
    .insert(jobs)
    .values({
      kind: 'levels.consistency_check',
      attempts: 5,
      failedAt: new Date(),
      lastError: 'walker failure',
    })
    .returning({ id: jobs.id });
  Object.assign(ids, {
    ...branding,
    themeId: theme?.id,
    jobId: failedJob?.id,
    ...systemImage,
    ...billing,
    ...conversation,
    ...knowledge,
    ...organisation,
    ...levels,
    ...roleRequest,
    assignmentId: secondary?.id,
    companyA: a.id,
    id: pendingA.id,
    invitationId: invitation.id,
    token: invitation.token,
    domain: String(a.domain),
    sessionId: await latestSessionId(t.database, employeeA.id),
    passkeyId: await walkerPasskey(employeeA.id),
    fileId: file.id,
    ...framework,
    ...jobProfile,
    ...architecture,
    ...request,
    ...cycle,
    ...action,
    ...customTeam,
    personId: employeeA.id,
    ownerId: ownerA.id,
    // Company A's account holder leads a team: employeeA reports to them.
    teamId: ownerA.id,
    itemId: experience.itemId,
    certificationId: experience.certificationId,
    dueOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    // The FAQ is product-wide: any entry is everyone's to vote on and open.
    faqId: (await t.database.db.select({ id: faqEntries.id }).from(faqEntries).limit(1))[0]?.id,
  });
  Object.assign(secretsOfA, {
    companyId: a.id,
    companyName: a.name,
    domain: String(a.domain),
    ownerId: ownerA.id,
    ownerEmail: ownerA.email,
    employeeEmail: employeeA.email,
    pendingId: pendingA.id,
    pendingEmail: pendingA.email,
    pendingName: pendingA.fullName,
    inviteeEmail: invitation.email,
    invitationId: invitation.id,
    token: invitation.token,
    tokenHash: invitation.tokenHash,
    sessionId: ids.sessionId,
    fileId: file.id,
    ...framework,
    frameworkName: 'Alpha Secret Framework',
    ...jobProfile,
    jobProfileTitle: 'Alpha Secret Role',
    ...architecture,
    familyName: 'Alpha Secret Family',
    gradeCode: 'ALPHA-SECRET-GRADE',
    nextRoleTitle: 'Alpha Secret Next Role',
    careerComment: 'A private note on my career plan',
    actionTitle: 'Alpha Secret Action',
    teamName: 'Alpha Secret Guild',
    customCss: 'alpha-secret-css',
    planComment: 'A private note on my development plan',
    ...request,
    ...cycle,
    knowledgeTitle: 'Alpha secret handbook',
    roleRequestReason: 'Alpha secret reason for a role',
    knowledgePassage: 'vault code',
    ...organisation,
    unitName: 'Alpha Secret Division',
    locationName: 'Alpha Secret Campus',
  });
  // A second session of A's employee, for IT Administration > Users to sign out (see SAMPLES).
  await signIn(t.app, employeeA.email, employeeA.password);
  ids.itSessionId = await latestSessionId(t.database, employeeA.id);
  outsiderAdmin = await signIn(t.app, ownerB.email, ownerB.password);
  colleague = await signedIn(a.id, 'team_manager', 'active');
  ownersOfRows.owner = ownerA;
  ownersOfRows.employee = employeeA;
  // A row of A in the tables no factory above writes, so every fingerprint below guards something.
  await t.database.db.insert(auditLog).values({ companyId: a.id, action: 'profile.approved' });
  await t.database.db
    .insert(securityEvents)
    .values({ companyId: a.id, kind: 'sign_in_burst', email: ownerA.email, details: { failures: 5 } });
  await t.database.db.insert(emailOutbox).values({
    companyId: a.id,
    toAddress: ownerA.email,
    subject: 'Walker',
    textBody: 'A queued e-mail of company A',
  });

  // Every role some permission refuses, and the two account states that block the app whatever the role.
  const refused = new Set(catalog.flatMap((r) => (isPermission(r.access) ? rolesRefused(r.access) : [])));
  for (const role of refused) {
    callers.set(role, await signedIn(isSystemLevel(role) ? SYSTEM_OWNER_COMPANY_ID : a.id, role, 'active'));
  }
  callers.set('pending_approval', await signedIn(a.id, 'account_holder', 'pending_approval'));
  callers.set('unauthorized', await signedIn(a.id, 'account_holder', 'unauthorized'));
});
afterAll(() => t.close());

function fill(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => ids[params[name] ?? name] ?? `missing-${name}`);
}

function send(route: RouteCatalogEntry, cookie?: string): Promise<LightMyRequestResponse> {
  const sample = SAMPLES[key(route)];
  const body = sample?.body ?? (route.method === 'GET' ? undefined : {});
  const filled = Buffer.isBuffer(body)
    ? body
    : body === undefined
      ? undefined
      : JSON.parse(
          JSON.stringify(body).replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `missing-${name}`),
        );
  const query = sample?.query?.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `missing-${name}`);
  const url = fill(route.url, sample?.params);
  return call(t.app, route.method as 'GET', query ? `${url}?${query}` : url, {
    cookie,
    body: filled,
    ...(sample?.headers ? { headers: sample.headers } : {}),
  });
}

function expectProblem(res: LightMyRequestResponse, name: string) {
  expect(res.headers['content-type'], name).toContain('application/problem+json');
  expect(res.json(), name).toMatchObject({ status: res.statusCode, code: expect.any(String) });
}

function expectNothingOfA(res: LightMyRequestResponse, name: string, allowed: readonly string[] = []) {
  for (const [label, secret] of Object.entries(secretsOfA)) {
    if (!allowed.includes(label)) expect(res.body, `${name} shows ${label}`).not.toContain(secret);
  }
}

/** A passkey of company A's employee, as Better Auth stores a verified one (it never signs in the walk). */
async function walkerPasskey(userId: string) {
  const id = randomUUID();
  await t.database.db.insert(passkey).values({
    id,
    name: 'Alpha Secret Passkey',
    userId,
    publicKey: 'cHVibGljLWtleQ',
    credentialID: `walker-${id}`,
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
  });
  return id;
}

it('fingerprints a seeded row of company A in every tenant table', async () => {
  const counts = Object.entries(await companyFingerprint(t.database, companyA)).map(
    ([table, hash]) => [table, Number(hash.split(':')[1])] as const,
  );
  for (const table of await tenantTables(t.database)) {
    expect(counts.find(([name]) => name === table)?.[1], table).toBeGreaterThan(0);
  }
});

describe('the route catalogue', () => {
  it('holds every route Fastify knows, but the few exempted with a reason', () => {
    const declared = new Set(catalog.map(key));
    const known = { declared, webFiles: new Set<string>() };
    const escaped = t.app.routeTable
      .map(key)
      .filter((name) => !declared.has(name))
      .filter((name) => !NOT_DECLARED.some((rule) => rule.covers(name, known)));
    expect(escaped).toEqual([]);
  });

  it("exempts only the built web app's files and HEAD twins when the web app is served", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'walker-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'export {};');
    const served = await buildApp({
      config: t.config,
      database: t.database,
      authSecret: 'test-secret-that-is-long-enough-0123456789',
      webDist,
      logger: false,
    });
    try {
      await served.ready();
      const declared = new Set(served.routeCatalog.map(key));
      const webFiles = new Set(
        readdirSync(webDist, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => `GET /${path.relative(webDist, path.join(entry.parentPath, entry.name))}`),
      );
      const exempt = (name: string) => NOT_DECLARED.some((rule) => rule.covers(name, { declared, webFiles }));
      const undeclared = served.routeTable.map(key).filter((name) => !declared.has(name));
      expect(undeclared.some((name) => name.startsWith('GET /assets/'))).toBe(true);
      for (const name of undeclared) expect(exempt(name), `${name} is not declared`).toBe(true);
      // No broader than the reasons: an undeclared route that is neither a file of the build nor the
      // HEAD twin of a declared GET is caught, whatever its path looks like.
      for (const name of [
        'GET /admin',
        'GET /assets/not-built.js',
        'GET /index.html/../api/v1/me',
        'POST /index.html',
        'GET /api/v1/undeclared',
        'HEAD /api/v1/undeclared',
        'HEAD /admin',
        'DELETE /assets/app-1234.js',
        'POST /metrics',
        'GET /metrics/extra',
      ]) {
        expect(exempt(name), `${name} would pass as exempt`).toBe(false);
      }
    } finally {
      await served.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('has a case for every route, and every public route is deliberate', () => {
    const names = catalog.map(key).sort();
    const publicOnes = catalog.filter((r) => r.access === 'public').map(key);
    expect(publicOnes.sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
    const protectedOnes = names.filter((name) => !publicOnes.includes(name));
    expect(protectedOnes).toEqual(Object.keys(OUTSIDER_ADMIN_EXPECTS).sort());
  });
});

describe('every API route', () => {
  it('answers 401 problem+json to a signed-out caller, and changes nothing', async () => {
    for (const route of catalog.filter((r) => r.access !== 'public')) {
      const before = [
        await companyFingerprint(t.database, companyA),
        await companyFingerprint(t.database, companyB),
      ];
      const res = await send(route);
      expect(res.statusCode, key(route)).toBe(401);
      expectProblem(res, key(route));
      expect(res.json().detail, key(route)).toBe('Auth session missing!');
      const after = [
        await companyFingerprint(t.database, companyA),
        await companyFingerprint(t.database, companyB),
      ];
      expect(after, key(route)).toEqual(before);
    }
    // Every route, with four fingerprints of two companies each: 18 s on a quiet run, over 30 s on a busy
    // one (the file's first test also pays the warm-up).
  }, 90_000);

  it("gives another company's admin its expected answer, nothing of company A, and leaves A unchanged", async () => {
    for (const route of catalog.filter((r) => r.access !== 'public')) {
      const name = key(route);
      const before = await companyFingerprint(t.database, companyA);
      const res = await send(route, outsiderAdmin);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(OUTSIDER_ADMIN_EXPECTS[name]);
      if (res.statusCode >= 400) expectProblem(res, name);
      expectNothingOfA(res, name);
      expect(await companyFingerprint(t.database, companyA), name).toEqual(before);
    }
    // A fingerprint of company A before and after each of some 300 calls: over 30 s on a busy machine.
  }, 120_000);

  it('refuses every permission to each role the map refuses, and to accounts that wait or were rejected', async () => {
    let tried = 0;
    for (const route of catalog) {
      if (!isPermission(route.access)) continue;
      for (const label of [...rolesRefused(route.access), 'pending_approval', 'unauthorized']) {
        const name = `${key(route)} as ${label}`;
        const before = await companyFingerprint(t.database, companyA);
        const res = await send(route, callers.get(label));
        expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
        expectProblem(res, name);
        expect(await companyFingerprint(t.database, companyA), name).toEqual(before);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(catalog.length);
    // Hundreds of calls, each between two fingerprints of company A.
  }, 120_000);

  it('lets accounts that wait for approval, or were rejected, reach every session route', async () => {
    for (const route of catalog.filter((r) => r.access === 'session')) {
      for (const label of ['pending_approval', 'unauthorized']) {
        const res = await send(route, callers.get(label));
        expect([401, 403], `${key(route)} as ${label}: ${res.body}`).not.toContain(res.statusCode);
      }
    }
  });

  it('answers every public route signed out as expected, shows nothing of A, and leaves A unchanged', async () => {
    for (const route of catalog.filter((r) => r.access === 'public')) {
      const name = key(route);
      const expected = PUBLIC_ROUTES[name];
      const before = await companyFingerprint(t.database, companyA);
      const res = await send(route);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(expected?.status);
      if (res.statusCode >= 400) expectProblem(res, name);
      expectNothingOfA(res, name, expected?.reveals);
      expect(await companyFingerprint(t.database, companyA), name).toEqual(before);
    }
  });

  it('shows an invitation of company A only to the holder of its token, never to its id', async () => {
    const shown = await call(t.app, 'GET', fill('/api/v1/invitation-tokens/:token'));
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ email: 'alpha-invitee@example.test', companyName: 'Alpha Walkers' });

    const byId = await call(t.app, 'GET', `/api/v1/invitation-tokens/${ids.invitationId}`);
    expect(byId.statusCode).toBe(400);
    const unknown = await call(t.app, 'GET', `/api/v1/invitation-tokens/${'B'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expectNothingOfA(byId, 'by id');
    expectNothingOfA(unknown, 'unknown token');
  });
});

describe('within company A', () => {
  it("refuses a colleague who may use each personal route on their own rows any other person's row, and changes nothing", async () => {
    const personal = catalog
      .map(key)
      .filter((name) => PERSONAL_PARAMS.some((param) => name.includes(`${param}/`) || name.endsWith(param)));
    expect(personal.sort()).toEqual(Object.keys(COLLEAGUE_EXPECTS).sort());
    for (const route of catalog.filter((r) => key(r) in COLLEAGUE_EXPECTS)) {
      const name = `${key(route)} as a colleague`;
      const before = await companyFingerprint(t.database, companyA);
      const res = await send(route, colleague);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(COLLEAGUE_EXPECTS[key(route)]);
      expectProblem(res, name);
      expect(await companyFingerprint(t.database, companyA), name).toEqual(before);
    }
  });
});

// Last: the owners' calls change company A's rows (they delete, archive, answer), which no check above may see.
describe("the walker's 404s", () => {
  it('are the row hidden from another company: the person of A it belongs to gets 2xx for the same call', async () => {
    const cookieOf = {
      owner: await signIn(t.app, ownersOfRows.owner?.email ?? '', ownersOfRows.owner?.password ?? ''),
      employee: await signIn(
        t.app,
        ownersOfRows.employee?.email ?? '',
        ownersOfRows.employee?.password ?? '',
      ),
    };
    const hidden = catalog.filter((route) => OUTSIDER_ADMIN_EXPECTS[key(route)] === 404);
    expect(hidden.length).toBeGreaterThan(50);
    // Reads first, then changes, deletions last, so no call removes a row a later one needs.
    const order = (route: RouteCatalogEntry) =>
      route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1;
    for (const route of [...hidden].sort((x, y) => order(x) - order(y))) {
      const name = `${key(route)} as its owner`;
      const res = await send(route, cookieOf[ROW_OWNER[key(route)] ?? 'owner']);
      const ruleAnswer = ROW_OWNER_RULE_ANSWERS[key(route)];
      // An unexpected 500 names the server's error (the answer rightly does not).
      const said = `${name}: ${res.body.slice(0, 300)}${res.statusCode >= 500 ? ` — ${t.serverErrors.at(-1)?.slice(0, 2000)}` : ''}`;
      if (ruleAnswer) expect.soft(res.statusCode, said).toBe(ruleAnswer.status);
      else expect.soft(Math.floor(res.statusCode / 100), said).toBe(2);
    }
  }, 60_000);
});
