import { createHash } from 'node:crypto';
import { HIDDEN_CHARACTERS_MESSAGE } from '@competencyhub/domain/schemas/common';
import { AVATAR_ERRORS, WORK_DETAIL_SET_BY_ADMINISTRATOR } from '@competencyhub/domain/schemas/my-profile';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { session, user } from '../src/db/schema/auth.ts';
import { storedFiles } from '../src/db/schema/files.ts';
import { profiles } from '../src/db/schema/profiles.ts';
import { PHONE_CHANGES_PER_HOUR } from '../src/modules/my-profile/my-details.ts';
import { auditsOf, makeCompany, makeUser, signedInUser } from './factories.ts';
import { call, createTestApp, signIn, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

// A real 1x1 PNG and a real 64x48 JPEG: photos are decoded and re-encoded, so they must be images.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
  .jpeg()
  .toBuffer();
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A PNG whose header declares width x height pixels of greyscale, followed by no real image data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth; colour type 0 (grey), compression, filter, interlace all 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const profileOf = async (id: string) => {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
};
const filesOf = (ownerId: string) =>
  t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, ownerId));

const patchProfile = (cookie: string, body: unknown) =>
  call(t.app, 'PATCH', '/api/v1/me/profile', { cookie, body });
const upload = (cookie: string | undefined, bytes: Buffer, contentType: string) =>
  call(t.app, 'PUT', '/api/v1/me/avatar', { cookie, body: bytes, headers: { 'content-type': contentType } });

it('declares every route for active members only, but sessions for anyone signed in', () => {
  const mine = t.app.routeCatalog
    .filter(
      (r) =>
        r.url.startsWith('/api/v1/me/profile') || /^\/api\/v1\/(me\/(avatar|sessions)|files)/.test(r.url),
    )
    .map((r) => `${r.method} ${r.url} ${r.access}`)
    .sort();
  expect(mine).toEqual([
    'DELETE /api/v1/me/avatar member',
    'DELETE /api/v1/me/sessions/:sessionId session',
    'GET /api/v1/files/:fileId member',
    'GET /api/v1/me/profile member',
    'GET /api/v1/me/sessions session',
    'PATCH /api/v1/me/profile member',
    'POST /api/v1/me/sessions/revoke-others session',
    'PUT /api/v1/me/avatar member',
  ]);
});

describe('PATCH /api/v1/me/profile', () => {
  it('saves name, work details and phone, keeps the account name in step and audits the changed fields', async () => {
    const me = await signedInUser(t);
    const res = await patchProfile(me.cookie, {
      fullName: '  Ada Lovelace ',
      phone: '+44 20 7946 0111',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.id,
      fullName: 'Ada Lovelace',
      phone: '+442079460111',
    });

    const after = await call(t.app, 'GET', '/api/v1/me', { cookie: me.cookie });
    expect(after.json().user).toMatchObject({ fullName: 'Ada Lovelace' });
    const [account] = await t.database.db.select().from(user).where(eq(user.id, me.id));
    expect(account?.name).toBe('Ada Lovelace');
    const [audit] = await auditsOf(t.database, 'profile.updated', { actorId: me.id });
    expect(audit?.details).toEqual({ fields: ['fullName', 'phone'] });
    expect(JSON.stringify(audit?.details)).not.toContain('7946');
  });

  it('clears a field sent empty and keeps a field left out', async () => {
    const me = await signedInUser(t);
    await patchProfile(me.cookie, { fullName: 'Ben', phone: '+33142685300' });
    const res = await patchProfile(me.cookie, { phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Ben', phone: null });
  });

  it('answers 400 with field errors for bad input and changes nothing', async () => {
    const me = await signedInUser(t);
    await patchProfile(me.cookie, { fullName: 'Cleo', phone: '+33142685300' });
    const before = await profileOf(me.id);
    const cases: Array<[unknown, string, string]> = [
      [{ fullName: null }, 'fullName', 'Enter a name'],
      [{ fullName: ' ' }, 'fullName', 'Enter a name'],
      [{ fullName: 'x'.repeat(121) }, 'fullName', 'Name must be at most 120 characters'],

      [{ fullName: 'Cleo', jobTitle: 'Chief' }, 'jobTitle', WORK_DETAIL_SET_BY_ADMINISTRATOR],
      [{ fullName: 'Cleo', department: 'Board' }, 'department', WORK_DETAIL_SET_BY_ADMINISTRATOR],
      // Where one works is the job record's location, kept in User Management.
      [{ fullName: 'Cleo', location: 'Lyon' }, 'location', WORK_DETAIL_SET_BY_ADMINISTRATOR],
      [
        { fullName: 'Cleo', phone: '020 7946 0958' },
        'phone',
        'Enter the phone number in international format, e.g. +44 20 7946 0958',
      ],
      [{ fullName: 'Cleo\u0000' }, 'fullName', HIDDEN_CHARACTERS_MESSAGE],
      [{ fullName: 'Cleo\nBcc: x@evil.test' }, 'fullName', HIDDEN_CHARACTERS_MESSAGE],
      [{ fullName: 'Cleo\u202Eevil' }, 'fullName', HIDDEN_CHARACTERS_MESSAGE],
    ];
    for (const [body, field, message] of cases) {
      const res = await patchProfile(me.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await profileOf(me.id)).toEqual(before);
    expect(await auditsOf(t.database, 'profile.updated', { actorId: me.id })).toHaveLength(1);
  });

  it("refuses another account's phone number, in any company, like sign-up does", async () => {
    const other = await signedInUser(t);
    await patchProfile(other.cookie, { fullName: 'Dana', phone: '+4930901820' });
    const me = await signedInUser(t);
    const before = await profileOf(me.id);
    const res = await patchProfile(me.cookie, { fullName: 'Eve', phone: '+49 30 901820' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      errors: { phone: ['This phone number is already used by another account'] },
    });
    expect(await profileOf(me.id)).toEqual(before);

    // Saving one's own number again is fine.
    expect((await patchProfile(other.cookie, { fullName: 'Dana', phone: '+4930901820' })).statusCode).toBe(
      200,
    );
  });

  it(`lets one person try at most ${PHONE_CHANGES_PER_HOUR} new phone numbers an hour, so it cannot look up whose a number is`, async () => {
    const victim = await signedInUser(t);
    await patchProfile(victim.cookie, { fullName: 'Vic', phone: '+442079460999' });
    const me = await signedInUser(t);
    for (let i = 0; i < PHONE_CHANGES_PER_HOUR; i++) {
      const res = await patchProfile(me.cookie, {
        fullName: 'Me',
        phone: `+4420794601${String(i).padStart(2, '0')}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const before = await profileOf(me.id);
    // The next try is refused before the number is looked up: a taken number and a free one look alike.
    for (const phone of ['+442079460999', '+442079460555']) {
      const res = await patchProfile(me.cookie, { fullName: 'Someone Else', phone });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await profileOf(me.id)).toEqual(before);
    // Saving other fields (with the number unchanged) still works.
    const other = await patchProfile(me.cookie, { fullName: 'Me Again', phone: before?.phone });
    expect(other.statusCode).toBe(200);
    expect(other.json().fullName).toBe('Me Again');
  });

  it('is not open to someone waiting for approval, nor to no one', async () => {
    const company = await makeCompany(t.database);
    const pending = await makeUser(t.database, { companyId: company.id, status: 'pending_approval' });
    const cookie = await signIn(t.app, pending.email, pending.password);
    const res = await patchProfile(cookie, { fullName: 'Sneaky' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_PENDING');
    expect((await profileOf(pending.id))?.fullName).toBe(pending.fullName);
    expect((await call(t.app, 'PATCH', '/api/v1/me/profile', { body: { fullName: 'X' } })).statusCode).toBe(
      401,
    );
  });

  it('keeps the 1 MiB body limit for JSON', async () => {
    const me = await signedInUser(t);
    const res = await patchProfile(me.cookie, { fullName: 'Fay', location: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
  });
});

describe('GET /api/v1/me/profile', () => {
  it('names the line manager', async () => {
    const boss = await signedInUser(t, { role: 'account_holder' });
    const me = await signedInUser(t, { companyId: boss.companyId });
    await t.database.db
      .update(profiles)
      .set({ lineManagerId: boss.id, jobTitle: null })
      .where(eq(profiles.id, me.id));
    await t.database.db.update(profiles).set({ jobTitle: 'Director' }).where(eq(profiles.id, boss.id));
    await patchProfile(boss.cookie, { fullName: 'Grace Boss' });
    const res = await call(t.app, 'GET', '/api/v1/me/profile', { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      profile: { id: me.id, lineManagerId: boss.id },
      lineManager: { id: boss.id, fullName: 'Grace Boss', jobTitle: 'Director', avatarUrl: null },
    });
  });
});

describe('profile photo', () => {
  it('stores a PNG in the database and serves it to colleagues with long cache headers', async () => {
    const me = await signedInUser(t);
    const colleague = await signedInUser(t, { companyId: me.companyId });
    const res = await upload(me.cookie, PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    expect((await profileOf(me.id))?.avatarUrl).toBe(avatarUrl);
    const [stored] = await filesOf(me.id);
    expect(stored).toMatchObject({ companyId: me.companyId, purpose: 'avatar', contentType: 'image/png' });
    const storedBytes = stored?.bytes ?? Buffer.alloc(0);
    expect(await sharp(storedBytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

    const served = await call(t.app, 'GET', avatarUrl, { cookie: colleague.cookie });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(storedBytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      etag: `"${createHash('sha256').update(storedBytes).digest('hex')}"`,
    });
    const again = await call(t.app, 'GET', avatarUrl, {
      cookie: me.cookie,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await auditsOf(t.database, 'profile.avatar_changed', { actorId: me.id })).length).toBe(1);
  });

  it("answers 404 for another company's file, and 401 without a session", async () => {
    const me = await signedInUser(t);
    const { avatarUrl } = (await upload(me.cookie, PNG, 'image/png')).json();
    const outsider = await signedInUser(t, { role: 'account_holder' });
    const res = await call(t.app, 'GET', avatarUrl, { cookie: outsider.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((await call(t.app, 'GET', avatarUrl)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/files/not-an-id', { cookie: me.cookie })).statusCode).toBe(400);
  });

  it('deletes the old file on replace and on remove', async () => {
    const me = await signedInUser(t);
    const first = (await upload(me.cookie, PNG, 'image/png')).json().avatarUrl;
    const second = await upload(me.cookie, JPEG, 'image/jpeg');
    expect(second.statusCode).toBe(200);
    expect(second.json().avatarUrl).not.toBe(first);
    expect((await call(t.app, 'GET', first, { cookie: me.cookie })).statusCode).toBe(404);
    expect(await filesOf(me.id)).toHaveLength(1);

    const removed = await call(t.app, 'DELETE', '/api/v1/me/avatar', { cookie: me.cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect((await profileOf(me.id))?.avatarUrl).toBeNull();
    expect(await filesOf(me.id)).toHaveLength(0);
    expect((await call(t.app, 'GET', second.json().avatarUrl, { cookie: me.cookie })).statusCode).toBe(404);
    expect(await auditsOf(t.database, 'profile.avatar_removed', { actorId: me.id })).toHaveLength(1);
  });

  it('refuses other types, spoofed types, empty and oversized files, and stores nothing', async () => {
    const me = await signedInUser(t);
    const { avatarUrl } = (await upload(me.cookie, PNG, 'image/png')).json();
    const cases: Array<[string, Buffer, string, number, string]> = [
      ['a GIF', GIF, 'image/gif', 415, 'Upload a PNG, JPEG or WebP image'],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
        415,
        'Upload a PNG, JPEG or WebP image',
      ],
      [
        'text called a PNG',
        Buffer.from('<script>alert(1)</script>'),
        'image/png',
        415,
        'Upload a PNG, JPEG or WebP image',
      ],
      ['a GIF called a PNG', GIF, 'image/png', 415, 'Upload a PNG, JPEG or WebP image'],
      [
        'a JPEG called a PNG',
        JPEG,
        'image/png',
        400,
        'The file is not the kind of image its name says it is',
      ],
      ['nothing', Buffer.alloc(0), 'image/png', 400, 'Choose an image to upload'],
      ['JSON', Buffer.from('{"a":1}'), 'application/json', 415, 'Upload a PNG, JPEG or WebP image'],
      [
        'a PNG over 2 MB',
        Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
        'image/png',
        413,
        'The image must be at most 2 MB',
      ],
    ];
    for (const [label, bytes, type, status, detail] of cases) {
      const res = await upload(me.cookie, bytes, type);
      expect(res.statusCode, label).toBe(status);
      expect(res.headers['content-type'], label).toContain('application/problem+json');
      expect(res.json().detail, label).toBe(detail);
    }
    expect((await profileOf(me.id))?.avatarUrl).toBe(avatarUrl);
    expect(await filesOf(me.id)).toHaveLength(1);
  });

  it('accepts exactly 2 MB', async () => {
    const me = await signedInUser(t);
    const bytes = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    const res = await upload(me.cookie, bytes, 'image/png');
    expect(res.statusCode).toBe(200);
  });

  it('re-encodes a photo: EXIF and GPS data are dropped, it is turned upright and stored as WebP', async () => {
    const me = await signedInUser(t);
    const camera = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'AcmeCam', Model: 'Serial-0042' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const res = await upload(me.cookie, camera, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await call(t.app, 'GET', res.json().avatarUrl, { cookie: me.cookie });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 48, height: 64 });
    expect(meta.exif).toBeUndefined();
    for (const secret of ['AcmeCam', 'Serial-0042', 'Exif'])
      expect(served.rawPayload.includes(secret)).toBe(false);
    const [stored] = await filesOf(me.id);
    expect(stored).toMatchObject({ contentType: 'image/webp', byteSize: served.rawPayload.length });
  });

  it('stores a large photo at most 512 pixels on its longer side, and drops anything after the image', async () => {
    const me = await signedInUser(t);
    const big = await sharp({ create: { width: 1600, height: 900, channels: 4, background: '#2468ace0' } })
      .png()
      .toBuffer();
    const res = await upload(
      me.cookie,
      Buffer.concat([big, Buffer.from('<html><script>alert(1)</script>')]),
      'image/png',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await filesOf(me.id);
    const bytes = stored?.bytes ?? Buffer.alloc(0);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 288,
      hasAlpha: true,
    });
    expect(bytes.includes('<script>')).toBe(false);
  });

  it('refuses an image declaring more than 40 megapixels before decoding it, and a broken one', async () => {
    const me = await signedInUser(t);
    const { avatarUrl } = (await upload(me.cookie, PNG, 'image/png')).json();
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const refused = await upload(me.cookie, bomb, 'image/png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      detail: AVATAR_ERRORS.tooManyPixels,
      errors: { file: [AVATAR_ERRORS.tooManyPixels] },
    });
    const cut = await upload(me.cookie, JPEG.subarray(0, JPEG.length - 40), 'image/jpeg');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().detail).toBe(AVATAR_ERRORS.unreadable);
    expect((await profileOf(me.id))?.avatarUrl).toBe(avatarUrl);
    expect(await filesOf(me.id)).toHaveLength(1);
  });

  it('keeps files apart by row-level security as well', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    // Both companies hold a file, so an empty answer cannot pass for isolation.
    expect((await upload(a.cookie, PNG, 'image/png')).statusCode).toBe(200);
    expect((await upload(b.cookie, PNG, 'image/png')).statusCode).toBe(200);
    expect(await filesOf(a.id)).toHaveLength(1);
    const seen = await withTenant(t.database, b.companyId, async (tx) =>
      rowsOf<{ company_id: string }>(await tx.execute(sql`select company_id from stored_files`)),
    );
    expect(seen.map((row) => row.company_id)).toEqual([b.companyId]);
  });
});

describe('sessions', () => {
  async function twoDevices() {
    const company = await makeCompany(t.database);
    const person = await makeUser(t.database, { companyId: company.id });
    const signInFrom = async (ua: string, ip: string) => {
      const res = await call(t.app, 'POST', '/api/v1/auth/sign-in', {
        body: { email: person.email, password: person.password },
        headers: { 'user-agent': ua },
        ip,
      });
      return String(res.headers['set-cookie']).split(';')[0] ?? '';
    };
    return {
      person,
      laptop: await signInFrom(CHROME_WINDOWS, '198.51.100.7'),
      phone: await signInFrom(SAFARI_IPHONE, '203.0.113.9'),
    };
  }
  const list = (cookie: string) => call(t.app, 'GET', '/api/v1/me/sessions', { cookie });

  it('lists my active sessions with a friendly device name, this one first, and never the token', async () => {
    const { laptop } = await twoDevices();
    const res = await list(laptop);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      current: true,
      browser: 'Chrome',
      os: 'Windows',
      deviceType: 'desktop',
    });
    expect(items[0].ipAddress).toBe('198.51.100.7');
    expect(items[1]).toMatchObject({ current: false, browser: 'Safari', os: 'iOS', deviceType: 'mobile' });
    const tokens = await t.database.db.select({ token: session.token }).from(session);
    for (const { token } of tokens) expect(res.body).not.toContain(token);
  });

  it('signs out one other session; the current one must use Sign out', async () => {
    const { person, laptop, phone } = await twoDevices();
    const [current, other] = (await list(laptop)).json().items;
    const refused = await call(t.app, 'DELETE', `/api/v1/me/sessions/${current.id}`, { cookie: laptop });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Use Sign out to end this session');
    expect((await list(laptop)).json().items).toHaveLength(2);

    const res = await call(t.app, 'DELETE', `/api/v1/me/sessions/${other.id}`, { cookie: laptop });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: phone })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: laptop })).statusCode).toBe(200);
    const [audit] = await auditsOf(t.database, 'session.revoked', { actorId: person.id });
    expect(audit?.targetId).toBe(other.id);
  });

  it("answers 404 for another user's session and leaves it working", async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const [theirSession] = (await list(theirs.laptop)).json().items;
    const res = await call(t.app, 'DELETE', `/api/v1/me/sessions/${theirSession.id}`, {
      cookie: mine.laptop,
    });
    expect(res.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: theirs.laptop })).statusCode).toBe(200);
    expect(
      (await call(t.app, 'DELETE', '/api/v1/me/sessions/not-an-id', { cookie: mine.laptop })).statusCode,
    ).toBe(400);
  });

  it('lets someone waiting for approval (or rejected) see and end their other sessions', async () => {
    const company = await makeCompany(t.database);
    for (const status of ['pending_approval', 'unauthorized'] as const) {
      const person = await makeUser(t.database, { companyId: company.id, status });
      const first = await signIn(t.app, person.email, person.password);
      const second = await signIn(t.app, person.email, person.password);
      const listed = await list(first);
      expect(listed.statusCode, status).toBe(200);
      const [, other] = listed.json().items;
      const revoked = await call(t.app, 'DELETE', `/api/v1/me/sessions/${other.id}`, { cookie: first });
      expect(revoked.statusCode, status).toBe(200);
      expect((await call(t.app, 'GET', '/api/v1/me', { cookie: second })).statusCode).toBe(401);
      await signIn(t.app, person.email, person.password);
      const all = await call(t.app, 'POST', '/api/v1/me/sessions/revoke-others', { cookie: first, body: {} });
      expect(all.json(), status).toEqual({ revoked: 1 });
      // The rest of the profile stays closed until an administrator approves them.
      expect((await call(t.app, 'GET', '/api/v1/me/profile', { cookie: first })).statusCode).toBe(403);
    }
  });

  it('signs out every other session at once', async () => {
    const { person, laptop, phone } = await twoDevices();
    const res = await call(t.app, 'POST', '/api/v1/me/sessions/revoke-others', { cookie: laptop, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await call(t.app, 'GET', '/api/v1/me', { cookie: phone })).statusCode).toBe(401);
    expect((await list(laptop)).json().items).toHaveLength(1);
    const [audit] = await auditsOf(t.database, 'session.others_revoked', { actorId: person.id });
    expect(audit?.details).toEqual({ revoked: 1 });
  });
});
