import { INTERNAL_AI_MESSAGES } from '@competencyhub/domain/schemas/internal-ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script shared with the browser tests; its types are not checked here
import { startOpenAiStandIn } from '../../../scripts/openai-stand-in.mjs';
import { SecretBox } from '../src/config/secret-box.ts';
import { withTenant } from '../src/db/client.ts';
import { auditLog } from '../src/db/schema/audit.ts';
import { internalAiCalls, internalAiEndpoints } from '../src/db/schema/internal-ai.ts';
import { subscriptions } from '../src/db/schema/subscriptions.ts';
import { classifyAddress, OutboundError, postJson } from '../src/http/outbound.ts';
import { spendAiCredit } from '../src/modules/subscriptions/spend-ai-credit.ts';
import { makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

interface StandIn {
  url: string;
  port: number;
  apiKey: string;
  model: string;
  requests: { method: string; url: string; authorization: string | null; body: string }[];
  close(): Promise<void>;
}

let t: TestApp;
let standIn: StandIn;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '10000', RATE_LIMIT_ACCOUNT_MAX: '10000' });
  standIn = await startOpenAiStandIn({ apiKey: 'sk-enterprise-secret-4242', model: 'acme-llm' });
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});
// The stand-in listens on loopback, which the server calls only when the operator allows it.
const allow = (networks: string[]) => {
  (t.app.services.config as { INTERNAL_AI_ALLOWED_NETWORKS: string[] }).INTERNAL_AI_ALLOWED_NETWORKS =
    networks;
};
beforeEach(() => allow(['127.0.0.1/32']));

async function holderOn(plan: 'professional' | 'enterprise_core' | 'enterprise_essentials') {
  const company = await makeCompany(t.database, { plan });
  const owner = await signedInUser(t, { companyId: company.id, role: 'account_holder' });
  return { company, cookie: owner.cookie };
}

const configure = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'PUT', '/api/v1/subscription/internal-ai', { cookie, body });
const check = (cookie: string) =>
  call(t.app, 'POST', '/api/v1/subscription/internal-ai/health-check', { cookie });
const read = (cookie: string) => call(t.app, 'GET', '/api/v1/subscription/internal-ai', { cookie });
const subscriptionRow = async (companyId: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)))[0];
const endpointRow = async (companyId: string) =>
  (
    await t.database.db.select().from(internalAiEndpoints).where(eq(internalAiEndpoints.companyId, companyId))
  )[0];
/** Lets the next health check run at once (checks are spaced five seconds apart). */
const forgetLastCheck = (companyId: string) =>
  t.database.db
    .update(internalAiEndpoints)
    .set({ lastCheckedAt: null })
    .where(eq(internalAiEndpoints.companyId, companyId));

describe('internal AI', () => {
  it("is refused on a plan that is not enterprise, with the spec's sentence, and nothing is stored", async () => {
    const { company, cookie } = await holderOn('professional');
    const res = await configure(cookie, {
      baseUrl: standIn.url,
      model: standIn.model,
      apiKey: standIn.apiKey,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LACKS_FEATURE',
      detail: 'Internal AI CompetencyHub requires Enterprise plan',
    });
    expect(await endpointRow(company.id)).toBeUndefined();
    expect(await subscriptionRow(company.id)).toMatchObject({
      internalAiStatus: 'not_configured',
      exemptFromAiBilling: false,
    });
  });

  it('becomes active against a working endpoint; the key is sealed at rest and never sent back', async () => {
    const { company, cookie } = await holderOn('enterprise_core');
    const before = standIn.requests.length;
    const res = await configure(cookie, {
      baseUrl: `${standIn.url}/`,
      model: standIn.model,
      apiKey: standIn.apiKey,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(standIn.apiKey);
    expect(res.json()).toMatchObject({
      hasInternalAI: true,
      internalAIStatus: 'active',
      isExemptFromAIBilling: true,
      endpoint: { baseUrl: standIn.url, model: 'acme-llm', apiKeyHint: '…4242' },
      lastCheck: { ok: true, reason: 'ok', httpStatus: 200 },
      usage: { requests: 1, successRate: 100 },
    });
    // The endpoint was really called, with the key, once.
    const calls = standIn.requests.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(calls[0]?.authorization).toBe(`Bearer ${standIn.apiKey}`);
    const stored = await endpointRow(company.id);
    expect(stored?.apiKeyEncrypted).not.toContain(standIn.apiKey);
    expect(
      new SecretBox('test-secret-that-is-long-enough-0123456789').open(
        stored?.apiKeyEncrypted ?? '',
        company.id,
      ),
    ).toBe(standIn.apiKey);
    // Sealed for this company only.
    expect(
      new SecretBox('test-secret-that-is-long-enough-0123456789').open(
        stored?.apiKeyEncrypted ?? '',
        crypto.randomUUID(),
      ),
    ).toBeNull();
    // The subscription shows the same, and its usage moves with each call.
    const sub = (await call(t.app, 'GET', '/api/v1/subscription', { cookie })).json();
    expect(sub).toMatchObject({ internalAIStatus: 'active', usage: { isExemptFromAIBilling: true } });
    expect(sub.usage.internalAIUsage).toMatchObject({ requests: 1, successRate: 100 });
    expect(sub.usage.internalAIUsage.lastHealthCheck).not.toBeNull();
    await forgetLastCheck(company.id);
    expect((await check(cookie)).json().usage.requests).toBe(2);
    // An exempt company's AI answers spend no credit.
    const source = await withTenant(t.database, company.id, (tx) => spendAiCredit(tx, company.id));
    expect(source).toBe('exempt');
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, company.id))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'subscription.internal_ai_configured',
        'subscription.internal_ai_status_changed',
      ]),
    );
    expect(
      JSON.stringify(await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, company.id))),
    ).not.toContain(standIn.apiKey);
  });

  it('stays configured and says why when the key or the model is wrong, and becomes active once fixed', async () => {
    const { company, cookie } = await holderOn('enterprise_essentials');
    const wrongKey = await configure(cookie, {
      baseUrl: standIn.url,
      model: standIn.model,
      apiKey: 'sk-wrong-0000',
    });
    expect(wrongKey.json()).toMatchObject({
      internalAIStatus: 'configured',
      isExemptFromAIBilling: true,
      lastCheck: { ok: false, reason: 'unauthorized', httpStatus: 401 },
      usage: { requests: 1, successRate: 0 },
    });
    const wrongModel = await configure(cookie, {
      baseUrl: standIn.url,
      model: 'no-such-model',
      apiKey: standIn.apiKey,
    });
    expect(wrongModel.json()).toMatchObject({
      internalAIStatus: 'configured',
      lastCheck: { ok: false, reason: 'not_found', httpStatus: 404 },
    });
    // The saved key is kept when the field is left empty on the same address.
    const fixed = await configure(cookie, { baseUrl: standIn.url, model: standIn.model, apiKey: '' });
    expect(fixed.json()).toMatchObject({ internalAIStatus: 'active', usage: { requests: 3 } });
    expect(fixed.json().usage.successRate).toBeCloseTo(33.3, 1);
    // A check right after another is refused; the status stays.
    const tooSoon = await check(cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().detail).toBe(INTERNAL_AI_MESSAGES.checkTooSoon);
    expect((await subscriptionRow(company.id))?.internalAiStatus).toBe('active');
  });

  it('asks for the key again when the address moves to another host, so a saved key never follows it', async () => {
    const { company, cookie } = await holderOn('enterprise_core');
    await configure(cookie, { baseUrl: standIn.url, model: standIn.model, apiKey: standIn.apiKey });
    const other = await startOpenAiStandIn({ apiKey: 'sk-other' });
    try {
      const before = other.requests.length;
      const res = await configure(cookie, { baseUrl: other.url, model: standIn.model });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ apiKey: [INTERNAL_AI_MESSAGES.keyForNewAddress] });
      expect(other.requests.length).toBe(before);
      expect((await endpointRow(company.id))?.baseUrl).toBe(standIn.url);
    } finally {
      await other.close();
    }
    const first = await holderOn('enterprise_core');
    const noKey = await configure(first.cookie, { baseUrl: standIn.url, model: standIn.model });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors).toEqual({ apiKey: [INTERNAL_AI_MESSAGES.apiKey] });
  });

  it.each([
    ['loopback', 'http://127.0.0.1:9/v1'],
    ['loopback by name', 'https://localhost/v1'],
    ['loopback in another notation', 'https://2130706433/v1'],
    ['loopback IPv6', 'https://[::1]/v1'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/v1'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data'],
    ['private network', 'https://10.0.0.8/v1'],
    ['private network 192.168', 'https://192.168.1.20/v1'],
    ['carrier-grade NAT (some clouds’ metadata)', 'https://100.100.100.200/v1'],
    ['IPv6 unique-local (cloud metadata)', 'https://[fd00:ec2::254]/v1'],
    ['unspecified', 'https://0.0.0.0/v1'],
  ])('refuses an endpoint on a %s address unless the operator allows it', async (_name, baseUrl) => {
    allow([]);
    const { company, cookie } = await holderOn('enterprise_core');
    const res = await configure(cookie, { baseUrl, model: 'm', apiKey: 'sk-1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ baseUrl: [INTERNAL_AI_MESSAGES.blockedAddress] });
    expect(await endpointRow(company.id)).toBeUndefined();
    expect((await subscriptionRow(company.id))?.internalAiStatus).toBe('not_configured');
  });

  it('refuses plain http to a public address, other schemes, and credentials in the address', async () => {
    allow([]);
    const { cookie } = await holderOn('enterprise_core');
    const cases: [string, string][] = [
      ['http://93.184.216.34/v1', INTERNAL_AI_MESSAGES.plainHttp],
      ['ftp://93.184.216.34/v1', INTERNAL_AI_MESSAGES.baseUrlScheme],
      ['file:///etc/passwd', INTERNAL_AI_MESSAGES.baseUrlScheme],
      ['https://user:pass@93.184.216.34/v1', INTERNAL_AI_MESSAGES.baseUrlCredentials],
      ['not an address', INTERNAL_AI_MESSAGES.baseUrlScheme],
    ];
    for (const [baseUrl, message] of cases) {
      const res = await configure(cookie, { baseUrl, model: 'm', apiKey: 'sk-1234' });
      expect(res.statusCode, baseUrl).toBe(400);
      expect(res.json().errors, baseUrl).toEqual({ baseUrl: [message] });
    }
  });

  it('checks every redirect as it checks the address: a redirect to the metadata address is not followed', async () => {
    const redirector = await startOpenAiStandIn({ redirectTo: 'http://169.254.169.254/latest/meta-data/' });
    try {
      const { company, cookie } = await holderOn('enterprise_core');
      const res = await configure(cookie, { baseUrl: redirector.url, model: 'm', apiKey: 'sk-1234' });
      expect(res.json()).toMatchObject({
        internalAIStatus: 'configured',
        lastCheck: { ok: false, reason: 'blocked_address' },
      });
      expect((await subscriptionRow(company.id))?.internalAiStatus).toBe('configured');
    } finally {
      await redirector.close();
    }
  });

  it('refuses at connection time a host name that resolves to a refused address, and drops the key across origins', async () => {
    await expect(
      postJson('https://localhost:1/v1/chat/completions', {}, {}, { allowedNetworks: [], timeoutMs: 2000 }),
    ).rejects.toMatchObject({ failure: 'blocked_address' });
    const target = await startOpenAiStandIn({ apiKey: 'sk-target' });
    const redirector = await startOpenAiStandIn({
      redirectTo: `http://localhost:${target.port}/v1/chat/completions`,
    });
    try {
      await postJson(
        `${redirector.url}/chat/completions`,
        { model: 'x' },
        { authorization: 'Bearer sk-should-not-travel' },
        { allowedNetworks: ['127.0.0.1/32', '::1/128'], timeoutMs: 2000 },
      );
      expect(target.requests.at(-1)?.authorization).toBeNull();
    } finally {
      await redirector.close();
      await target.close();
    }
    expect(classifyAddress('8.8.8.8', [])).toBe('public');
    expect(classifyAddress('2606:4700:4700::1111', [])).toBe('public');
    expect(classifyAddress('10.1.2.3', ['10.0.0.0/8'])).toBe('allowed-network');
    expect(classifyAddress('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe('allowed-network');
    expect(classifyAddress('64:ff9b::a00:1', [])).toBe('blocked');
    expect(classifyAddress('2002:7f00:1::', [])).toBe('blocked');
    expect(new OutboundError('timeout', 'x').failure).toBe('timeout');
  });

  it('reports a key the server can no longer read (its secret changed) instead of calling with nothing', async () => {
    const { company, cookie } = await holderOn('enterprise_core');
    await configure(cookie, { baseUrl: standIn.url, model: standIn.model, apiKey: standIn.apiKey });
    await t.database.db
      .update(internalAiEndpoints)
      .set({
        apiKeyEncrypted: new SecretBox('another-server-secret-0123456789abcdef').seal('sk-x', company.id),
        lastCheckedAt: null,
      })
      .where(eq(internalAiEndpoints.companyId, company.id));
    const res = await check(cookie);
    expect(res.json()).toMatchObject({
      internalAIStatus: 'configured',
      lastCheck: { ok: false, reason: 'key_unreadable' },
    });
  });

  it('goes with a plan that is not enterprise (spec section 4): the key is deleted and AI is billed again', async () => {
    const { company, cookie } = await holderOn('enterprise_core');
    await configure(cookie, { baseUrl: standIn.url, model: standIn.model, apiKey: standIn.apiKey });
    const changed = await call(t.app, 'POST', '/api/v1/subscription/plan', {
      cookie,
      body: { plan: 'professional' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      hasInternalAI: false,
      internalAIStatus: 'not_configured',
      usage: { isExemptFromAIBilling: false, internalAIUsage: null },
    });
    expect(await endpointRow(company.id)).toBeUndefined();
    // Back on enterprise it starts again, not configured.
    const back = await call(t.app, 'POST', '/api/v1/subscription/plan', {
      cookie,
      body: { plan: 'enterprise_core' },
    });
    expect(back.json()).toMatchObject({ hasInternalAI: true, internalAIStatus: 'not_configured' });
    expect((await read(cookie)).json()).toMatchObject({ endpoint: null, isExemptFromAIBilling: false });
  });

  it('is turned off by the account holder: the endpoint and key are deleted', async () => {
    const { company, cookie } = await holderOn('enterprise_core');
    await configure(cookie, { baseUrl: standIn.url, model: standIn.model, apiKey: standIn.apiKey });
    const off = await call(t.app, 'DELETE', '/api/v1/subscription/internal-ai', { cookie });
    expect(off.json()).toMatchObject({
      internalAIStatus: 'not_configured',
      isExemptFromAIBilling: false,
      endpoint: null,
    });
    expect(await endpointRow(company.id)).toBeUndefined();
    // The calls made stay counted for the period.
    const calls = await t.database.db
      .select()
      .from(internalAiCalls)
      .where(eq(internalAiCalls.companyId, company.id));
    expect(calls).toHaveLength(1);
    expect((await call(t.app, 'DELETE', '/api/v1/subscription/internal-ai', { cookie })).statusCode).toBe(
      422,
    );
  });

  it('is for the account holder only within the company; bad input changes nothing', async () => {
    const { company, cookie } = await holderOn('enterprise_core');
    const employee = await signedInUser(t, { companyId: company.id, role: 'employee' });
    expect((await read(employee.cookie)).statusCode).toBe(403);
    expect(
      (
        await configure(employee.cookie, {
          baseUrl: standIn.url,
          model: standIn.model,
          apiKey: standIn.apiKey,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await configure(cookie, {
      baseUrl: '',
      model: 'x'.repeat(121),
      apiKey: standIn.apiKey,
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(await endpointRow(company.id)).toBeUndefined();
    expect((await check(cookie)).json().detail).toBe(INTERNAL_AI_MESSAGES.notConfigured);
  });
});
