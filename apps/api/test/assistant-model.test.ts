import { ASSISTANT_MESSAGES } from '@competencyhub/domain/schemas/assistant';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script shared with the browser tests; its types are not checked here
import { startOpenAiStandIn } from '../../../scripts/openai-stand-in.mjs';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { internalAiCalls } from '../src/db/schema/internal-ai.ts';
import { knowledgeSources } from '../src/db/schema/knowledge-base.ts';
import { subscriptions } from '../src/db/schema/subscriptions.ts';
import { HELP_ARTICLES } from '../src/modules/assistant/help-articles/index.ts';
import { makeCompany, makeFramework, makeKnowledgeSource, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

interface StandIn {
  url: string;
  apiKey: string;
  model: string;
  requests: { url: string; authorization: string | null; body: string }[];
  close(): Promise<void>;
}

let t: TestApp;
let platformAi: StandIn;
let companyAi: StandIn;
beforeAll(async () => {
  platformAi = await startOpenAiStandIn({ apiKey: 'sk-platform', model: 'platform-model' });
  companyAi = await startOpenAiStandIn({ apiKey: 'sk-company-own', model: 'company-model' });
  t = await createTestApp({
    RATE_LIMIT_IP_MAX: '10000',
    RATE_LIMIT_ACCOUNT_MAX: '10000',
    AI_BASE_URL: platformAi.url,
    AI_MODEL: platformAi.model,
    AI_API_KEY: platformAi.apiKey,
    INTERNAL_AI_ALLOWED_NETWORKS: '127.0.0.1/32',
  });
});
afterAll(async () => {
  await t.close();
  await platformAi.close();
  await companyAi.close();
});

async function member(plan: 'professional' | 'enterprise_core' = 'professional') {
  const company = await makeCompany(t.database, { plan });
  const holder = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
  return { company, cookie: holder.cookie };
}
const ask = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/assistant/messages', { cookie, body });
const creditsUsed = async (cookie: string) =>
  (await call(t.app, 'GET', '/api/v1/subscription', { cookie })).json().usage.aiCreditsUsed as number;
const lastBody = (standIn: StandIn) => JSON.parse(standIn.requests.at(-1)?.body ?? '{}');

/** The events of a server-sent event stream, in order. */
function events(body: string) {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}

describe('the help assistant with a model', () => {
  it('writes the answer from the passages it found, in the prompt, and spends one AI credit', async () => {
    const { cookie } = await member();
    const before = await creditsUsed(cookie);
    const reply = (await ask(cookie, { message: 'How do I request 360 feedback?' })).json();
    expect(reply.answer).toMatchObject({
      mode: 'model',
      content: expect.stringContaining('Stand-in answer'),
    });
    expect(reply.answer.citations.length).toBeGreaterThan(0);
    expect(await creditsUsed(cookie)).toBe(before + 1);
    const sent = lastBody(platformAi);
    expect(sent).toMatchObject({ model: 'platform-model', stream: true });
    const system = sent.messages[0].content as string;
    const article = HELP_ARTICLES['en-US'].find((a) => a.slug === 'request-360-feedback');
    expect(system).toContain('using only the numbered passages');
    expect(system).toContain(`[1] ${reply.answer.citations[0].title}`);
    expect(system).toContain(article?.title);
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'How do I request 360 feedback?' });
    expect(platformAi.requests.at(-1)?.authorization).toBe('Bearer sk-platform');
    // The next question carries the conversation so far.
    await ask(cookie, { message: 'And who sees the answers?', sessionId: reply.sessionId });
    const turns = lastBody(platformAi).messages.map((m: { role: string }) => m.role);
    expect(turns).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('streams the answer as server-sent events: the question, the pieces as they come, then the reply', async () => {
    const { cookie } = await member();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages/stream',
      headers: { cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
      payload: { message: 'How do I change my password?' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const list = events(res.body);
    expect(list[0]).toMatchObject({
      event: 'start',
      data: { question: { content: 'How do I change my password?' } },
    });
    const deltas = list.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.length).toBeGreaterThan(3);
    const done = list.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.answer).toMatchObject({ mode: 'model', content: deltas.join('') });
    // A refusal is a problem, not a stream.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages/stream',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { message: 'Hi', sessionId: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
  });

  it('keeps only the links a cited passage holds: any other address the model writes is shown as text', async () => {
    const { company, cookie } = await member();
    const { sourceId } = await makeKnowledgeSource(t.database, {
      companyId: company.id,
      title: 'Benefits enrolment',
      body: 'Enrol in benefits at https://benefits.acme.test/enrol: benefits enrolment closes after your first month.',
    });
    const page = 'https://handbook.acme.test/benefits';
    await t.database.db.update(knowledgeSources).set({ url: page }).where(eq(knowledgeSources.id, sourceId));
    // The stand-in repeats the question in its answer, so the question carries the model's links.
    const links = [
      '[Benefits](https://evil.example/phish)',
      '[Enrol here](https://benefits.acme.test/enrol)',
      `[The handbook](${page}#enrol)`,
      '<https://evil.example/auto>',
      '[Ask HR][hr]',
      '[[Portal](https://x.example)](https://evil.example/nested)',
      '[Enrol](/dashboard)',
      '[Elsewhere](//evil.example/relative)',
    ];
    const message = `How do I enrol in benefits? ${links.join(' ')}\n\n[hr]: https://evil.example/ref`;
    const ask = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: { message },
      });
    const reply = (await ask('/api/v1/assistant/messages')).json();
    expect(reply.answer.mode).toBe('model');
    expect(reply.answer.citations.map((c: { url: string }) => c.url)).toContain(page);
    const content = reply.answer.content as string;
    expect(content).toContain(
      'Benefits [Enrol here](https://benefits.acme.test/enrol) ' +
        `[The handbook](${page}#enrol) https://evil.example/auto Ask HR Portal ` +
        '[Enrol](/dashboard) Elsewhere',
    );
    expect(content).not.toContain('[hr]:');
    // The conversation read back, and the streamed reply, are the answer as kept.
    const kept = await call(t.app, 'GET', `/api/v1/assistant/sessions/${reply.sessionId}`, { cookie });
    expect(kept.json().messages.at(-1).content).toBe(content);
    const streamed = events((await ask('/api/v1/assistant/messages/stream')).body).at(-1);
    expect(streamed?.event).toBe('done');
    expect(streamed?.data.answer.content).toBe(content);
  });

  it("answers with the spec's error reply when the model fails, and gives the credit back", async () => {
    const { cookie } = await member();
    const before = await creditsUsed(cookie);
    const reply = (await ask(cookie, { message: 'How do I request 360 feedback? FAIL_UPSTREAM' })).json();
    expect(reply.answer).toMatchObject({
      mode: 'error',
      content: ASSISTANT_MESSAGES.errorReply,
      citations: [],
    });
    expect(await creditsUsed(cookie)).toBe(before);
  });

  it('quotes the passages instead, saying so, when the AI credits are used up; finds nothing for free', async () => {
    const { company, cookie } = await member();
    await t.database.db
      .update(subscriptions)
      .set({ planCreditsUsed: 500 })
      .where(eq(subscriptions.companyId, company.id));
    const calls = platformAi.requests.length;
    const reply = (await ask(cookie, { message: 'How do I request 360 feedback?' })).json();
    expect(reply).toMatchObject({ notice: 'credits_exhausted', answer: { mode: 'retrieval', content: '' } });
    expect(reply.answer.citations.length).toBeGreaterThan(0);
    expect(platformAi.requests.length).toBe(calls);
    const other = await member();
    const before = await creditsUsed(other.cookie);
    const nothing = (await ask(other.cookie, { message: 'zzqx wibblefrotz' })).json();
    expect(nothing).toMatchObject({ notice: null, answer: { mode: 'retrieval', citations: [] } });
    expect(await creditsUsed(other.cookie)).toBe(before);
  });

  it("uses the company's own internal AI when it is active: no credit spent, and its usage moves", async () => {
    const { company, cookie } = await member('enterprise_core');
    const set = await call(t.app, 'PUT', '/api/v1/subscription/internal-ai', {
      cookie,
      body: { baseUrl: companyAi.url, model: companyAi.model, apiKey: companyAi.apiKey },
    });
    expect(set.json().internalAIStatus).toBe('active');
    const platformCalls = platformAi.requests.length;
    const reply = (await ask(cookie, { message: 'How do I request 360 feedback?' })).json();
    expect(reply.answer).toMatchObject({ mode: 'model' });
    expect(platformAi.requests.length).toBe(platformCalls);
    expect(lastBody(companyAi)).toMatchObject({ model: 'company-model', stream: true });
    expect(companyAi.requests.at(-1)?.authorization).toBe('Bearer sk-company-own');
    expect(await creditsUsed(cookie)).toBe(0);
    const calls = await t.database.db
      .select()
      .from(internalAiCalls)
      .where(eq(internalAiCalls.companyId, company.id));
    expect(calls.map((c) => c.purpose).sort()).toEqual(['assistant', 'health_check']);
    const usage = (await call(t.app, 'GET', '/api/v1/subscription/internal-ai', { cookie })).json().usage;
    expect(usage.requests).toBe(2);
  });
});

describe('the AI configuration', () => {
  it('needs the address and the model together', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://ai.example.com/v1' })).toThrow(
      /AI_BASE_URL and AI_MODEL together/,
    );
    expect(() => loadConfig({ AI_MODEL: 'gpt' })).toThrow(ConfigError);
    expect(loadConfig({ AI_BASE_URL: 'https://ai.example.com/v1', AI_MODEL: 'gpt' }).AI_MODEL).toBe('gpt');
  });
});

describe('the AI competency generator', () => {
  async function learningLead(plan: 'professional' | 'enterprise_core' = 'professional') {
    const company = await makeCompany(t.database, { plan });
    const lead = await signedInUser(t, { companyId: company.id, role: 'learning_lead' });
    const framework = await makeFramework(t.database, { companyId: company.id });
    return { company, cookie: lead.cookie, frameworkId: framework.frameworkId };
  }
  const planCredits = async (companyId: string) =>
    (await t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)))[0]
      ?.planCreditsUsed;
  const generate = (cookie: string, frameworkId: string, body: Record<string, unknown>) =>
    call(t.app, 'POST', `/api/v1/competency-frameworks/${frameworkId}/competency-drafts`, { cookie, body });

  it("writes a description and one behaviour per level of the framework's scale, validated, for one credit", async () => {
    const { company, cookie, frameworkId } = await learningLead();
    const before = await planCredits(company.id);
    const res = await generate(cookie, frameworkId, { name: 'Negotiation', context: 'For our sales team' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const levels = (
      await call(t.app, 'GET', `/api/v1/competency-frameworks/${frameworkId}`, { cookie })
    ).json().scale.levels;
    expect(body).toMatchObject({ mode: 'model', notice: null });
    expect(body.drafts[0]).toMatchObject({
      name: 'Negotiation',
      description: 'Stand-in description of Negotiation.',
    });
    expect(body.drafts[0].levelDescriptions).toHaveLength(levels.length);
    expect(await planCredits(company.id)).toBe((before ?? 0) + 1);
    const prompt = lastBody(platformAi);
    expect(prompt.messages[0].content).toContain(`exactly ${levels.length} strings`);
    expect(prompt.messages[1].content).toBe('Competency: Negotiation\nContext: For our sales team');
  });

  it('refuses an answer that is not what was asked for, and gives the credit back', async () => {
    const { company, cookie, frameworkId } = await learningLead();
    const before = await planCredits(company.id);
    const res = await generate(cookie, frameworkId, { name: 'Negotiation BAD_JSON' });
    expect(res.statusCode).toBe(503);
    expect(await planCredits(company.id)).toBe(before);
  });

  it('offers the closest starter-library competencies, labelled, when the credits are used up', async () => {
    const { company, cookie, frameworkId } = await learningLead();
    await t.database.db
      .update(subscriptions)
      .set({ planCreditsUsed: 500 })
      .where(eq(subscriptions.companyId, company.id));
    const body = (await generate(cookie, frameworkId, { name: 'Listening to customers' })).json();
    expect(body).toMatchObject({ mode: 'library', notice: 'credits_exhausted' });
    expect(body.drafts.map((d: { name: string }) => d.name)).toContain('Active listening');
    expect(body.drafts[0].categoryName).not.toBeNull();
  });

  it("is for those who manage competencies, on their own company's frameworks", async () => {
    const { company, frameworkId } = await learningLead();
    const employee = await signedInUser(t, { companyId: company.id, role: 'employee' });
    expect((await generate(employee.cookie, frameworkId, { name: 'X' })).statusCode).toBe(403);
    const other = await learningLead();
    expect((await generate(other.cookie, frameworkId, { name: 'X' })).statusCode).toBe(404);
    const blank = await generate(other.cookie, other.frameworkId, { name: ' ' });
    expect(blank.json().errors).toEqual({ name: ['Enter the competency name first'] });
  });
});
