import { readdirSync, readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { KNOWLEDGE_FETCH_PROBLEMS } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script shared with the browser tests; its types are not checked here
import { startKnowledgeSite } from '../../../scripts/knowledge-site-stand-in.mjs';
import { makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 22, point 2: a PDF of a few KB whose stream is Flate-compressed twice passed the "unpacks to
 * more than 64 MB" check (only the first level was counted) and took the API process from 392 MB to
 * 2.55 GB. Every level is counted now, and the reading runs in a child process with a hard memory cap.
 */

interface Site {
  url: string;
  setPage(name: string, page: { status?: number; type?: string; body?: string | Buffer }): void;
  close(): Promise<void>;
}

let t: TestApp;
let site: Site;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
  site = await startKnowledgeSite();
  const company = await makeCompany(t.database);
  cookie = (await signedInUser(t, { companyId: company.id, role: 'account_holder' })).cookie;
});
afterAll(async () => {
  await site.close();
  await t.close();
});
// The test site listens on loopback, which the server reads from only when the operator allows it.
beforeEach(() => {
  (t.app.services.config as { KNOWLEDGE_BASE_ALLOWED_NETWORKS: string[] }).KNOWLEDGE_BASE_ALLOWED_NETWORKS = [
    '127.0.0.1/32',
  ];
});

const MB = 1024 * 1024;

/** `bytes` zero bytes, Flate-compressed, without ever holding them: a megabyte at a time. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = Buffer.alloc(MB);
  for (let written = 0; written < bytes; written += MB) {
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A one-page PDF whose content stream is `stream`, read through `filters` Flate filters. */
function pdfWithStream(stream: Buffer, filters: number): Buffer {
  const filter = filters === 1 ? '/FlateDecode' : `[${' /FlateDecode'.repeat(filters).trim()}]`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} /Filter ${filter} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A PDF of `objects` (numbered from 1, the first the catalog), with its cross-reference table. */
function pdfOf(objects: string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const zeros = new Map<number, Promise<Buffer>>();
/** A PDF whose stream unpacks to `bytes` zeros through `levels` levels of Flate. */
async function bomb(bytes: number, levels: number): Promise<Buffer> {
  if (!zeros.has(bytes)) zeros.set(bytes, deflatedZeros(bytes));
  let stream = (await zeros.get(bytes)) as Buffer;
  for (let level = 1; level < levels; level++) stream = zlib.deflateSync(stream, { level: 9 });
  return pdfWithStream(stream, levels);
}

const submit = (path: string, title: string) =>
  call(t.app, 'POST', '/api/v1/knowledge-base/sources', {
    cookie,
    body: { url: `${site.url}/pages/${path}`, title },
  });

/**
 * How much the resident memory of this process (the API's) grew while `work` ran, sampled every 10 ms.
 * The API served by itself starts at about 400 MB (the report's 392 MB); this test process starts higher
 * (the test runner, the in-process database), so what is bounded is the growth: under 150 MB keeps the
 * API under 600 MB, where the double-compressed PDF alone took it to 2.55 GB.
 */
async function residentMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; grewMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    return { result, grewMb: (Math.max(peak, process.memoryUsage().rss) - start) / MB };
  } finally {
    clearInterval(sampler);
  }
}

/** The resident memory of each child process of this one (the page readers), in MB, from /proc (Linux). */
function childrenResidentMb(): number[] {
  const sizes: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (Number(status.match(/^PPid:\s+(\d+)/m)?.[1]) !== process.pid) continue;
      sizes.push(Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0) / 1024);
    } catch {
      // Ended while being looked at.
    }
  }
  return sizes;
}

/** The largest resident memory any page reader reached while `work` ran, sampled every 20 ms. */
async function readerPeakMb<T>(work: () => Promise<T>): Promise<{ result: T; readerMb: number }> {
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, ...childrenResidentMb());
  }, 20);
  try {
    return { result: await work(), readerMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

const expectTooLarge = (res: Awaited<ReturnType<typeof submit>>, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
  expect(res.json(), what).toMatchObject({
    code: 'KNOWLEDGE_FETCH_FAILED',
    detail: KNOWLEDGE_FETCH_PROBLEMS.too_large,
    errors: { url: [KNOWLEDGE_FETCH_PROBLEMS.too_large] },
  });
};

describe('a small PDF never takes gigabytes', () => {
  it('refuses a PDF compressed twice and one compressed three times, the API growing by less than 150 MB', async () => {
    const twice = await bomb(200 * MB, 2);
    const thrice = await bomb(200 * MB, 3);
    // A few KB each: nothing about their size gives them away.
    expect(twice.length).toBeLessThan(4 * 1024);
    expect(thrice.length).toBeLessThan(4 * 1024);
    site.setPage('twice.pdf', { type: 'application/pdf', body: twice });
    site.setPage('thrice.pdf', { type: 'application/pdf', body: thrice });
    const { result, grewMb } = await residentMemoryGrowth(async () => [
      await submit('twice.pdf', 'Twice'),
      await submit('thrice.pdf', 'Thrice'),
    ]);
    expectTooLarge(result[0] as Awaited<ReturnType<typeof submit>>, 'twice');
    expectTooLarge(result[1] as Awaited<ReturnType<typeof submit>>, 'three times');
    expect(grewMb).toBeLessThan(150);
  }, 120_000);

  it('refuses ten of them at once, the API growing by less than 150 MB', async () => {
    for (let index = 0; index < 10; index++) {
      site.setPage(`bomb-${index}.pdf`, {
        type: 'application/pdf',
        body: await bomb(200 * MB, index % 2 === 0 ? 2 : 3),
      });
    }
    const { result, grewMb } = await residentMemoryGrowth(() =>
      Promise.all(Array.from({ length: 10 }, (_, index) => submit(`bomb-${index}.pdf`, `Bomb ${index}`))),
    );
    result.forEach((res, index) => {
      expectTooLarge(res, `bomb ${index}`);
    });
    expect(grewMb).toBeLessThan(150);
  }, 120_000);

  it('still reads a real PDF whose stream is compressed twice', async () => {
    const text =
      'BT /F1 12 Tf 72 720 Td 16 TL (Parental leave is sixteen weeks at full pay for every parent.) Tj ET';
    const stream = zlib.deflateSync(zlib.deflateSync(Buffer.from(text, 'latin1')));
    site.setPage('real.pdf', { type: 'application/pdf', body: pdfWithStream(stream, 2) });
    const res = await submit('real.pdf', 'Parental leave');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().source).toMatchObject({ status: 'ready', contentType: 'application/pdf' });
  });

  it('stops a PDF that unpacks in a way the check does not count at the reader memory cap, on Linux', async () => {
    // A font whose file is Flate over RunLength: the check unpacks the Flate level (16 MB, under the
    // limit) and cannot tell what RunLength makes of it; pdf.js unpacks it to 1 GB. Only the reader's
    // hard memory cap stops it (without it the reader reaches about 2 GB here).
    const runs = Buffer.alloc(2 * ((1024 * MB) / 128));
    for (let index = 0; index < runs.length; index += 2) runs[index] = 0x81; // 128 zeros
    const font = zlib.deflateSync(runs, { level: 9 });
    const text = 'BT /F1 12 Tf 72 720 Td (Parental leave is sixteen weeks at full pay.) Tj ET';
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      '<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>',
      '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
      `<< /Length ${font.length} /Filter [/FlateDecode /RunLengthDecode] >>\nstream\n${font.toString('latin1')}\nendstream`,
    ];
    site.setPage('font.pdf', { type: 'application/pdf', body: pdfOf(objects) });
    const { result, readerMb } = await readerPeakMb(() => submit('font.pdf', 'Font'));
    expect(readerMb).toBeGreaterThan(0);
    expect(readerMb).toBeLessThan(800);
    // pdf.js reads the text with a standard font when its own cannot be loaded.
    expect(result.statusCode, result.body).toBe(201);
  }, 60_000);
});
