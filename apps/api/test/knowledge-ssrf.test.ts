import net from 'node:net';
import { KNOWLEDGE_FETCH_PROBLEMS } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script shared with the browser tests; its types are not checked here
import { startKnowledgeSite } from '../../../scripts/knowledge-site-stand-in.mjs';
import { knowledgeSources } from '../src/db/schema/knowledge-base.ts';
import { EXTRACTION_TIMED_OUT, extractInWorker } from '../src/modules/knowledge-base/extract-in-worker.ts';
import { fetchPage, PageProblem } from '../src/modules/knowledge-base/fetch-page.ts';
import { makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * The knowledge base reads pages anyone in a company names: every way of pointing the server at
 * itself, its network or the cloud's metadata service is refused, before any byte is sent there.
 * Every TCP connection the process starts is observed (Node's `connectionAttempt`, for addresses
 * written as IPs and resolved names alike), so a refusal is seen to come before the connection.
 */

interface Attempt {
  address: string;
  port: number;
}
const attempts: Attempt[] = [];
const connect = net.Socket.prototype.connect;
/** The database server's own connections (on PostgreSQL) are not the page being read. */
const databasePort = process.env.TEST_DATABASE_URL
  ? Number(new URL(process.env.TEST_DATABASE_URL).port || 5432)
  : null;
/** The connections started while `action` ran, the database's apart. */
async function connectionsDuring(action: () => Promise<unknown>): Promise<Attempt[]> {
  const from = attempts.length;
  await action();
  return attempts.slice(from).filter((attempt) => attempt.port !== databasePort);
}

interface Site {
  url: string;
  port: number;
  requests: { path: string }[];
  close(): Promise<void>;
}

let t: TestApp;
let site: Site;
let cookie: string;
let companyId: string;
beforeAll(async () => {
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    this.on('connectionAttempt', (address: string, port: number) => attempts.push({ address, port }));
    return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof connect;
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
  site = await startKnowledgeSite();
  const company = await makeCompany(t.database);
  companyId = company.id;
});
afterAll(async () => {
  net.Socket.prototype.connect = connect;
  await site.close();
  await t.close();
});
const allow = (networks: string[]) => {
  (t.app.services.config as { KNOWLEDGE_BASE_ALLOWED_NETWORKS: string[] }).KNOWLEDGE_BASE_ALLOWED_NETWORKS =
    networks;
};
// Each test has a person of its own: submissions are rate-limited per person.
beforeEach(async () => {
  allow([]);
  cookie = (await signedInUser(t, { companyId, role: 'account_holder' })).cookie;
});

const submit = (url: string) =>
  call(t.app, 'POST', '/api/v1/knowledge-base/sources', { cookie, body: { url, title: 'Probe' } });

async function expectBlocked(url: string) {
  const before = site.requests.length;
  let res: Awaited<ReturnType<typeof submit>> | undefined;
  const connections = await connectionsDuring(async () => {
    res = await submit(url);
  });
  expect(connections, `${url} was connected to`).toEqual([]);
  expect(res?.statusCode, url).toBe(422);
  expect(res?.json(), url).toMatchObject({
    code: 'KNOWLEDGE_FETCH_FAILED',
    detail: KNOWLEDGE_FETCH_PROBLEMS.blocked_address,
    errors: { url: [KNOWLEDGE_FETCH_PROBLEMS.blocked_address] },
  });
  expect(site.requests.length, `${url} reached the test site`).toBe(before);
}

/**
 * Loopback, private, link-local, metadata, multicast and reserved addresses, IPv4 and IPv6: 26 of them.
 * `{port}` is the test site's port: those would reach the site if they were not refused.
 */
const ADDRESSES = [
  `http://127.0.0.1:{port}/handbook/travel`,
  `http://127.1.2.3:{port}/handbook/travel`,
  // The URL parser reads these as 127.0.0.1: decimal, hexadecimal and shortened forms.
  `http://2130706433:{port}/handbook/travel`,
  `http://0x7f.0.0.1:{port}/handbook/travel`,
  `http://127.1:{port}/handbook/travel`,
  `http://0.0.0.0:{port}/handbook/travel`,
  `http://[::1]:{port}/handbook/travel`,
  `http://[::ffff:127.0.0.1]:{port}/handbook/travel`,
  `http://[::ffff:7f00:1]:{port}/handbook/travel`,
  'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'http://[::ffff:169.254.169.254]/latest/meta-data/',
  'http://[fd00:ec2::254]/latest/meta-data/',
  'http://100.100.100.200/latest/meta-data/',
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://224.0.0.1/',
  'http://255.255.255.255/',
  'http://[fe80::1]/',
  'http://[fc00::1]/',
  'http://[ff02::1]/',
  'http://[64:ff9b::7f00:1]/',
  // IPv4-compatible IPv6 (deprecated), which some hosts still route to the IPv4 address.
  `http://[::7f00:1]:{port}/handbook/travel`,
  'http://[::a9fe:a9fe]/latest/meta-data/',
  'https://[::]/',
];

describe('reading pages for the knowledge base refuses internal addresses', () => {
  // Addresses the site is not on are connected to nowhere either: each one is watched at the socket.
  it.each(ADDRESSES)('refuses %s before connecting to it', async (url) => {
    await expectBlocked(url.replace('{port}', String(site.port)));
  });

  it('refuses a host name that resolves to a loopback address', async () => {
    await expectBlocked(`http://localhost:${site.port}/handbook/travel`);
  });

  it('re-checks every redirect: a public-looking first hop cannot lead inside', async () => {
    // The test site itself is allowed here; where it redirects to is not.
    allow(['127.0.0.1/32']);
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/admin',
      `http://[::1]:${site.port}/handbook/travel`,
      'http://[::ffff:10.0.0.1]/',
    ]) {
      let res: Awaited<ReturnType<typeof submit>> | undefined;
      const connections = await connectionsDuring(async () => {
        res = await submit(`${site.url}/redirect?to=${encodeURIComponent(target)}`);
      });
      // Only the first hop, the site, was connected to.
      expect(connections, target).toEqual([{ address: '127.0.0.1', port: site.port }]);
      expect(res?.statusCode, target).toBe(422);
      expect(res?.json().detail, target).toBe(KNOWLEDGE_FETCH_PROBLEMS.blocked_address);
    }
    // A redirect to a scheme other than http(s) is not followed either.
    const file = await submit(`${site.url}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`);
    expect(file.json().detail).toBe(KNOWLEDGE_FETCH_PROBLEMS.bad_address);
  });

  it('reads from a network only when the operator allows it', async () => {
    await expectBlocked(`${site.url}/handbook/travel`);
    allow(['127.0.0.1/32']);
    // The observer sees a connection that is made: the refusals above are not an observer that sees nothing.
    let res: Awaited<ReturnType<typeof submit>> | undefined;
    const connections = await connectionsDuring(async () => {
      res = await submit(`${site.url}/handbook/travel`);
    });
    expect(res?.statusCode).toBe(201);
    expect(connections).toEqual([{ address: '127.0.0.1', port: site.port }]);
  });

  it('stores nothing for a refused page', async () => {
    const rows = await t.database.db
      .select({ url: knowledgeSources.url })
      .from(knowledgeSources)
      .where(eq(knowledgeSources.companyId, companyId));
    expect(rows.map((row) => row.url)).toEqual([`${site.url}/handbook/travel`]);
  });

  it('gives up on a page that does not answer in time', async () => {
    const started = Date.now();
    const reading = fetchPage(`${site.url}/slow?ms=3000`, {
      allowedNetworks: ['127.0.0.1/32'],
      userAgent: 'test',
      timeoutMs: 300,
    });
    await expect(reading).rejects.toBeInstanceOf(PageProblem);
    await expect(reading).rejects.toMatchObject({ problem: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reads a page in a worker that is stopped when it takes too long, never the server', async () => {
    const page = await fetchPage(`${site.url}/handbook/travel`, {
      allowedNetworks: ['127.0.0.1/32'],
      userAgent: 'test',
    });
    expect((await extractInWorker(page)).blocks.map((block) => block.text).join(' ')).toContain('Wanderly');
    // Stopped by its time limit, not by any other failure (a crash, an exit, a refused page).
    const started = Date.now();
    const stopped = extractInWorker(page, 1);
    await expect(stopped).rejects.toBeInstanceOf(PageProblem);
    await expect(stopped).rejects.toMatchObject({ problem: 'unreadable', message: EXTRACTION_TIMED_OUT });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('says when a host name does not exist', async () => {
    const res = await submit('https://no-such-host.invalid/handbook');
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(KNOWLEDGE_FETCH_PROBLEMS.unresolvable);
  });
});
