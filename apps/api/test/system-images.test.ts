import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { BRANDING_MESSAGES } from '@competencyhub/domain/schemas/branding';
import { AVATAR_ERRORS } from '@competencyhub/domain/schemas/my-profile';
import { SYSTEM_IMAGE_MESSAGES } from '@competencyhub/domain/schemas/system-images';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.ts';
import { systemImages } from '../src/db/schema/branding.ts';
import { storedFiles } from '../src/db/schema/files.ts';
import { companyWithOwner, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const png = (width: number, height: number, colour = '#0f766eff') =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

const staff = () =>
  signedInUser(t, {
    companyId: SYSTEM_OWNER_COMPANY_ID,
    role: 'system_admin',
    email: `images-${Date.now()}-${Math.random().toString(36).slice(2)}@competencyhub.test`,
  });

const upload = (cookie: string, query: string, bytes: Buffer, contentType = 'image/png') =>
  call(t.app, 'POST', `/api/v1/system-images?${query}`, {
    cookie,
    body: bytes,
    headers: { 'content-type': contentType },
  });

const siteImages = async () => (await call(t.app, 'GET', '/api/v1/site-images')).json().items;

const ownerFiles = async () =>
  (
    await t.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.companyId, SYSTEM_OWNER_COMPANY_ID), eq(storedFiles.purpose, 'system_image')))
  ).map((row) => row.id);

describe('system images', () => {
  it('uploads a logo re-encoded under {companyId}/{imageType}/{timestamp-random}.{ext}, active, served publicly and safely', async () => {
    const admin = await staff();
    const first = await upload(
      admin.cookie,
      'imageType=logo&name=Wordmark&description=Our%20wordmark',
      await png(300, 80),
    );
    expect(first.statusCode).toBe(201);
    const image = first.json();
    expect(image).toMatchObject({
      imageType: 'logo',
      name: 'Wordmark',
      description: 'Our wordmark',
      isActive: true,
      fileType: 'image/png',
      dimensions: { width: 300, height: 80 },
    });
    expect(image.filePath).toMatch(new RegExp(`^${SYSTEM_OWNER_COMPANY_ID}/logo/\\d{13}-[a-z0-9]{8}\\.png$`));
    expect(image.fileUrl).toBe(`/api/v1/system-assets/${image.filePath}`);

    const served = await call(t.app, 'GET', image.fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);

    // The site's lookup: the active image of each type, file_url and description.
    expect(await siteImages()).toContainEqual({
      imageType: 'logo',
      fileUrl: image.fileUrl,
      description: 'Our wordmark',
      dimensions: { width: 300, height: 80 },
    });

    const byType = await call(t.app, 'GET', '/api/v1/site-images?imageType=logo');
    expect(byType.json().items).toEqual([
      {
        imageType: 'logo',
        fileUrl: image.fileUrl,
        description: 'Our wordmark',
        dimensions: { width: 300, height: 80 },
      },
    ]);
    expect((await call(t.app, 'GET', '/api/v1/site-images?imageType=banner')).statusCode).toBe(400);

    // A second logo becomes the active one: only one active logo at a time.
    const second = (await upload(admin.cookie, 'imageType=logo&name=Mark', await png(64, 64))).json();
    const rows = await t.database.db.select().from(systemImages).where(eq(systemImages.imageType, 'logo'));
    expect(rows.filter((row) => row.isActive).map((row) => row.id)).toEqual([second.id]);
    expect((await siteImages()).filter((i: { imageType: string }) => i.imageType === 'logo')).toHaveLength(1);

    const list = (await call(t.app, 'GET', '/api/v1/system-images', { cookie: admin.cookie })).json().items;
    expect(list.map((i: { id: string }) => i.id).slice(0, 2)).toEqual([second.id, image.id]);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'system_image.uploaded'), eq(auditLog.targetId, second.id)));
    expect(audit?.details).toMatchObject({ imageType: 'logo', deactivated: [image.id] });
  });

  it('scales a favicon down to 256 pixels and makes it the site favicon', async () => {
    const admin = await staff();
    const favicon = (
      await upload(admin.cookie, 'imageType=favicon&name=Tab%20icon', await png(1024, 1024))
    ).json();
    expect(favicon.dimensions).toEqual({ width: 256, height: 256 });
    expect((await siteImages()).find((i: { imageType: string }) => i.imageType === 'favicon')?.fileUrl).toBe(
      favicon.fileUrl,
    );
  });

  it('replaces the picture of a record, removing the old file; renames, deactivates and deletes, each audited', async () => {
    const admin = await staff();
    const image = (await upload(admin.cookie, 'imageType=system_owner&name=Owner', await png(40, 40))).json();
    const before = await ownerFiles();

    const replaced = await call(t.app, 'PUT', `/api/v1/system-images/${image.id}/file`, {
      cookie: admin.cookie,
      body: await png(90, 30, '#c2410cff'),
      headers: { 'content-type': 'image/png' },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: image.id, dimensions: { width: 90, height: 30 } });
    expect(replaced.json().filePath).not.toBe(image.filePath);
    expect((await call(t.app, 'GET', image.fileUrl)).statusCode).toBe(404);
    expect((await ownerFiles()).length).toBe(before.length);

    const renamed = await call(t.app, 'PATCH', `/api/v1/system-images/${image.id}`, {
      cookie: admin.cookie,
      body: { name: 'Founder', description: 'Shown on the about page', isActive: false },
    });
    expect(renamed.json()).toMatchObject({ name: 'Founder', isActive: false });
    expect((await siteImages()).some((i: { imageType: string }) => i.imageType === 'system_owner')).toBe(
      false,
    );

    const deleted = await call(t.app, 'DELETE', `/api/v1/system-images/${image.id}`, {
      cookie: admin.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().items.some((i: { id: string }) => i.id === image.id)).toBe(false);
    expect((await ownerFiles()).length).toBe(before.length - 1);
    expect((await call(t.app, 'GET', replaced.json().fileUrl)).statusCode).toBe(404);

    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, image.id))).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual([
      'system_image.deleted',
      'system_image.replaced',
      'system_image.updated',
      'system_image.uploaded',
    ]);
  });

  it('refuses a disguised file, an over-large image, a bad name or type, and changes nothing', async () => {
    const admin = await staff();
    const files = await ownerFiles();
    const rows = (await t.database.db.select().from(systemImages)).length;

    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const disguised = await upload(admin.cookie, 'imageType=logo&name=Evil', html);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().detail).toBe(AVATAR_ERRORS.unsupported);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await upload(admin.cookie, 'imageType=logo&name=Svg', svg, 'image/svg+xml')).statusCode).toBe(
      415,
    );

    const huge = await upload(admin.cookie, 'imageType=logo&name=Huge', await png(4097, 10));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe(BRANDING_MESSAGES.logoTooManyPixels);

    const tooBig = await upload(
      admin.cookie,
      'imageType=logo&name=Big',
      Buffer.alloc(2 * 1024 * 1024 + 1, 1),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe(AVATAR_ERRORS.tooLarge);

    const unnamed = await upload(admin.cookie, 'imageType=logo&name=%20', await png(10, 10));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual({ name: [SYSTEM_IMAGE_MESSAGES.nameRequired] });
    const badType = await upload(admin.cookie, 'imageType=banner&name=X', await png(10, 10));
    expect(badType.json().errors).toEqual({ imageType: [SYSTEM_IMAGE_MESSAGES.type] });

    expect(await ownerFiles()).toEqual(files);
    expect((await t.database.db.select().from(systemImages)).length).toBe(rows);
  });

  it('is for platform staff only; unknown ids and paths answer 404', async () => {
    const { cookie } = await companyWithOwner(t);
    expect((await call(t.app, 'GET', '/api/v1/system-images', { cookie })).statusCode).toBe(403);
    expect((await upload(cookie, 'imageType=logo&name=Mine', await png(10, 10))).statusCode).toBe(403);
    const admin = await staff();
    const missing = '00000000-0000-4000-8000-000000000321';
    expect(
      (
        await call(t.app, 'PATCH', `/api/v1/system-images/${missing}`, {
          cookie: admin.cookie,
          body: { name: 'X' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          'GET',
          `/api/v1/system-assets/${SYSTEM_OWNER_COMPANY_ID}/logo/1700000000000-abcdefgh.png`,
        )
      ).statusCode,
    ).toBe(404);
    const image = (await upload(admin.cookie, 'imageType=logo&name=Elsewhere', await png(10, 10))).json();
    const other = await companyWithOwner(t);
    const elsewhere = image.fileUrl.replace(SYSTEM_OWNER_COMPANY_ID, other.company.id);
    expect((await call(t.app, 'GET', elsewhere)).statusCode).toBe(404);
  });

  it('never leaves two active images of a type when two uploads race', async () => {
    const admin = await staff();
    const [a, b] = await Promise.all([
      upload(admin.cookie, 'imageType=logo&name=Race%20A', await png(12, 12)),
      upload(admin.cookie, 'imageType=logo&name=Race%20B', await png(14, 14)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const active = await t.database.db
      .select()
      .from(systemImages)
      .where(and(eq(systemImages.imageType, 'logo'), eq(systemImages.isActive, true)));
    expect(active).toHaveLength(1);
  });
});
