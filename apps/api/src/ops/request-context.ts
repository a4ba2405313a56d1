import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * What every log line written on behalf of one request carries (decision 0077): the request's id,
 * and inside a job, the id of the request that queued it with the job's own id and kind. Fastify's
 * `req.log` already binds `reqId`; this carries it to everything else a request or a job calls
 * (`app.log`, the outbox, the job runner), which log through the process logger.
 */
export interface LogContext {
  reqId?: string;
  jobId?: string;
  kind?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with `context` on every log line it (and whatever it awaits) writes. */
export function runWithLogContext<T>(context: LogContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request (or the job's queuing request) now being served, if any: a job records it. */
export function currentRequestId(): string | null {
  return storage.getStore()?.reqId ?? null;
}

const chindings = pino.symbols.chindingsSym;

/**
 * pino's `mixin`: the context's fields on each line. Skipped where the logger already binds them
 * (Fastify's `req.log` binds `reqId`), so no line carries a key twice.
 */
export function logContextMixin(_merge: object, _level: number, logger?: unknown): LogContext {
  const context = storage.getStore();
  if (!context) return {};
  const bound = (logger as Record<symbol, unknown> | undefined)?.[chindings];
  if (typeof bound === 'string' && bound.includes('"reqId":')) return {};
  // A copy: pino's merge assigns the line's own fields into what the mixin returns.
  return { ...context };
}

/**
 * Runs `fn` outside any request or job: for work a request only starts, that goes on to serve others
 * (a delivery run of the outbox), whose lines must not carry that request's id.
 */
export function runOutsideLogContext<T>(fn: () => T): T {
  return storage.exit(fn);
}
