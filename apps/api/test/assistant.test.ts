import { ASSISTANT_MESSAGES } from '@competencyhub/domain/schemas/assistant';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantFeedback, assistantMessages, helpArticles } from '../src/db/schema/assistant.ts';
import { HELP_ARTICLES } from '../src/modules/assistant/help-articles/index.ts';
import { makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
});
afterAll(() => t.close());

async function member(role: 'employee' | 'team_manager' = 'employee') {
  const company = await makeCompany(t.database);
  return signedInUser(t, { companyId: company.id, role });
}
const ask = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/assistant/messages', { cookie, body });
const session = (cookie: string, id: string) =>
  call(t.app, 'GET', `/api/v1/assistant/sessions/${id}`, { cookie });

describe('the help assistant', () => {
  it('has every help article of the code in the database, in the five languages', async () => {
    const rows = await t.database.db.select().from(helpArticles);
    for (const [locale, articles] of Object.entries(HELP_ARTICLES)) {
      expect(
        rows
          .filter((row) => row.locale === locale)
          .map((row) => row.slug)
          .sort(),
      ).toEqual(articles.map((article) => article.slug).sort());
    }
  });

  it('answers "How do I request 360 feedback?" with cited passages from the help, and keeps the conversation', async () => {
    const person = await member();
    const res = await ask(person.cookie, {
      message: 'How do I request 360 feedback?',
      currentPage: '/competencies',
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.answer).toMatchObject({ role: 'assistant', mode: 'retrieval', rating: null, content: '' });
    const best = reply.answer.citations[0];
    expect(best.kind).toBe('help');
    const requestArticle = HELP_ARTICLES['en-US'].find((article) => article.slug === 'request-360-feedback');
    expect(reply.answer.citations.map((c: { title: string }) => c.title)).toContain(requestArticle?.title);
    expect(best.url.startsWith('/')).toBe(true);
    expect(best.excerpt.toLowerCase()).toContain('**feedback**');
    // The session is the person's: the next question continues it.
    const next = await ask(person.cookie, {
      message: 'Who can see the answers?',
      sessionId: reply.sessionId,
    });
    expect(next.json().sessionId).toBe(reply.sessionId);
    const kept = (await session(person.cookie, reply.sessionId)).json();
    expect(kept.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    // The role and company come from the session, never the body.
    const [stored] = await t.database.db
      .select()
      .from(assistantMessages)
      .where(eq(assistantMessages.id, reply.question.id));
    expect(stored).toMatchObject({
      userRole: 'employee',
      companyId: person.companyId,
      currentPage: '/competencies',
    });
  });

  it("answers in the reader's language from that language's articles", async () => {
    const person = await member();
    const reply = (
      await ask(person.cookie, {
        message: 'Wie bitte ich Kolleginnen und Kollegen um Feedback?',
        locale: 'de-DE',
      })
    ).json();
    expect(reply.answer.citations.length).toBeGreaterThan(0);
    const german = HELP_ARTICLES['de-DE'].map((article) => article.title);
    expect(
      reply.answer.citations.every(
        (c: { kind: string; title: string }) => c.kind === 'faq' || german.includes(c.title),
      ),
    ).toBe(true);
    expect(reply.answer.citations.some((c: { kind: string }) => c.kind === 'help')).toBe(true);
  });

  it('finds FAQ answers too, and says nothing rather than something unrelated', async () => {
    const person = await member();
    const faq = (await ask(person.cookie, { message: 'Can I sign in with my phone number?' })).json();
    expect(
      faq.answer.citations.some((c: { kind: string; url: string }) => c.kind === 'faq' && c.url === '/faq'),
    ).toBe(true);
    const nothing = (await ask(person.cookie, { message: 'zzqx wibblefrotz' })).json();
    expect(nothing.answer).toMatchObject({ mode: 'retrieval', citations: [], content: '' });
  });

  it("keeps each person's conversation to themselves", async () => {
    const person = await member();
    const reply = (await ask(person.cookie, { message: 'How do I change my password?' })).json();
    const colleague = await signedInUser(t, { companyId: person.companyId, role: 'company_it_admin' });
    expect((await session(colleague.cookie, reply.sessionId)).statusCode).toBe(404);
    expect((await ask(colleague.cookie, { message: 'Hello', sessionId: reply.sessionId })).statusCode).toBe(
      404,
    );
    const rated = await call(t.app, 'PUT', `/api/v1/assistant/messages/${reply.answer.id}/feedback`, {
      cookie: colleague.cookie,
      body: { rating: 'helpful' },
    });
    expect(rated.statusCode).toBe(404);
  });

  it('takes one rating per answer with an optional comment, and refuses bad input', async () => {
    const person = await member();
    const reply = (await ask(person.cookie, { message: 'How do I invite a colleague?' })).json();
    const url = `/api/v1/assistant/messages/${reply.answer.id}/feedback`;
    const first = await call(t.app, 'PUT', url, {
      cookie: person.cookie,
      body: { rating: 'not_helpful', comment: ' Too short ' },
    });
    expect(first.json()).toEqual({ messageId: reply.answer.id, rating: 'not_helpful', comment: 'Too short' });
    await call(t.app, 'PUT', url, { cookie: person.cookie, body: { rating: 'helpful' } });
    const rows = await t.database.db
      .select()
      .from(assistantFeedback)
      .where(eq(assistantFeedback.messageId, reply.answer.id));
    expect(rows).toMatchObject([{ rating: 'helpful', userId: person.id, companyId: person.companyId }]);
    expect((await session(person.cookie, reply.sessionId)).json().messages[1].rating).toBe('helpful');
    // A question is not an answer to rate.
    const own = await call(t.app, 'PUT', `/api/v1/assistant/messages/${reply.question.id}/feedback`, {
      cookie: person.cookie,
      body: { rating: 'helpful' },
    });
    expect(own.json().detail).toBe(ASSISTANT_MESSAGES.notAnAnswer);
    const bad = await call(t.app, 'PUT', url, { cookie: person.cookie, body: { rating: 'meh' } });
    expect(bad.json().errors).toEqual({ rating: [ASSISTANT_MESSAGES.rating] });
    const blank = await ask(person.cookie, { message: '   ' });
    expect(blank.json().errors).toEqual({ message: [ASSISTANT_MESSAGES.question] });
    const long = await ask(person.cookie, { message: 'x'.repeat(2001) });
    expect(long.json().errors).toEqual({ message: [ASSISTANT_MESSAGES.questionTooLong] });
    // Who asks comes from the session: a user id in the body is refused.
    const smuggled = await ask(person.cookie, { message: 'Hi', userId: crypto.randomUUID() });
    expect(smuggled.statusCode).toBe(400);
    expect(
      (await call(t.app, 'POST', '/api/v1/assistant/messages', { body: { message: 'Hi' } })).statusCode,
    ).toBe(401);
  });
});
