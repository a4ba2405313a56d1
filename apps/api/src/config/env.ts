import { DEFAULT_SYSTEM_OWNER_DOMAIN } from '@competencyhub/domain/constants';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  BASE_URL: z.url().optional(),
  // Other origins whose pages may make state-changing requests (a separate admin host, say):
  // comma-separated, each exactly scheme://host[:port]. The Origin check trusts nothing else.
  EXTRA_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (!entry) continue;
        const origin = originOf(entry);
        if (!origin) {
          ctx.addIssue({
            code: 'custom',
            message: 'must list origins such as https://admin.example.com, comma-separated',
          });
          return z.NEVER;
        }
        origins.push(origin);
      }
      return origins;
    }),
  // Demo data is for the embedded database; with DATABASE_URL it must be asked for.
  SEED_DEMO: bool.optional(),
  SYSTEM_OWNER_DOMAIN: z.string().min(3).default(DEFAULT_SYSTEM_OWNER_DOMAIN),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('CompetencyHub <no-reply@competencyhub.test>'),
  // The longest wait between two attempts at one e-mail while the mail server fails (decision 0080);
  // the fault script shrinks it to play an hour's outage in seconds.
  MAIL_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(15 * 60_000),
  /** How often each process looks for due background jobs (decision 0029); 0 turns the poller off. */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(5_000),
  RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  // false, or the addresses/CIDRs of the proxies in front of the server (comma-separated; proxy-addr
  // names such as 'loopback' work too). 'true' and hop counts are refused: neither can tell a proxy
  // from a client, so any client could choose its own IP by sending X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine((v) => !['true', 'yes'].includes(v.trim().toLowerCase()) && !/^[1-9]\d*$/.test(v.trim()), {
      error: "must list the proxies' addresses (e.g. 10.0.0.0/8 or loopback), not true or a hop count",
    })
    .transform((v): false | string[] => {
      const value = v.trim().toLowerCase();
      if (value === 'false' || value === 'no' || value === '0' || value === '') return false;
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  // Networks the server may call although they are private, loopback or link-local (an internal AI
  // endpoint inside the company network; a local stand-in in tests): comma-separated addresses or
  // CIDRs. Empty: only public addresses, over https (decision 0039).
  INTERNAL_AI_ALLOWED_NETWORKS: networkList(),
  // The same for the pages added to a company's knowledge base (issue 12): an intranet's addresses, or
  // the tests' local site. Empty: only public addresses (plain http allowed: nothing secret is sent).
  KNOWLEDGE_BASE_ALLOWED_NETWORKS: networkList(),
  // A SearXNG-compatible search service (its base URL; the server calls {SEARCH_URL}/search?format=json):
  // when the knowledge base answers a question poorly, the assistant offers the pages it finds.
  SEARCH_URL: z.url().optional(),
  // Card payment through Stripe (decision 0040): both or neither. Without them invoices are paid by bank
  // transfer and marked paid by the system owner.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_ key)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  // Another address for the Stripe API, such as a local stand-in (stripe-mock, or the tests' own).
  STRIPE_API_URL: z.url().optional(),
  // The platform's AI (issue 12): any OpenAI-compatible chat API. With it, the help assistant writes
  // answers from the passages it found, spending AI credits; without it, it quotes the passages.
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(120).optional(),
  // Running as a service (issue 25, decision 0076). How long a job's claim lasts before another process
  // may take it again (a process that died mid-job is replaced after this).
  JOBS_LEASE_MS: z.coerce.number().int().min(1_000).default(300_000),
  // The PostgreSQL connections each process keeps (several processes share one server's max_connections).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // On SIGTERM: how long /api/v1/ready answers 503 while requests are still served (the time a load
  // balancer polling readiness needs to stop sending new ones), then the most the process waits for
  // requests and streams in flight before it closes their connections.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  // Prometheus metrics at /metrics for whoever sends `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics
  // answers 404 (the figures are the operator's, never the public's).
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

/** Comma-separated addresses or CIDRs, each checked. */
function networkList() {
  return z
    .string()
    .default('')
    .transform((value, ctx) => {
      const networks: string[] = [];
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (!entry) continue;
        if (!isNetwork(entry)) {
          ctx.addIssue({
            code: 'custom',
            message: 'must list addresses or CIDRs such as 10.0.0.0/8, comma-separated',
          });
          return z.NEVER;
        }
        networks.push(entry);
      }
      return networks;
    });
}

function isNetwork(entry: string): boolean {
  try {
    if (entry.includes('/')) ipaddr.parseCIDR(entry);
    else ipaddr.parse(entry);
    return true;
  } catch {
    return false;
  }
}

/** The normalised origin of an http(s) address that is nothing but an origin; else null. */
function originOf(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const onlyOrigin =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !/[?#]/.test(entry);
  return onlyOrigin ? url.origin : null;
}

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig extends Omit<Env, 'SEED_DEMO'> {
  baseUrl: string;
  /**
   * Origins whose pages may make state-changing requests: BASE_URL's, EXTRA_ORIGINS and, when
   * BASE_URL is not set, the loopback forms of the same port (127.0.0.1, [::1]), since a developer
   * may open the default http://localhost:PORT under any of them.
   */
  trustedOrigins: string[];
  SEED_DEMO: boolean;
}

/** http://localhost:PORT, http://127.0.0.1:PORT and http://[::1]:PORT: one machine, one port. */
function loopbackOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

/** Validates the environment at start-up; an invalid variable stops the server with one clear line. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const env = parsed.data;
  if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
    throw new ConfigError('Invalid environment variable AI_MODEL: set AI_BASE_URL and AI_MODEL together');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid environment variable STRIPE_WEBHOOK_SECRET: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together',
    );
  }
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const own = env.BASE_URL ? [new URL(baseUrl).origin] : loopbackOrigins(env.PORT);
  return {
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? !env.DATABASE_URL,
    baseUrl,
    trustedOrigins: [...new Set([...own, ...env.EXTRA_ORIGINS])],
  };
}

export class ConfigError extends Error {}
