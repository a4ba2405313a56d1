import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { BRANDING_MESSAGES } from '@competencyhub/domain/schemas/branding';
import { AVATAR_ERRORS } from '@competencyhub/domain/schemas/my-profile';
import { BUILT_IN_THEME, SYSTEM_THEME_MESSAGES } from '@competencyhub/domain/schemas/system-themes';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { companyBrandingSettings, systemThemeSettings } from '../src/db/schema/branding.ts';
import { companies } from '../src/db/schema/companies.ts';
import { storedFiles } from '../src/db/schema/files.ts';
import { auditsOf, companyWithOwner, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const getBranding = (cookie: string) => call(t.app, 'GET', '/api/v1/company/branding', { cookie });
const putBranding = (cookie: string, body: unknown) =>
  call(t.app, 'PUT', '/api/v1/company/branding', { cookie, body });
const putLogo = (cookie: string, bytes: Buffer, contentType: string) =>
  call(t.app, 'PUT', '/api/v1/company/logo', {
    cookie,
    body: bytes,
    headers: { 'content-type': contentType },
  });
const me = async (cookie: string) => (await call(t.app, 'GET', '/api/v1/me', { cookie })).json();

const PNG = await sharp({ create: { width: 120, height: 40, channels: 4, background: '#0f766eff' } })
  .png()
  .toBuffer();
const JPEG = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
  .jpeg()
  .toBuffer();

/** Everything a refused call must leave untouched. */
async function stateOf(companyId: string) {
  const [company] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
  const settings = await t.database.db
    .select()
    .from(companyBrandingSettings)
    .where(eq(companyBrandingSettings.companyId, companyId));
  const files = await t.database.db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.companyId, companyId));
  const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, companyId));
  return { company, settings, files: files.length, audits: audits.length };
}

describe('company branding settings', () => {
  it('starts at the defaults, saves one row per company, and audits each real change', async () => {
    const { company, cookie, owner } = await companyWithOwner(t);
    const fresh = await getBranding(cookie);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({
      themeMode: 'light',
      logoPosition: 'left',
      showCompanyName: true,
      headerStyle: 'default',
      sidebarStyle: 'default',
      fontFamily: 'Inter',
      customCss: '',
      primaryColor: null,
      logoUrl: null,
      updatedAt: null,
    });

    const saved = await putBranding(cookie, {
      headerStyle: 'bold',
      sidebarStyle: 'compact',
      showCompanyName: false,
      logoPosition: 'center',
      primaryColor: '#0f766e',
      accentColor: 'hsl(38, 92%, 50%)',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Colours are stored as hsl(...) strings, whatever form they were typed in.
    expect(saved.json()).toMatchObject({
      headerStyle: 'bold',
      sidebarStyle: 'compact',
      showCompanyName: false,
      logoPosition: 'center',
      primaryColor: 'hsl(175.3 77.4% 26.1%)',
      accentColor: 'hsl(38 92% 50%)',
    });
    expect(saved.json().updatedAt).not.toBeNull();
    // A second save updates the same row (upsert on company_id).
    expect((await putBranding(cookie, { headerStyle: 'minimal' })).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(companyBrandingSettings)
      .where(eq(companyBrandingSettings.companyId, company.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ headerStyle: 'minimal', sidebarStyle: 'compact', updatedBy: owner.id });

    const audits = await auditsOf(t.database, 'company.branding_changed', { companyId: company.id });
    expect(audits).toHaveLength(2);
    expect(audits[0]?.details).toMatchObject({
      fields: expect.arrayContaining(['headerStyle', 'primaryColor']),
      before: { headerStyle: 'default', primaryColor: null },
      after: { headerStyle: 'bold', primaryColor: 'hsl(175.3 77.4% 26.1%)' },
    });
    // Saving what is already there writes nothing.
    await putBranding(cookie, { headerStyle: 'minimal', primaryColor: 'hsl(175.3 77.4% 26.1%)' });
    expect(await auditsOf(t.database, 'company.branding_changed', { companyId: company.id })).toHaveLength(2);
  });

  it('gives the app shell the brand in /me: sizes, name, and the colours as CSS properties', async () => {
    const { cookie } = await companyWithOwner(t);
    const other = await companyWithOwner(t);
    await putBranding(cookie, { headerStyle: 'bold', sidebarStyle: 'expanded', primaryColor: '#0f766e' });
    const { company } = await me(cookie);
    expect(company.brand).toMatchObject({
      headerStyle: 'bold',
      sidebarStyle: 'expanded',
      showCompanyName: true,
      customCssUrl: null,
    });
    // The primary colour is the palette's 600 (buttons); lighter and darker steps surround it.
    expect(company.brand.variables['--color-indigo-600']).toBe('#0f766e');
    expect(Object.keys(company.brand.variables)).toEqual(
      expect.arrayContaining(['--color-indigo-50', '--color-indigo-700', '--color-indigo-950']),
    );
    // Another company keeps the platform's look.
    const theirs = (await me(other.cookie)).company.brand;
    expect(theirs).toMatchObject({ headerStyle: 'default', sidebarStyle: 'default' });
    expect(theirs.variables).toEqual({});
  });

  it('refuses a colour it cannot read, and changes nothing', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const before = await stateOf(company.id);
    const res = await putBranding(cookie, { primaryColor: 'bluish', headerStyle: 'bold' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ primaryColor: [BRANDING_MESSAGES.colour] });
    for (const colour of ['hsl(400 50% 50%', 'hsl(10 150% 50%)', '#12345', 'red']) {
      expect((await putBranding(cookie, { accentColor: colour })).statusCode, colour).toBe(400);
    }
    expect((await putBranding(cookie, { headerStyle: 'huge' })).statusCode).toBe(400);
    expect((await putBranding(cookie, { fontFamily: 'Comic Sans MS' })).statusCode).toBe(400);
    expect((await putBranding(cookie, { logoUrl: 'https://evil.test/x.png' })).statusCode).toBe(400);
    expect(await stateOf(company.id)).toEqual(before);
    // An empty colour clears it: the platform's shows again.
    await putBranding(cookie, { primaryColor: '#123456' });
    const cleared = await putBranding(cookie, { primaryColor: '' });
    expect(cleared.json().primaryColor).toBeNull();
  });

  it('stores custom CSS reduced to what is safe, says what went, and serves it to members only', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const hostile = [
      '@import url(https://evil.test/steal.css);',
      '.card { background-color: hsl(200 50% 95%); position: fixed; border-radius: 12px }',
      'body { display: none }',
      '.btn { background: url(https://evil.test/beacon.png); color: expression(alert(1)) }',
      '@font-face { font-family: x; src: url(https://evil.test/f.woff2) }',
      '[data-brand-protected] button { color: white }',
    ].join('\n');
    const res = await putBranding(cookie, { customCss: hostile });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    // What is kept is stored (and shown) as plain rules…
    expect(saved.customCss).toBe(
      '.card { background-color: hsl(200 50% 95%); border-radius: 12px }\n[data-brand-protected] button { color: white }',
    );
    expect(saved.customCss).not.toMatch(/url\(|@import|@font-face|expression|display|position/);
    expect(saved.customCssRemoved).toEqual([
      { line: 1, text: '@import', reason: 'at_rule' },
      { line: 2, text: 'position: fixed', reason: 'property' },
      { line: 3, text: 'body', reason: 'selector' },
      { line: 3, text: 'display: none', reason: 'property' },
      { line: 4, text: 'background: url(https://evil.test/beacon.png)', reason: 'property' },
      { line: 4, text: 'color: expression(alert(1))', reason: 'value' },
      { line: 5, text: '@font-face', reason: 'at_rule' },
    ]);
    const [audit] = await auditsOf(t.database, 'company.branding_changed', { companyId: company.id });
    expect(audit?.details).toMatchObject({ fields: ['customCss'], cssRemoved: 7 });

    // The stylesheet, for the company's members; its address changes with it.
    const url = (await me(cookie)).company.brand.customCssUrl;
    expect(url).toMatch(/^\/api\/v1\/company\/custom\.css\?v=[0-9a-f]{12}$/);
    const colleague = await signedInUser(t, { companyId: company.id, role: 'employee' });
    const css = await call(t.app, 'GET', url, { cookie: colleague.cookie });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['x-content-type-options']).toBe('nosniff');
    // …and served scoped to the app's container, stopping at its protected parts (the user menu):
    // the rule about them is kept but can reach nothing.
    expect(css.body).toBe(
      '@scope (.ch-app) to ([data-brand-protected]){:scope .card{background-color: hsl(200 50% 95%);border-radius: 12px}:scope [data-brand-protected] button{color: white}}',
    );
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);

    // Saving the kept CSS again removes nothing more and changes nothing.
    const again = await putBranding(cookie, { customCss: saved.customCss });
    expect(again.json()).toMatchObject({ customCss: saved.customCss, customCssRemoved: [] });

    // Too long: refused, nothing saved.
    const before = await stateOf(company.id);
    const long = await putBranding(cookie, { customCss: `.a{color:red}${' '.repeat(10_000)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.customCss).toEqual([BRANDING_MESSAGES.customCssTooLong]);
    expect(await stateOf(company.id)).toEqual(before);
  });

  it('refuses CSS nested deeper than the sanitiser reads, saving nothing', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const before = await stateOf(company.id);
    const deep = `.a { color: ${'rgb('.repeat(2000)} }`;
    const res = await putBranding(cookie, { customCss: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ customCss: [BRANDING_MESSAGES.customCssUnreadable] });
    const preview = await call(t.app, 'POST', '/api/v1/company/branding/css-preview', {
      cookie,
      body: { customCss: deep },
    });
    expect(preview.statusCode).toBe(400);
    expect(await stateOf(company.id)).toEqual(before);
  });

  it('previews custom CSS scoped to the preview, without saving it', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const before = await stateOf(company.id);
    const res = await call(t.app, 'POST', '/api/v1/company/branding/css-preview', {
      cookie,
      body: { customCss: '.card { color: red; display: none }' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      css: '@scope ([data-brand-preview]) to ([data-brand-protected]){:scope .card{color: red}}',
      removed: [{ line: 1, text: 'display: none', reason: 'property' }],
    });
    expect(await stateOf(company.id)).toEqual(before);
  });

  it('is for account holders and platform staff only', async () => {
    const { company } = await companyWithOwner(t);
    for (const role of ['employee', 'team_manager', 'learning_lead', 'company_it_admin'] as const) {
      const person = await signedInUser(t, { companyId: company.id, role });
      expect((await getBranding(person.cookie)).statusCode, role).toBe(403);
      expect((await putBranding(person.cookie, { headerStyle: 'bold' })).statusCode, role).toBe(403);
      expect((await putLogo(person.cookie, PNG, 'image/png')).statusCode, role).toBe(403);
    }
    expect((await getBranding('')).statusCode).toBe(401);
  });
});

describe('the company logo', () => {
  it('is stored re-encoded as {companyId}/logo.png, served publicly and safely, and replaced, not kept twice', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const res = await putLogo(cookie, PNG, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/company-assets/${company.id}/logo\\.png\\?v=[0-9a-f]{12}$`));
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.logoUrl).toBe(logoUrl);
    expect((await me(cookie)).company.logoUrl).toBe(logoUrl);

    // Anyone may load it (it shows where nobody is signed in), with safe headers.
    const served = await call(t.app, 'GET', logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 120,
      height: 40,
    });

    // A JPEG becomes WebP; the PNG it replaces is gone, from the store and from its address.
    const second = await putLogo(cookie, JPEG, 'image/jpeg');
    expect(second.statusCode).toBe(200);
    expect(second.json().logoUrl).toMatch(/\/logo\.webp\?v=/);
    const logos = await t.database.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.companyId, company.id), eq(storedFiles.purpose, 'company_logo')));
    expect(logos).toHaveLength(1);
    expect(logos[0]).toMatchObject({ contentType: 'image/webp', fileName: 'logo.webp' });
    expect((await call(t.app, 'GET', logoUrl)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', second.json().logoUrl)).statusCode).toBe(200);
    expect(await auditsOf(t.database, 'company.logo_changed', { companyId: company.id })).toHaveLength(2);

    // Removed: the initials show again; its address answers 404.
    const removed = await call(t.app, 'DELETE', '/api/v1/company/logo', { cookie });
    expect(removed.json()).toEqual({ logoUrl: null });
    expect((await call(t.app, 'GET', second.json().logoUrl)).statusCode).toBe(404);
    expect((await me(cookie)).company.logoUrl).toBeNull();
    expect(await auditsOf(t.database, 'company.logo_removed', { companyId: company.id })).toHaveLength(1);
    // Another company's id with a real file name answers 404 like a missing logo.
    const other = await companyWithOwner(t);
    expect((await call(t.app, 'GET', `/api/v1/company-assets/${other.company.id}/logo.png`)).statusCode).toBe(
      404,
    );
  });

  it('refuses what is not an image, whatever its name, and images over 4096 pixels a side; nothing is stored', async () => {
    const { company, cookie } = await companyWithOwner(t);
    const before = await stateOf(company.id);
    // An HTML page named logo.png: the browser sends it as image/png; its bytes say otherwise.
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const disguised = await putLogo(cookie, html, 'image/png');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().detail).toBe(AVATAR_ERRORS.unsupported);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await putLogo(cookie, svg, 'image/svg+xml')).statusCode).toBe(415);
    // A JPEG sent as PNG.
    expect((await putLogo(cookie, JPEG, 'image/png')).json().detail).toBe(AVATAR_ERRORS.mismatch);
    const wide = await sharp({ create: { width: 5000, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const tooWide = await putLogo(cookie, wide, 'image/png');
    expect(tooWide.statusCode).toBe(413);
    expect(tooWide.json().detail).toBe(BRANDING_MESSAGES.logoTooManyPixels);
    const huge = await putLogo(cookie, Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'image/png');
    expect(huge.statusCode).toBe(413);
    expect(await stateOf(company.id)).toEqual(before);
  });
});

describe('platform themes', () => {
  const staff = async () =>
    signedInUser(t, {
      companyId: SYSTEM_OWNER_COMPANY_ID,
      role: 'system_admin',
      email: `theme-staff-${Date.now()}-${Math.random().toString(36).slice(2)}@competencyhub.test`,
    });
  const activeCount = async () =>
    (await t.database.db.select().from(systemThemeSettings).where(eq(systemThemeSettings.isActive, true)))
      .length;

  it('are created inactive, listed newest first, edited, and activated one at a time for every company', async () => {
    const admin = await staff();
    const plain = await companyWithOwner(t);
    const own = await companyWithOwner(t);
    await putBranding(own.cookie, { primaryColor: '#0f766e' });

    const first = await call(t.app, 'POST', '/api/v1/system-themes', {
      cookie: admin.cookie,
      body: { name: 'Forest', primaryColor: '#166534', backgroundColor: 'hsl(140 30% 97%)' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Forest',
      isActive: false,
      primaryColor: 'hsl(142.8 64.2% 24.1%)',
      backgroundColor: 'hsl(140 30% 97%)',
      // Colours not given start from the built-in look.
      borderColor: BUILT_IN_THEME.borderColor,
      fontFamily: 'Inter',
    });
    const second = await call(t.app, 'POST', '/api/v1/system-themes', {
      cookie: admin.cookie,
      body: { name: 'Ocean', primaryColor: '#1d4ed8' },
    });
    const list = await call(t.app, 'GET', '/api/v1/system-themes', { cookie: admin.cookie });
    const names = list.json().items.map((theme: { name: string }) => theme.name);
    expect(names.indexOf('Ocean')).toBeLessThan(names.indexOf('Forest'));
    // Created, not active: nobody's look changes yet.
    expect((await me(plain.cookie)).company.brand.variables).toEqual({});

    const edited = await call(t.app, 'PATCH', `/api/v1/system-themes/${first.json().id}`, {
      cookie: admin.cookie,
      body: { borderColor: '#bbf7d0', name: 'Forest floor' },
    });
    expect(edited.json()).toMatchObject({ name: 'Forest floor', borderColor: 'hsl(141 78.9% 85.1%)' });

    const activated = await call(t.app, 'POST', `/api/v1/system-themes/${first.json().id}/activate`, {
      cookie: admin.cookie,
    });
    expect(activated.json().isActive).toBe(true);
    expect(await activeCount()).toBe(1);
    // Every company without colours of its own takes the theme…
    const plainVars = (await me(plain.cookie)).company.brand.variables;
    expect(plainVars['--color-indigo-600']).toBe('#166534');
    expect(plainVars['--color-slate-200']).toBe('#bbf7d0');
    // …a company's own primary colour wins over it; the theme's neutrals still apply.
    const ownVars = (await me(own.cookie)).company.brand.variables;
    expect(ownVars['--color-indigo-600']).toBe('#0f766e');
    expect(ownVars['--color-slate-200']).toBe('#bbf7d0');

    // Activating another deactivates the first, in the same step.
    await call(t.app, 'POST', `/api/v1/system-themes/${second.json().id}/activate`, { cookie: admin.cookie });
    expect(await activeCount()).toBe(1);
    expect((await me(plain.cookie)).company.brand.variables['--color-indigo-600']).toBe('#1d4ed8');
    const activations = await auditsOf(t.database, 'system_theme.activated', { actorId: admin.id });
    expect(activations.at(-1)?.details).toMatchObject({ name: 'Ocean', deactivated: [first.json().id] });
    expect(await auditsOf(t.database, 'system_theme.created', { actorId: admin.id })).toHaveLength(2);
    expect(await auditsOf(t.database, 'system_theme.updated', { actorId: admin.id })).toHaveLength(1);

    // Two activations sent together both answer, and one theme ends up active (they take turns on a
    // lock of the theme rows; without it the later one could run into the one-active index).
    const both = await Promise.all(
      [first, second].map((theme) =>
        call(t.app, 'POST', `/api/v1/system-themes/${theme.json().id}/activate`, { cookie: admin.cookie }),
      ),
    );
    expect(both.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await activeCount()).toBe(1);

    // The database itself refuses a second active theme.
    await expect(
      t.database.db.insert(systemThemeSettings).values({ ...BUILT_IN_THEME, name: 'Rogue', isActive: true }),
    ).rejects.toThrow();

    // Deactivating all brings the built-in look back.
    const none = await call(t.app, 'POST', '/api/v1/system-themes/deactivate-all', { cookie: admin.cookie });
    expect(none.statusCode).toBe(200);
    expect(await activeCount()).toBe(0);
    expect((await me(plain.cookie)).company.brand.variables).toEqual({});
  });

  it('refuses bad colours and names, unknown themes, and everyone but platform staff', async () => {
    const admin = await staff();
    const created = await call(t.app, 'POST', '/api/v1/system-themes', {
      cookie: admin.cookie,
      body: { name: 'Checked' },
    });
    const id = created.json().id;
    const bad = await call(t.app, 'PATCH', `/api/v1/system-themes/${id}`, {
      cookie: admin.cookie,
      body: { primaryColor: 'hsl(10 120% 10%)', foregroundColor: 'black' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      primaryColor: [BRANDING_MESSAGES.colour],
      foregroundColor: [BRANDING_MESSAGES.colour],
    });
    expect(
      (
        await call(t.app, 'POST', '/api/v1/system-themes', { cookie: admin.cookie, body: { name: '  ' } })
      ).json().errors,
    ).toEqual({ name: [SYSTEM_THEME_MESSAGES.nameRequired] });
    const [row] = await t.database.db
      .select()
      .from(systemThemeSettings)
      .where(eq(systemThemeSettings.id, id));
    expect(row?.primaryColor).toBe(BUILT_IN_THEME.primaryColor);
    const missing = '00000000-0000-4000-8000-000000000123';
    expect(
      (await call(t.app, 'POST', `/api/v1/system-themes/${missing}/activate`, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(404);
    const { cookie } = await companyWithOwner(t);
    expect((await call(t.app, 'GET', '/api/v1/system-themes', { cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/v1/system-themes/${id}/activate`, { cookie })).statusCode).toBe(
      403,
    );
    expect(
      await t.database.db.select().from(systemThemeSettings).where(eq(systemThemeSettings.isActive, true)),
    ).toEqual([]);
  });
});
