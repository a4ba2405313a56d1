import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import { BASE_URL } from './test-app.ts';
import { createTestDatabase } from './test-db.ts';

// A small stand-in for apps/web/dist, laid out as the web build writes it: hashed files under
// assets/, each text file with .br and .gz copies beside it; images without.
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- filler -->'.repeat(40)}</body></html>`;
// The build's copy of index.html for /landing, which also preloads the landing page's chunks.
const LANDING_HTML = INDEX_HTML.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/landing-Ef56Gh78.js"></head>',
);
const SCRIPT = `export const answer = ${JSON.stringify('CompetencyHub '.repeat(400))};\n`;
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<rect width="1" height="1"/>'.repeat(30)}</svg>`;
const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 600 }, (_, i) => (i * 37) % 256)]);

let webDist: string;
let database: Database;
let app: FastifyInstance;

function writeWithCopies(relative: string, content: string | Buffer, compress = true) {
  const file = path.join(webDist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (!compress) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-web-dist-'));
  writeWithCopies('index.html', INDEX_HTML);
  writeWithCopies('landing.html', LANDING_HTML);
  writeWithCopies('assets/index-Ab12Cd34.js', SCRIPT);
  writeWithCopies('assets/index-Ab12Cd34.css', 'body{color:#111}'.repeat(40));
  writeWithCopies('favicon.svg', FAVICON);
  writeWithCopies('tour/dashboard.jpg', PHOTO, false);
  database = await createTestDatabase();
  const config = loadConfig({ BASE_URL, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  app = await buildApp({
    config,
    database,
    webDist,
    authSecret: 'test-secret-that-is-long-enough-0123456789',
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') {
  return app.inject({ method, url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

/** The bytes a browser ends up with, whatever the encoding on the wire. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

function varyList(res: LightMyRequestResponse): string[] {
  return String(res.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim());
}

describe('compressed assets', () => {
  it('sends brotli to a browser that accepts it, and says the answer varies with Accept-Encoding', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(varyList(res)).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varyList(res)).toContain('accept-encoding');
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends the plain bytes to a client without Accept-Encoding (or asking for identity)', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varyList(res)).toContain('accept-encoding');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('compresses the page itself, on every page path the app answers', async () => {
    for (const url of ['/', '/dashboard', '/user-management?tab=invitations', '/index.html']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(decoded(res), url).toBe(INDEX_HTML);
    }
  });

  it("answers a page that has its own copy of index.html (the landing page's preloads) with that copy", async () => {
    for (const url of ['/landing', '/landing?utm_source=newsletter', '/landing#pricing']) {
      for (const acceptEncoding of ['br', undefined]) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(res), url).toBe(LANDING_HTML);
      }
    }
  });

  it('sends images as they are: they are compressed formats already', async () => {
    const res = await get('/tour/dashboard.jpg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(PHOTO)).toBe(true);
  });

  it('does not offer the compressed copies as files of their own', async () => {
    const res = await get('/assets/index-Ab12Cd34.js.br', 'br');
    expect(res.statusCode).toBe(404);
  });
});

describe('cache headers', () => {
  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes browsers revalidate index.html, including the history fallback and HEAD', async () => {
    for (const url of ['/', '/landing', '/dashboard', '/index.html']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await get(url, 'br', method);
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-cache');
        expect(res.headers.etag, `${method} ${url}`).toBeTruthy();
      }
    }
  });

  it('answers a revalidation of an unchanged index.html with 304', async () => {
    const first = await get('/landing', 'br');
    const again = await app.inject({
      method: 'GET',
      url: '/landing',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives unhashed public files a short cache', async () => {
    for (const url of ['/favicon.svg', '/tour/dashboard.jpg']) {
      const res = await get(url, 'br');
      expect(res.headers['cache-control'], url).toBe('public, max-age=3600');
    }
  });

  it('keeps API answers out of every cache', async () => {
    const res = await get('/api/v1/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a missing hashed asset with 404, not with the page', async () => {
    const res = await get('/assets/index-Old0Hash.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});

describe('security headers', () => {
  it('keeps the headers that act on scripts and styles, and drops the document-only ones from them', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A script's requests follow the page's referrer policy; a stylesheet's follow its own.
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect((await get('/assets/index-Ab12Cd34.css', 'br')).headers['referrer-policy']).toBe('no-referrer');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(res.headers[documentOnly], documentOnly).toBeUndefined();
    }
  });

  it('locks SVG files down: opened as a page, they may run and load nothing', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the whole set with the pages', async () => {
    for (const url of ['/landing', '/index.html']) {
      const res = await get(url, 'br');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("font-src 'self';");
    }
  });

  it('gives API answers a policy that loads and frames nothing, without the document-only headers', async () => {
    for (const url of ['/api/v1/health', '/api/v1/site-images', '/api/v1/me']) {
      const res = await get(url, 'br');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      for (const documentOnly of ['x-frame-options', 'x-dns-prefetch-control', 'x-xss-protection']) {
        expect(res.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
  });

  it('sends no request id or validators with the hashed files: they are never asked for again', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'br');
    for (const header of ['x-request-id', 'etag', 'last-modified', 'accept-ranges']) {
      expect(res.headers[header], header).toBeUndefined();
    }
    expect((await get('/index.html', 'br')).headers.etag).toBeTruthy();
  });
});
