import type { AppConfig } from './config/env.ts';
import type { SecretBox } from './config/secret-box.ts';
import type { Database } from './db/client.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { Auth } from './modules/auth/better-auth.ts';
import type { Outbox } from './modules/mail/outbox.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import type { RateLimiter } from './modules/rate-limit/rate-limiter.ts';
import type { Lifecycle } from './ops/lifecycle.ts';

/** What every route and service may use; built once in app.ts. */
export interface Services {
  config: AppConfig;
  database: Database;
  auth: Auth;
  outbox: Outbox;
  rateLimiter: RateLimiter;
  jobs: JobRunner;
  /** Seals the secrets kept for a company (the internal AI key). */
  secretBox: SecretBox;
  /** The card payment provider, when one is configured (decision 0040); null: bank transfer only. */
  payments: PaymentProvider | null;
  /** Serving or draining (readiness, and `Connection: close` while a drain lasts). */
  lifecycle: Lifecycle;
  /** Parse every answer with its Zod schema as well as serialising it (http/response.ts; off in production). */
  checkResponses: boolean;
}
