import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { FAQ_FEEDBACK_MESSAGES } from '@competencyhub/domain/schemas/faq-feedback';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqEntries, faqVotes } from '../src/db/schema/public-site.ts';
import { makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

const entryAt = async (position: number, locale = 'en-US') =>
  (
    await t.database.db
      .select()
      .from(faqEntries)
      .where(and(eq(faqEntries.position, position), eq(faqEntries.locale, locale)))
  )[0] as typeof faqEntries.$inferSelect;
const faq = (cookie?: string, locale = 'en-US') =>
  call(t.app, 'GET', `/api/v1/faq?locale=${locale}`, { cookie });
const vote = (cookie: string, faqId: string, choice: string) =>
  call(t.app, 'PUT', `/api/v1/faq/${faqId}/vote`, { cookie, body: { vote: choice } });
const view = (faqId: string) => call(t.app, 'POST', `/api/v1/faq/${faqId}/views`);
async function member() {
  const company = await makeCompany(t.database);
  return signedInUser(t, { companyId: company.id, role: 'employee' });
}
async function analytics() {
  const owner = await signedInUser(t, { companyId: SYSTEM_OWNER_COMPANY_ID, role: 'system_admin' });
  const res = await call(t.app, 'GET', '/api/v1/platform/faq-analytics', { cookie: owner.cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const at = (body: { items: { position: number }[] }, position: number) =>
  body.items.find((item) => item.position === position);

describe('FAQ votes', () => {
  it('lets a signed-in member vote; a newer vote replaces the earlier one; signed out, nobody can', async () => {
    const signedOut = (await faq()).json();
    expect(signedOut.canVote).toBe(false);
    expect(signedOut.items.every((item: { myVote: unknown }) => item.myVote === null)).toBe(true);
    const entry = await entryAt(10);
    expect(
      (await call(t.app, 'PUT', `/api/v1/faq/${entry.id}/vote`, { body: { vote: 'upvote' } })).statusCode,
    ).toBe(401);

    const reader = await member();
    expect((await faq(reader.cookie)).json().canVote).toBe(true);
    expect((await vote(reader.cookie, entry.id, 'upvote')).json()).toEqual({
      faqId: entry.id,
      myVote: 'upvote',
    });
    const changed = await vote(reader.cookie, entry.id, 'downvote');
    expect(changed.json()).toEqual({ faqId: entry.id, myVote: 'downvote' });
    const rows = await t.database.db
      .select()
      .from(faqVotes)
      .where(and(eq(faqVotes.faqId, entry.id), eq(faqVotes.userId, reader.id)));
    expect(rows).toMatchObject([{ vote: 'downvote' }]);
    const listed = (await faq(reader.cookie))
      .json()
      .items.find((item: { id: string }) => item.id === entry.id);
    expect(listed.myVote).toBe('downvote');
    const withdrawn = await call(t.app, 'DELETE', `/api/v1/faq/${entry.id}/vote`, { cookie: reader.cookie });
    expect(withdrawn.json()).toEqual({ faqId: entry.id, myVote: null });
  });

  it('refuses a vote that is neither up nor down, on an entry that does not exist, or by someone awaiting approval', async () => {
    const reader = await member();
    const entry = await entryAt(20);
    const bad = await vote(reader.cookie, entry.id, 'love');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ vote: [FAQ_FEEDBACK_MESSAGES.vote] });
    expect((await vote(reader.cookie, crypto.randomUUID(), 'upvote')).statusCode).toBe(404);
    const company = await makeCompany(t.database);
    const waiting = await signedInUser(t, { companyId: company.id, status: 'pending_approval' });
    expect((await vote(waiting.cookie, entry.id, 'upvote')).statusCode).toBe(403);
    expect((await faq(waiting.cookie)).json().canVote).toBe(false);
  });
});

describe('FAQ analytics', () => {
  it('counts real views and votes per question across its languages, with the spec thresholds', async () => {
    // Question at 100: five up, none down (trending, most helpful); 110: one up, three down (needs
    // improvement); 120: one each (neither).
    const plan: Record<number, ('upvote' | 'downvote')[]> = {
      100: ['upvote', 'upvote', 'upvote', 'upvote', 'upvote'],
      110: ['upvote', 'downvote', 'downvote', 'downvote'],
      120: ['upvote', 'downvote'],
    };
    for (const [position, votes] of Object.entries(plan)) {
      for (const [index, choice] of votes.entries()) {
        const reader = await member();
        // Half of the readers read in German: the same question, another entry.
        const entry = await entryAt(Number(position), index % 2 ? 'de-DE' : 'en-US');
        expect((await vote(reader.cookie, entry.id, choice)).statusCode).toBe(200);
      }
    }
    for (let i = 0; i < 3; i++) expect((await view((await entryAt(120)).id)).statusCode).toBe(200);
    expect((await view((await entryAt(120, 'fr-FR')).id)).statusCode).toBe(200);
    expect((await view(crypto.randomUUID())).statusCode).toBe(404);

    const body = await analytics();
    expect(at(body, 100)).toMatchObject({
      upvotes: 5,
      downvotes: 0,
      helpfulnessScore: 100,
      isTrending: true,
    });
    expect(at(body, 110)).toMatchObject({
      upvotes: 1,
      downvotes: 3,
      helpfulnessScore: 25,
      isTrending: false,
    });
    expect(at(body, 120)).toMatchObject({ upvotes: 1, downvotes: 1, helpfulnessScore: 50, viewCount: 4 });
    expect(at(body, 100)).toMatchObject({ question: (await entryAt(100)).question });
    const positions = (list: { position: number }[]) => list.map((item) => item.position);
    expect(positions(body.mostHelpful)).toContain(100);
    expect(positions(body.mostHelpful)).not.toContain(120);
    expect(positions(body.needsImprovement)).toEqual([110]);
    expect(positions(body.trending)).toEqual([100]);
    expect(positions(body.mostViewed)[0]).toBe(120);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1).upvotes).toBeGreaterThanOrEqual(7);
  });

  it("shows the help assistant's ratings by week and the latest answers rated not helpful, with their questions", async () => {
    const reader = await member();
    const asked = await call(t.app, 'POST', '/api/v1/assistant/messages', {
      cookie: reader.cookie,
      body: { message: 'How do I change my password?' },
    });
    const answerId = asked.json().answer.id;
    await call(t.app, 'PUT', `/api/v1/assistant/messages/${answerId}/feedback`, {
      cookie: reader.cookie,
      body: { rating: 'not_helpful', comment: 'It did not say where the form is' },
    });
    const body = await analytics();
    expect(body.assistant.weekly).toHaveLength(12);
    expect(body.assistant.weekly.at(-1).notHelpful).toBeGreaterThanOrEqual(1);
    expect(body.assistant.latestNotHelpful[0]).toMatchObject({
      question: 'How do I change my password?',
      comment: 'It did not say where the form is',
      mode: 'retrieval',
    });
    expect(body.assistant.latestNotHelpful[0].sources.length).toBeGreaterThan(0);
  });

  it('is for system-level users only', async () => {
    const reader = await member();
    expect(
      (await call(t.app, 'GET', '/api/v1/platform/faq-analytics', { cookie: reader.cookie })).statusCode,
    ).toBe(403);
  });
});
