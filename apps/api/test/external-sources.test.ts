import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script shared with the browser tests; its types are not checked here
import { startKnowledgeSite } from '../../../scripts/knowledge-site-stand-in.mjs';
import { knowledgeSources } from '../src/db/schema/knowledge-base.ts';
import { makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/** 'External Sources Found' (issue 12): pages from the operator's search service when the help has no answer. */

interface Site {
  url: string;
  requests: { path: string; query: string }[];
  setSearchResults(results: unknown[] | null): void;
  setSearchStatus(status: number): void;
  close(): Promise<void>;
}

let t: TestApp;
let site: Site;
beforeAll(async () => {
  site = await startKnowledgeSite();
  t = await createTestApp({
    RATE_LIMIT_IP_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: '10000',
    SEARCH_URL: site.url,
  });
});
afterAll(async () => {
  await t.close();
  await site.close();
});
beforeEach(() => {
  (t.app.services.config as { SEARCH_URL?: string }).SEARCH_URL = site.url;
  site.setSearchResults(null);
  site.setSearchStatus(200);
});

const ask = async (cookie: string, message: string) => {
  const res = await call(t.app, 'POST', '/api/v1/assistant/messages', { cookie, body: { message } });
  expect(res.statusCode).toBe(200);
  return res.json().answer as {
    externalSources: { title: string; description: string; url: string; domain: string }[];
  };
};
const searches = () => site.requests.filter((request) => request.path === '/search').length;
const POOR = 'What is our travel expense policy?';

describe('external sources', () => {
  it('offers the web pages the search service finds when the help answers poorly: http(s) only, once each', async () => {
    const person = await signedInUser(t, { companyId: (await makeCompany(t.database)).id });
    const answer = await ask(person.cookie, POOR);
    expect(answer.externalSources).toEqual([
      {
        title: `How to write an expense policy (${POOR})`,
        // Text as the service sent it: shown as text, never as markup.
        description: 'A guide to travel and expense policies: <b>what to include</b>, limits and approvals.',
        url: 'https://www.example.org/guides/expense-policies',
        domain: 'example.org',
      },
      {
        title: 'Business travel basics',
        description: 'Booking, insurance and reimbursement of business trips.',
        url: 'https://hr.example.net/travel',
        domain: 'hr.example.net',
      },
    ]);
    const query = site.requests.filter((request) => request.path === '/search').at(-1)?.query ?? '';
    expect(new URLSearchParams(query).get('q')).toBe(POOR);
    expect(new URLSearchParams(query).get('format')).toBe('json');
    // Kept with the answer: the conversation read back shows them too.
    const sessions = await call(t.app, 'POST', '/api/v1/assistant/messages', {
      cookie: person.cookie,
      body: { message: POOR },
    });
    const kept = await call(t.app, 'GET', `/api/v1/assistant/sessions/${sessions.json().sessionId}`, {
      cookie: person.cookie,
    });
    expect(kept.json().messages.at(-1).externalSources).toHaveLength(2);
  });

  it('does not search when the help answers well', async () => {
    const person = await signedInUser(t, { companyId: (await makeCompany(t.database)).id });
    const before = searches();
    const answer = await ask(person.cookie, 'How do I request 360 feedback?');
    expect(answer.externalSources).toEqual([]);
    expect(searches()).toBe(before);
  });

  it('leaves out pages the company already has, and answers without the section when the search fails', async () => {
    const company = await makeCompany(t.database);
    const person = await signedInUser(t, { companyId: company.id });
    await t.database.db.insert(knowledgeSources).values({
      companyId: company.id,
      url: 'https://hr.example.net/travel',
      title: 'Business travel basics',
      category: 'general',
      status: 'pending_review',
      autoApproved: false,
    });
    const answer = await ask(person.cookie, POOR);
    expect(answer.externalSources.map((source) => source.url)).toEqual([
      'https://www.example.org/guides/expense-policies',
    ]);
    site.setSearchStatus(500);
    expect((await ask(person.cookie, POOR)).externalSources).toEqual([]);
    site.setSearchStatus(200);
    site.setSearchResults([
      { url: 'data:text/html,<script>alert(1)</script>', title: 'x' },
      { url: 'not a url' },
    ]);
    expect((await ask(person.cookie, POOR)).externalSources).toEqual([]);
  });

  it('never offers a page of a private network: loopback, private, link-local, metadata, unique-local addresses and local names', async () => {
    const person = await signedInUser(t, { companyId: (await makeCompany(t.database)).id });
    const hidden = [
      'http://127.0.0.1:8080/admin',
      'http://2130706433/status',
      'http://0x7f.1/',
      'http://10.0.0.5/wiki',
      'http://172.16.4.2/',
      'http://192.168.1.1/setup',
      'http://100.64.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0:3000/',
      'http://[::1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://localhost:3000/api',
      'http://app.localhost/',
      'http://LOCALHOST./',
      'http://printer.local/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://nas.home.arpa/',
      'http://intranet/handbook',
    ];
    site.setSearchResults([
      ...hidden.map((url) => ({ url, title: `Travel policy at ${url}` })),
      { url: 'https://hr.example.net/travel', title: 'Business travel basics' },
      { url: 'https://travel.example.com/policy', title: 'Travel policy' },
    ]);
    const answer = await ask(person.cookie, POOR);
    expect(answer.externalSources.map((source) => source.url)).toEqual([
      'https://hr.example.net/travel',
      'https://travel.example.com/policy',
    ]);
  });

  it('does not search for a question of stop words only', async () => {
    const person = await signedInUser(t, { companyId: (await makeCompany(t.database)).id });
    const before = searches();
    for (const words of ['How do I?', 'and what about it', '?']) {
      expect((await ask(person.cookie, words)).externalSources).toEqual([]);
    }
    expect(searches()).toBe(before);
  });

  it('never appears without SEARCH_URL', async () => {
    (t.app.services.config as { SEARCH_URL?: string }).SEARCH_URL = undefined;
    const person = await signedInUser(t, { companyId: (await makeCompany(t.database)).id });
    const before = searches();
    expect((await ask(person.cookie, POOR)).externalSources).toEqual([]);
    expect(searches()).toBe(before);
  });
});
