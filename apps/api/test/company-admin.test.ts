import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { Role } from '@competencyhub/domain/roles';
import { HIDDEN_CHARACTERS_MESSAGE } from '@competencyhub/domain/schemas/common';
import { DOMAIN_MESSAGES } from '@competencyhub/domain/schemas/company-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { companies, companyDomains } from '../src/db/schema/companies.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { auditsOf, companyWithOwner, makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}${(counter++).toString(36)}`;

let staffCount = 0;
/** A system admin of the system owner company, managing `companyId` when given. */
async function systemAdmin(companyId?: string) {
  staffCount++;
  const admin = await signedInUser(t, {
    companyId: SYSTEM_OWNER_COMPANY_ID,
    role: 'system_admin',
    email: `staff-${staffCount}-${Date.now()}@competencyhub.test`,
  });
  if (companyId) {
    const res = await call(t.app, 'POST', '/api/v1/me/managed-company', {
      cookie: admin.cookie,
      body: { companyId },
    });
    expect(res.statusCode).toBe(200);
  }
  return admin;
}

const getCompany = (cookie: string) => call(t.app, 'GET', '/api/v1/company', { cookie });
const patchCompany = (cookie: string, body: unknown) =>
  call(t.app, 'PATCH', '/api/v1/company', { cookie, body });
const listDomains = (cookie: string) => call(t.app, 'GET', '/api/v1/company/domains', { cookie });
const addDomain = (cookie: string, domain: unknown) =>
  call(t.app, 'POST', '/api/v1/company/domains', { cookie, body: { domain } });
const removeDomain = (cookie: string, domain: string) =>
  call(t.app, 'DELETE', `/api/v1/company/domains/${encodeURIComponent(domain)}`, { cookie });

const companyRow = async (id: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];
const domainsOf = async (companyId: string) =>
  (await t.database.db.select().from(companyDomains).where(eq(companyDomains.companyId, companyId)))
    .map((r) => r.domain)
    .sort();

/** Everything a refused call must leave untouched. */
async function stateOf(companyId: string) {
  const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, companyId));
  return { company: await companyRow(companyId), domains: await domainsOf(companyId), audits: audits.length };
}

const details = {
  name: 'Northwind Traders',
  description: 'Specialty foods, imported since 1994.',
  websiteUrl: 'northwind.example/about',
  contactEmail: 'Hello@Northwind.example',
  contactPhone: '+44 20 7946 0958',
  address: 'Unit 4, Harbour Road\nBristol BS1 5DB',
  timezone: 'Europe/London',
};

describe('company details', () => {
  it('lets the account holder read and change them, audited with the changed fields', async () => {
    const { company, owner } = await companyWithOwner(t);
    const before = await getCompany(owner.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: company.id, name: company.name, timezone: null });

    const res = await patchCompany(owner.cookie, details);
    expect(res.statusCode).toBe(200);
    const saved = {
      ...details,
      websiteUrl: 'https://northwind.example/about',
      contactEmail: 'hello@northwind.example',
      contactPhone: '+442079460958',
    };
    expect(res.json()).toMatchObject({ id: company.id, ...saved });
    expect((await getCompany(owner.cookie)).json()).toMatchObject(saved);
    expect(await companyRow(company.id)).toMatchObject(saved);

    const [audit] = await auditsOf(t.database, 'company.updated', { companyId: company.id });
    expect(audit).toMatchObject({ actorId: owner.id, targetType: 'company', targetId: company.id });
    expect(audit?.details).toMatchObject({
      fields: Object.keys(details),
      before: { name: company.name, timezone: null },
      after: { name: 'Northwind Traders', timezone: 'Europe/London' },
    });
  });

  it('changes only the fields sent, clears a field sent empty, and audits nothing for no change', async () => {
    const { company, owner } = await companyWithOwner(t);
    await patchCompany(owner.cookie, details);
    const res = await patchCompany(owner.cookie, { timezone: 'UTC', address: '' });
    expect(res.json()).toMatchObject({ description: details.description, timezone: 'UTC', address: null });
    expect(
      (await auditsOf(t.database, 'company.updated', { companyId: company.id })).at(-1)?.details,
    ).toMatchObject({
      fields: ['address', 'timezone'],
    });

    const same = await patchCompany(owner.cookie, { timezone: 'UTC', name: 'Northwind Traders' });
    expect(same.statusCode).toBe(200);
    expect(await auditsOf(t.database, 'company.updated', { companyId: company.id })).toHaveLength(2);
  });

  it('refuses bad input with a message per field and changes nothing', async () => {
    const { company, owner } = await companyWithOwner(t);
    const before = await stateOf(company.id);
    const res = await patchCompany(owner.cookie, {
      name: '   ',
      description: 'x'.repeat(2001),
      websiteUrl: 'javascript:alert(1)',
      contactEmail: 'not an e-mail',
      contactPhone: '0207 946 0958',
      address: 'x'.repeat(501),
      timezone: 'Mars/Olympus_Mons',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        name: ['Enter your company name'],
        description: ['Description must be at most 2000 characters'],
        websiteUrl: ['Enter a web address starting with http:// or https://'],
        contactEmail: ['Enter a valid e-mail address'],
        contactPhone: ['Enter the phone number in international format, e.g. +44 20 7946 0958'],
        address: ['Address must be at most 500 characters'],
        timezone: ['Choose a time zone from the list'],
      },
    });
    // One bad field among good ones still changes nothing.
    const mixed = await patchCompany(owner.cookie, { description: 'Fine', timezone: 'Nowhere/Town' });
    expect(mixed.statusCode).toBe(400);
    // A name goes into e-mail subjects: no header-splitting line breaks, no text running backwards.
    for (const name of ['Acme\r\nBcc: x@evil.test', 'Acme\u202Eevil\u0007 Support']) {
      const hidden = await patchCompany(owner.cookie, { name });
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().errors).toEqual({ name: [HIDDEN_CHARACTERS_MESSAGE] });
    }
    expect(await stateOf(company.id)).toEqual(before);
  });

  it('lets a system admin who manages a company edit that company, and only that one', async () => {
    const { company } = await companyWithOwner(t);
    const ownCompanyBefore = await companyRow(SYSTEM_OWNER_COMPANY_ID);
    const admin = await systemAdmin(company.id);
    expect((await getCompany(admin.cookie)).json()).toMatchObject({ id: company.id, name: company.name });

    const res = await patchCompany(admin.cookie, { name: 'Acme Holdings', timezone: 'America/New_York' });
    expect(res.statusCode).toBe(200);
    expect(await companyRow(company.id)).toMatchObject({
      name: 'Acme Holdings',
      timezone: 'America/New_York',
    });
    expect(await companyRow(SYSTEM_OWNER_COMPANY_ID)).toEqual(ownCompanyBefore);
    expect((await auditsOf(t.database, 'company.updated', { companyId: company.id }))[0]).toMatchObject({
      actorId: admin.id,
    });
  });
});

describe('who may administer the company', () => {
  const everyRoute = (cookie: string, domain: string) => [
    getCompany(cookie),
    patchCompany(cookie, { description: 'Changed by someone who may not' }),
    listDomains(cookie),
    addDomain(cookie, domain),
    removeDomain(cookie, domain),
  ];

  it.each<Role>(['company_it_admin', 'employee', 'team_manager', 'learning_lead'])(
    'refuses a %s on every route and changes nothing',
    async (role) => {
      const { company, domain } = await companyWithOwner(t);
      const person = await signedInUser(t, {
        companyId: company.id,
        role: role,
        email: `${unique('person')}@${domain}`,
      });
      const before = await stateOf(company.id);
      for (const res of await Promise.all(everyRoute(person.cookie, domain))) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
      expect(await stateOf(company.id)).toEqual(before);
    },
  );

  it('refuses a signed-out caller', async () => {
    for (const res of await Promise.all(everyRoute('', 'acme.test'))) expect(res.statusCode).toBe(401);
  });
});

describe('e-mail domains', () => {
  it('lists the domains with the rule that applies to the caller', async () => {
    const { domain, owner } = await companyWithOwner(t);
    const res = await listDomains(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [{ domain, createdAt: expect.any(String), removable: true }],
      policy: { anyDomain: false, emailDomain: domain, emailVerified: true },
    });
  });

  it("adds exactly the owner's own mail domain, normalised and audited", async () => {
    const base = `${unique('group')}.test`;
    const company = await makeCompany(t.database, { domain: null });
    const owner = await signedInUser(t, {
      companyId: company.id,
      role: 'account_holder',
      email: `ceo@eu.${base}`,
    });
    const res = await addDomain(owner.cookie, `  EU.${base.toUpperCase()}. `);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items.map((d: { domain: string }) => d.domain)).toEqual([`eu.${base}`]);
    expect(await domainsOf(company.id)).toEqual([`eu.${base}`]);
    expect(await auditsOf(t.database, 'company.domain_added', { companyId: company.id })).toMatchObject([
      {
        actorId: owner.id,
        targetId: `eu.${base}`,
        details: { domain: `eu.${base}`, assignedByPlatformStaff: false },
      },
    ]);

    const again = await addDomain(owner.cookie, `eu.${base}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ domain: [DOMAIN_MESSAGES.alreadyYours] });
  });

  it('refuses a parent of the mailbox domain: a subdomain mailbox proves nothing about the parent', async () => {
    const victim = `${unique('victim-uni')}.test`;
    const attackerCompany = await makeCompany(t.database, { domain: null });
    const attacker = await signedInUser(t, {
      companyId: attackerCompany.id,
      role: 'account_holder',
      email: `mallory@alumni.${victim}`,
    });
    const before = await stateOf(attackerCompany.id);
    for (const parent of [victim, `@${victim.toUpperCase()}`]) {
      const res = await addDomain(attacker.cookie, parent);
      expect(res.statusCode, parent).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'RULE_BROKEN',
        errors: { domain: [DOMAIN_MESSAGES.notYourEmail] },
      });
    }
    expect(await stateOf(attackerCompany.id)).toEqual(before);

    // The real organisation's people still start a company of their own instead of joining the attacker's.
    const signUp = await call(t.app, 'POST', '/api/v1/auth/sign-up', {
      body: {
        email: `ceo@${victim}`,
        password: 'correct-horse-battery',
        fullName: 'Real CEO',
        companyName: 'Victim Uni',
      },
    });
    expect(signUp.json()).toEqual({ outcome: 'signed_in' });
    const [victimProfile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, `ceo@${victim}`));
    expect(victimProfile?.companyId).not.toBe(attackerCompany.id);

    // Nor can a parent claimed this way block a sibling organisation's own subdomain.
    const sibling = await makeCompany(t.database, { domain: null });
    const siblingOwner = await signedInUser(t, {
      companyId: sibling.id,
      role: 'account_holder',
      email: `boss@law.${victim}`,
    });
    expect((await addDomain(siblingOwner.cookie, `law.${victim}`)).statusCode).toBe(201);
  });

  it.each([
    ['gmail.com', DOMAIN_MESSAGES.freeMail],
    ['mail.yahoo.co.uk', DOMAIN_MESSAGES.freeMail],
    ['co.uk', DOMAIN_MESSAGES.sharedSuffix],
    ['not a domain', DOMAIN_MESSAGES.invalid],
    ['xn--pple-43d.com', DOMAIN_MESSAGES.international],
  ])('refuses %j with 400 and changes nothing', async (domain, message) => {
    const { company, owner } = await companyWithOwner(t);
    const before = await stateOf(company.id);
    const res = await addDomain(owner.cookie, domain);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { domain: [message] } });
    expect(await stateOf(company.id)).toEqual(before);
  });

  it("refuses a domain the owner's e-mail is not on, without saying whether anyone holds it", async () => {
    const { company, owner } = await companyWithOwner(t);
    const other = await companyWithOwner(t);
    const before = await stateOf(company.id);
    for (const domain of [`${unique('elsewhere')}.test`, other.domain, `x.${company.domain}.evil.test`]) {
      const res = await addDomain(owner.cookie, domain);
      expect(res.statusCode, domain).toBe(422);
      expect(res.json().errors).toEqual({ domain: [DOMAIN_MESSAGES.notYourEmail] });
      expect(res.body).not.toContain(other.company.name);
      expect(res.body).not.toContain(other.company.id);
    }
    expect(await stateOf(company.id)).toEqual(before);
    expect(await domainsOf(other.company.id)).toEqual([other.domain]);
  });

  it('asks an owner whose e-mail is not confirmed to confirm it first', async () => {
    const base = `${unique('fresh')}.test`;
    const company = await makeCompany(t.database, { domain: null });
    const owner = await signedInUser(t, {
      companyId: company.id,
      role: 'account_holder',
      email: `me@${base}`,
      emailVerified: false,
    });
    const res = await addDomain(owner.cookie, base);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ domain: [DOMAIN_MESSAGES.unverifiedEmail] });
    expect(await domainsOf(company.id)).toEqual([]);
    expect((await listDomains(owner.cookie)).json().policy).toMatchObject({ emailVerified: false });
  });

  it("refuses another company's domain, or a subdomain of it, with 409 and without naming the holder", async () => {
    const holder = await companyWithOwner(t);
    const rival = await makeCompany(t.database, { name: unique('Rival'), domain: null });
    // The rival's owner really has a mailbox on a subdomain of the holder's domain.
    const rivalOwner = await signedInUser(t, {
      companyId: rival.id,
      role: 'account_holder',
      email: `spy@eu.${holder.domain}`,
    });
    // The parent is not theirs to claim at all; their own subdomain is refused because of the holder.
    const parent = await addDomain(rivalOwner.cookie, holder.domain);
    expect(parent.statusCode).toBe(422);
    expect(parent.json().errors).toEqual({ domain: [DOMAIN_MESSAGES.notYourEmail] });
    // Platform staff (who may assign anything) meet the same 409 for the holder's domain itself.
    const staff = await systemAdmin(rival.id);
    for (const [cookie, domain] of [
      [rivalOwner.cookie, `eu.${holder.domain}`],
      [staff.cookie, holder.domain],
    ] as const) {
      const res = await addDomain(cookie, domain);
      expect(res.statusCode, domain).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        errors: { domain: [DOMAIN_MESSAGES.takenByOther] },
      });
      expect(res.body).not.toContain(holder.company.name);
      expect(res.body).not.toContain(holder.company.id);
    }
    expect(await domainsOf(rival.id)).toEqual([]);
    expect(await domainsOf(holder.company.id)).toEqual([holder.domain]);
  });

  it('removes a domain, even the last one, audited; an unknown or malformed one is refused', async () => {
    const { company, domain, owner } = await companyWithOwner(t);
    expect((await removeDomain(owner.cookie, `${unique('never')}.test`)).statusCode).toBe(404);
    expect((await removeDomain(owner.cookie, 'not a domain')).statusCode).toBe(400);
    const res = await removeDomain(owner.cookie, domain.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
    expect(await domainsOf(company.id)).toEqual([]);
    expect(
      (await auditsOf(t.database, 'company.domain_removed', { companyId: company.id }))[0],
    ).toMatchObject({
      actorId: owner.id,
      targetId: domain,
    });
    // The domain is free again: the owner, whose mailbox is on it, may add it back.
    expect((await addDomain(owner.cookie, domain)).statusCode).toBe(201);
  });

  it('removes a domain that today could not be added, such as a mail provider listed later', async () => {
    const { company, owner } = await companyWithOwner(t);
    // Claimed before the provider was on the public-mail list (decision 0008: staff can undo it).
    await t.database.db.insert(companyDomains).values({ companyId: company.id, domain: 'hotmail.nl' });
    const res = await removeDomain(owner.cookie, 'hotmail.nl');
    expect(res.statusCode, res.body).toBe(200);
    expect(await domainsOf(company.id)).not.toContain('hotmail.nl');
  });

  it('lets platform staff managing a company assign any free domain, but never the platform domain', async () => {
    const { company, domain } = await companyWithOwner(t);
    const admin = await systemAdmin(company.id);
    expect((await listDomains(admin.cookie)).json().policy).toMatchObject({ anyDomain: true });
    const subsidiary = `${unique('subsidiary')}.test`;
    const res = await addDomain(admin.cookie, subsidiary);
    expect(res.statusCode, res.body).toBe(201);
    expect(await domainsOf(company.id)).toEqual([domain, subsidiary].sort());
    expect((await auditsOf(t.database, 'company.domain_added', { companyId: company.id }))[0]).toMatchObject({
      actorId: admin.id,
      details: { assignedByPlatformStaff: true },
    });

    for (const platform of ['competencyhub.test', 'eu.competencyhub.test']) {
      const refused = await addDomain(admin.cookie, platform);
      expect(refused.statusCode, platform).toBe(422);
      expect(refused.json().errors).toEqual({ domain: [DOMAIN_MESSAGES.platformDomain] });
    }
    const taken = await addDomain(admin.cookie, (await companyWithOwner(t)).domain);
    expect(taken.statusCode).toBe(409);
    expect(await domainsOf(SYSTEM_OWNER_COMPANY_ID)).toEqual(['competencyhub.test']);
  });

  it("keeps the platform's own domain with the system owner company", async () => {
    const admin = await systemAdmin();
    const list = (await listDomains(admin.cookie)).json();
    expect(list.items).toEqual([
      { domain: 'competencyhub.test', createdAt: expect.any(String), removable: false },
    ]);
    const res = await removeDomain(admin.cookie, 'competencyhub.test');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ domain: [DOMAIN_MESSAGES.platformDomain] });
    expect(await domainsOf(SYSTEM_OWNER_COMPANY_ID)).toEqual(['competencyhub.test']);
  });
});

describe('another company', () => {
  it('is never visible or changed through these routes', async () => {
    const a = await companyWithOwner(t);
    const b = await companyWithOwner(t);
    await patchCompany(a.owner.cookie, details);
    const before = await stateOf(a.company.id);

    const read = await getCompany(b.owner.cookie);
    expect(read.json().id).toBe(b.company.id);
    const domains = await listDomains(b.owner.cookie);
    expect(domains.json().items.map((d: { domain: string }) => d.domain)).toEqual([b.domain]);
    await patchCompany(b.owner.cookie, { name: 'Renamed B', description: 'Only B' });
    const removed = await removeDomain(b.owner.cookie, a.domain);
    expect(removed.statusCode).toBe(404);
    for (const res of [read, domains, removed]) {
      expect(res.body).not.toContain(a.company.id);
      expect(res.body).not.toContain('Northwind');
    }
    expect(await stateOf(a.company.id)).toEqual(before);
    expect(await companyRow(b.company.id)).toMatchObject({ name: 'Renamed B', description: 'Only B' });
  });
});
