import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/env.ts';
import { SecretBox } from './config/secret-box.ts';
import type { Database } from './db/client.ts';
import {
  handleClientError,
  handleError,
  handleFrameworkError,
  sendNotFound,
  serializeError,
} from './http/errors.ts';
import { refuseEncodedBody, refuseMalformedQuery } from './http/input-guards.ts';
import { useGuardedJsonParser } from './http/json-body.ts';
import { apiDocsRoutes } from './http/openapi.ts';
import { checkOrigin } from './http/origin-check.ts';
import { collectRoutes } from './http/route.ts';
import { securityHeaders } from './http/security-headers.ts';
import { API_HELMET, HASHED_ASSETS_PREFIX, isAppShellPath, registerWebApp } from './http/static-assets.ts';
import { JobRunner } from './jobs/runner.ts';
import { REMINDERS_EVERY_MS, REMINDERS_SWEEP, remindersSweep } from './modules/assessments/reminders.ts';
import { assessmentRoutes } from './modules/assessments/routes.ts';
import { assistantRoutes } from './modules/assistant/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { createAuth } from './modules/auth/better-auth.ts';
import { passwordResetEmail, verifyEmailMessage } from './modules/auth/emails.ts';
import { idleAuthContexts } from './modules/auth/idle-auth-context.ts';
import { passkeySignInRoutes } from './modules/auth/passkey-sign-in.ts';
import { passkeyRoutes } from './modules/auth/passkeys.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { twoFactorRoutes } from './modules/auth/two-factor-routes.ts';
import { twoFactorSignInRoutes } from './modules/auth/two-factor-sign-in.ts';
import { brandingRoutes } from './modules/branding/routes.ts';
import { careerPlanRoutes } from './modules/career-plan/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { companyAdminRoutes } from './modules/company-admin/routes.ts';
import { competencyRoutes } from './modules/competencies/routes.ts';
import { developmentPlanRoutes } from './modules/development-plan/routes.ts';
import { experienceRoutes } from './modules/experience/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { internalAiRoutes } from './modules/internal-ai/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { itAdminRoutes } from './modules/it-admin/routes.ts';
import { CHECK_STORAGE, CHECK_STORAGE_EVERY_MS, storageCheckJob } from './modules/it-admin/storage-check.ts';
import { jobArchitectureRoutes } from './modules/job-architecture/routes.ts';
import { jobProfileRoutes } from './modules/job-profiles/routes.ts';
import { knowledgeBaseRoutes } from './modules/knowledge-base/routes.ts';
import {
  CHECK_STORED_LEVELS,
  CHECK_STORED_LEVELS_EVERY_MS,
  storedLevelsCheckJob,
} from './modules/levels/consistency-check.ts';
import { dryRunJob } from './modules/levels/dry-run.ts';
import {
  COMPACT_FIT_TOTALS,
  COMPACT_FIT_TOTALS_EVERY_MS,
  compactFitTotalsJob,
} from './modules/levels/fit-totals.ts';
import { recomputeLevelsJob } from './modules/levels/recompute.ts';
import { Outbox } from './modules/mail/outbox.ts';
import { myProfileRoutes } from './modules/my-profile/routes.ts';
import {
  DATED_JOB_CHANGES,
  DATED_JOB_CHANGES_EVERY_MS,
  datedJobChanges,
} from './modules/organisation/dated-job-changes.ts';
import { hrisImportJob } from './modules/organisation/hris-apply.ts';
import { organisationRoutes } from './modules/organisation/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { StripeProvider } from './modules/payments/stripe-provider.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { publicSiteRoutes } from './modules/public-site/routes.ts';
import { RateLimiter } from './modules/rate-limit/rate-limiter.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { tooltipRoutes } from './modules/tooltips/routes.ts';
import { Lifecycle } from './ops/lifecycle.ts';
import { Metrics } from './ops/metrics.ts';
import { metricsEndpoint } from './ops/metrics-endpoint.ts';
import { logContextMixin, runWithLogContext } from './ops/request-context.ts';
import type { Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  authSecret: string;
  /** Where the built web app is; omitted in API tests. */
  webDist?: string | null;
  logger?: boolean;
  /** Where error-level log lines go instead (tests keep them, to say why a call answered 500). */
  errorLog?: { write(line: string): void };
  /** Where every log line at LOG_LEVEL goes instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Also parse every answer with its Zod response schema and compare it with what is sent (a handler
   * that returns what its schema does not say is a 500). On everywhere but production, so every test
   * checks it; the benches turn it off to measure what production serves (decision 0060).
   */
  checkResponses?: boolean;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Every line written during a request or a job carries its reqId (and jobId, kind): decision 0077.
  const logOptions = { serializers: { req: redactRequest, err: serializeError }, mixin: logContextMixin };
  const app = Fastify({
    logger: options.errorLog
      ? { ...logOptions, level: 'error', stream: options.errorLog }
      : options.logger === false
        ? false
        : { ...logOptions, level: config.LOG_LEVEL, stream: options.logStream },
    trustProxy: config.TRUST_PROXY || false,
    // Always ours: a client-chosen id in the audit log could impersonate another request.
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Fastify's own refusals answer application/json quoting the URL; ours are problem+json.
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // Long enough for any id, token or domain (253 characters) a route takes; longer answers 414.
    routerOptions: { maxParamLength: 256 },
    // A drain serves what reaches it on a kept-alive connection (with Connection: close) instead of
    // answering 503: a proxy may not retry a POST it has sent (decision 0076).
    return503OnClosing: false,
  });

  // Without SMTP, e-mails (reset links included) are printed for local development only: never
  // when the server is reached over https, which is how production is served.
  const printBodies = !config.baseUrl.startsWith('https://');
  const outbox = new Outbox(database, app.log, config.SMTP_URL, config.MAIL_FROM, printBodies, {
    retryCapMs: config.MAIL_RETRY_MAX_MS,
  });
  const auth = idleAuthContexts(
    createAuth(config, database, options.authSecret, {
      sendPasswordReset: (user, token) =>
        outbox.enqueue(passwordResetEmail(config.baseUrl, user.email, user.name, token)),
      sendEmailVerification: (user, token) =>
        outbox.enqueue(verifyEmailMessage(config.baseUrl, user.email, user.name, token)),
    }),
  );
  const jobHandlers = [
    remindersSweep(database, outbox, config.baseUrl),
    datedJobChanges(database),
    recomputeLevelsJob(database),
    hrisImportJob(database),
    dryRunJob(database),
    storedLevelsCheckJob(database),
    storageCheckJob(database),
    compactFitTotalsJob(database),
  ];
  // Without a token nobody may read metrics, so none are kept: no hook, no cost (decision 0077).
  const metrics = config.METRICS_TOKEN
    ? new Metrics(
        database,
        jobHandlers.map((handler) => handler.kind),
      )
    : null;
  const jobs = new JobRunner(
    database,
    app.log,
    jobHandlers,
    [
      { kind: REMINDERS_SWEEP, everyMs: REMINDERS_EVERY_MS },
      { kind: DATED_JOB_CHANGES, everyMs: DATED_JOB_CHANGES_EVERY_MS },
      { kind: CHECK_STORED_LEVELS, everyMs: CHECK_STORED_LEVELS_EVERY_MS },
      { kind: CHECK_STORAGE, everyMs: CHECK_STORAGE_EVERY_MS },
      { kind: COMPACT_FIT_TOTALS, everyMs: COMPACT_FIT_TOTALS_EVERY_MS },
    ],
    { pollMs: config.JOBS_POLL_MS || 5_000, leaseMs: config.JOBS_LEASE_MS, metrics },
  );
  const services: Services = {
    config,
    database,
    auth,
    outbox,
    rateLimiter: new RateLimiter(database),
    jobs,
    secretBox: new SecretBox(options.authSecret),
    payments:
      config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
        ? new StripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET, config.STRIPE_API_URL)
        : null,
    checkResponses: options.checkResponses ?? process.env.NODE_ENV !== 'production',
    lifecycle: new Lifecycle(),
  };
  app.decorate('services', services);

  collectRoutes(app);

  securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The fonts are the app's own files (decision 0035), never a font host's.
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.baseUrl.startsWith('https://'),
  });
  // API answers are data, never documents: the strictest policy, in few bytes (headers cross the
  // wire with every call). Routes that serve a file set their own.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.config = { ...route.config, helmet: API_HELMET };
  });
  // One synchronous hook for the checks every request passes (each async hook costs a promise).
  const originAllowed = checkOrigin(config.baseUrl, config.trustedOrigins);
  app.addHook('onRequest', (req, reply, done) =>
    // Everything the request runs from here on, and the log lines it writes, know its id.
    runWithLogContext({ reqId: req.id }, () => {
      // A refused origin is answered there and then: the request goes no further.
      if (!originAllowed(req, reply)) return;
      try {
        refuseMalformedQuery(req);
        refuseEncodedBody(req);
      } catch (error) {
        return done(error as Error);
      }
      done();
    }),
  );
  // The one hook metrics add to every request: synchronous, counters in memory (decision 0061).
  if (metrics) {
    app.addHook('onResponse', (req, reply, done) => {
      metrics.observeResponse(req, reply);
      done();
    });
  }
  app.addHook('onSend', (req, reply, payload, done) => {
    // Not on the hashed files of the web app: nothing to trace in a cached script.
    if (!req.url.startsWith(HASHED_ASSETS_PREFIX)) reply.header('x-request-id', req.id);
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    // Draining: each connection closes after its answer, so the proxy opens its next one elsewhere.
    if (services.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setErrorHandler(handleError);
  useGuardedJsonParser(app);

  healthRoutes(app, services);
  authRoutes(app, services);
  twoFactorSignInRoutes(app, services);
  twoFactorRoutes(app, services);
  passkeySignInRoutes(app, services);
  passkeyRoutes(app, services);
  profileRoutes(app, services);
  myProfileRoutes(app, services);
  fileRoutes(app, services);
  invitationRoutes(app, services);
  companyRoutes(app, services);
  companyAdminRoutes(app, services);
  brandingRoutes(app, services);
  subscriptionRoutes(app, services);
  internalAiRoutes(app, services);
  paymentRoutes(app, services);
  assistantRoutes(app, services);
  knowledgeBaseRoutes(app, services);
  organisationRoutes(app, services);
  auditRoutes(app, services);
  competencyRoutes(app, services);
  jobProfileRoutes(app, services);
  jobArchitectureRoutes(app, services);
  assessmentRoutes(app, services);
  teamRoutes(app, services);
  careerPlanRoutes(app, services);
  developmentPlanRoutes(app, services);
  experienceRoutes(app, services);
  publicSiteRoutes(app, services);
  itAdminRoutes(app, services);
  tooltipRoutes(app, services);
  apiDocsRoutes(app, services);
  metricsEndpoint(app, metrics, config.METRICS_TOKEN);

  const sendAppShell = await registerWebApp(app, options.webDist);
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') return sendNotFound(reply);
    if ((req.method === 'GET' || req.method === 'HEAD') && sendAppShell && isAppShellPath(req.url)) {
      // History fallback: the SPA decides what an unknown path shows.
      return sendAppShell(reply, req.url);
    }
    return sendNotFound(reply);
  });

  const rateLimiter = services.rateLimiter;
  let sweep: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    outbox.start();
    if (config.JOBS_POLL_MS > 0) jobs.start();
    // Spent rate-limit windows are deleted hourly, so the table does not grow with every address seen.
    sweep = setInterval(
      () => void rateLimiter.sweep().catch((err) => app.log.warn({ err }, 'rate-limit sweep failed')),
      3_600_000,
    );
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
    await jobs.stop();
    await outbox.stop();
  });
  return app;
}

/** Request logs carry the path only: query strings and invitation ids can be secrets. */
function redactRequest(req: { method: string; url: string; id: string; ip?: string }) {
  const pathOnly = req.url.split('?')[0] ?? '';
  return {
    method: req.method,
    // Invitation links' tokens are secrets; ids are masked too, for tidiness.
    url: pathOnly
      .replace(/\/invitation-tokens\/[^/]+/, '/invitation-tokens/:token')
      .replace(/\/invitation\/accept\/[^/]+/, '/invitation/accept/:token')
      .replace(/\/invitations\/[0-9a-f-]{36}/i, '/invitations/:id'),
    id: req.id,
    ip: req.ip,
  };
}
