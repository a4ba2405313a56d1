import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script shared with the browser tests; its types are not checked here
import { startKnowledgeSite } from '../../../scripts/knowledge-site-stand-in.mjs';
import { withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { retrievePassages } from '../src/modules/assistant/retrieval.ts';
import { makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * A page one company adds to its knowledge base answers its own people and nobody else's. The page is
 * planted in company A; every wording below first finds it for A (so a wording that finds nothing
 * cannot pass for isolation), then must find nothing for company B, through the answer, the streamed
 * answer, the search itself and the database function under it.
 */

let t: TestApp;
let site: { url: string; close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
  site = await startKnowledgeSite();
  // The test site listens on loopback, which the server reads from only when the operator allows it.
  (t.app.services.config as { KNOWLEDGE_BASE_ALLOWED_NETWORKS: string[] }).KNOWLEDGE_BASE_ALLOWED_NETWORKS = [
    '127.0.0.1/32',
  ];
});
afterAll(async () => {
  await site.close();
  await t.close();
});

/** Only the planted page holds this word (in some of its passages): no help article or FAQ does. */
const SECRET = 'Wanderly';
const WORDINGS = [
  'How are hotels for business trips approved?',
  'Wanderly travel portal',
  'What does the Wanderly portal do?',
];

interface Citation {
  kind: string;
  url: string;
  excerpt: string;
}
interface Answer {
  content: string;
  citations: Citation[];
}

const ask = async (cookie: string, message: string): Promise<Answer> => {
  const res = await call(t.app, 'POST', '/api/v1/assistant/messages', {
    cookie,
    body: { message, locale: 'en-US' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().answer;
};

/** The streamed answer: what the `done` event carries, and every piece of text written before it. */
const askStreaming = async (cookie: string, message: string): Promise<Answer & { written: string }> => {
  const res = await call(t.app, 'POST', '/api/v1/assistant/messages/stream', {
    cookie,
    body: { message, locale: 'en-US' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/event-stream');
  const events = res.body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)?.[1],
      data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? 'null'),
    }));
  const done = events.at(-1);
  expect(done?.event).toBe('done');
  const written = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text)
    .join('');
  return { ...done?.data.answer, written };
};

/** The search the assistant runs, called directly in the company's own tenant transaction. */
const search = (companyId: string, question: string) =>
  withTenant(t.database, companyId, (tx) => retrievePassages(tx, companyId, 'en-US', question, 20));

/** The passages the SECURITY DEFINER search function (it reads past row-level security) returns to a company. */
const functionMatches = (companyId: string, question: string) =>
  withTenant(t.database, companyId, async (tx) =>
    rowsOf<{ passage_id: string }>(
      await tx.execute(sql`
        with q as (
          select to_tsquery('simple', array_to_string(array(
            select quote_literal(lexeme) from unnest(to_tsvector('english', ${question}))), ' | ')) as query)
        select m.passage_id from q, knowledge_passage_matches(q.query, q.query, 'english') m`),
    ).map((row) => row.passage_id),
  );

const knowledge = (answer: Answer) => answer.citations.filter((c) => c.kind === 'knowledge');

describe('a page planted in one company’s knowledge base', () => {
  let url: string;
  let owner: { id: string; cookie: string };
  let outsider: { id: string; cookie: string };
  let planted: string[];
  let plantedTexts: string[];

  beforeAll(async () => {
    const a = await makeCompany(t.database);
    const lead = await signedInUser(t, { companyId: a.id, role: 'learning_lead' });
    url = `${site.url}/handbook/travel`;
    const added = await call(t.app, 'POST', '/api/v1/knowledge-base/sources', {
      cookie: lead.cookie,
      body: { url, title: 'Travel policy', category: 'hr_policies' },
    });
    expect(added.json().source).toMatchObject({ status: 'ready' });
    owner = { id: a.id, cookie: (await signedInUser(t, { companyId: a.id, role: 'employee' })).cookie };
    const b = await makeCompany(t.database);
    outsider = { id: b.id, cookie: (await signedInUser(t, { companyId: b.id, role: 'employee' })).cookie };
    const rows = rowsOf<{ id: string; body: string }>(
      await t.database.db.execute(
        sql`select p.id, p.body from knowledge_passages p join knowledge_sources s on s.id = p.source_id where s.url = ${url}`,
      ),
    );
    planted = rows.map((row) => row.id);
    plantedTexts = rows.map((row) => row.body);
    expect(planted.length).toBeGreaterThan(1);
  });

  it.each(WORDINGS)('answers its own company’s question “%s” from it', async (question) => {
    expect(knowledge(await ask(owner.cookie, question)).map((c) => c.url)).toContain(url);
    expect(knowledge(await askStreaming(owner.cookie, question)).map((c) => c.url)).toContain(url);
    const found = await search(owner.id, question);
    expect(found.filter((p) => p.url === url).length).toBeGreaterThan(0);
    expect((await functionMatches(owner.id, question)).some((id) => planted.includes(id))).toBe(true);
  });

  it.each(WORDINGS)('never answers another company’s question “%s” from it', async (question) => {
    // Soft: a leak through any one of the four ways is reported, not only the first.
    const answer = await ask(outsider.cookie, question);
    expect.soft(knowledge(answer)).toEqual([]);
    expect.soft(JSON.stringify(answer)).not.toContain(url);
    expect.soft(JSON.stringify(answer)).not.toContain(SECRET);

    const streamed = await askStreaming(outsider.cookie, question);
    expect.soft(knowledge(streamed)).toEqual([]);
    expect.soft(JSON.stringify(streamed)).not.toContain(url);
    expect.soft(JSON.stringify(streamed)).not.toContain(SECRET);

    const found = await search(outsider.id, question);
    expect.soft(found.filter((p) => p.url === url)).toEqual([]);
    expect.soft(found.filter((p) => plantedTexts.includes(p.text))).toEqual([]);

    expect
      .soft((await functionMatches(outsider.id, question)).filter((id) => planted.includes(id)))
      .toEqual([]);
  });

  it('is not found by the search when asked for another company, even in a transaction set to its own', async () => {
    // The search's own WHERE keeps to the company it is asked for: row-level security is a second
    // wall, not the only one. Here the transaction is company A's, the search is for company B.
    for (const question of WORDINGS) {
      const found = await withTenant(t.database, owner.id, (tx) =>
        retrievePassages(tx, outsider.id, 'en-US', question, 20),
      );
      expect(
        found.filter((p) => p.url === url),
        question,
      ).toEqual([]);
    }
  });
});
