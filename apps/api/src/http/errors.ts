import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { AUTH_SESSION_MISSING } from '@competencyhub/domain/constants';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodError } from 'zod';

export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  INVALID_TOKEN: 400,
  WEAK_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  SUBSCRIPTION_ENDED: 402,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ORIGIN_MISMATCH: 403,
  PLAN_LACKS_FEATURE: 403,
  ACCOUNT_DEACTIVATED: 403,
  ACCOUNT_PENDING: 403,
  PASSWORD_RESET_REQUIRED: 403,
  WRONG_ACCOUNT: 403,
  SECOND_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  REQUEST_TIMEOUT: 408,
  INVITATION_UNAVAILABLE: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_BROKEN: 422,
  SEAT_LIMIT_REACHED: 422,
  PLAN_TOO_SMALL: 422,
  SEATS_IN_USE: 422,
  AI_CREDITS_EXHAUSTED: 422,
  KNOWLEDGE_FETCH_FAILED: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  STORAGE_FULL: 507,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      errors?: Record<string, string[]>;
      retryAfterSeconds?: number;
      /** Machine-readable reasons (WEAK_PASSWORD carries them, spec section 8). */
      reasons?: readonly string[];
      /** Numbers the message speaks of (a seat limit), so the interface can say it in the user's language. */
      params?: Readonly<Record<string, number | string>>;
    } = {},
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', AUTH_SESSION_MISSING);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);

export function validationError(error: ZodError, location: 'body' | 'query' | 'params'): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : location;
    // Pushed, not copied per issue (a copy each time costs the square of a key's issues).
    const messages = errors[key] ?? [];
    messages.push(issue.message);
    errors[key] = messages;
  }
  return new AppError('VALIDATION_FAILED', 'Some fields need attention', { errors });
}

function problem(status: number, code: string, detail: string) {
  return {
    type: `https://competencyhub.test/problems/${code.toLowerCase().replaceAll('_', '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
  };
}

function send(reply: FastifyReply, status: number, code: string, detail: string, extra: object = {}) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ ...problem(status, code, detail), ...extra });
}

/** The one place errors become application/problem+json. No stack ever leaves the server. */
export function handleError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    if (error.options.retryAfterSeconds !== undefined)
      reply.header('Retry-After', String(error.options.retryAfterSeconds));
    return send(reply, error.status, error.code, error.message, {
      ...(error.options.errors ? { errors: error.options.errors } : {}),
      ...(error.options.reasons ? { reasons: error.options.reasons } : {}),
      ...(error.options.params ? { params: error.options.params } : {}),
    });
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's own refusals: malformed JSON, unsupported content type, body too large.
    const known: Record<number, [ErrorCode, string]> = {
      413: ['PAYLOAD_TOO_LARGE', 'The request body is too large'],
      415: ['UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json'],
    };
    const [code, detail] = known[status] ?? ['VALIDATION_FAILED', 'The request could not be read'];
    return send(reply, status === 400 || known[status] ? status : 400, code, detail);
  }
  // PostgreSQL data exceptions (class 22: out of range, bad encoding…) are bad input, not our fault.
  const pgCode = postgresCode(error);
  if (pgCode?.startsWith('22')) {
    return send(reply, 400, 'VALIDATION_FAILED', 'A value in the request is out of range or not valid');
  }
  if (pgCode === DISK_FULL) {
    request.log.error({ err: error }, 'the database is out of disk space');
    return send(reply, 507, 'STORAGE_FULL', STORAGE_FULL_MESSAGE);
  }
  if (isDatabaseUnavailable(error)) {
    // Failing fast with a hint beats holding the request: the client retries once the database is back
    // (decision 0076). The transaction, if any, was never committed.
    request.log.warn({ err: error }, 'the database is unavailable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return send(reply, 503, 'UNAVAILABLE', UNAVAILABLE_MESSAGE);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs. Fastify's
 * own answers are application/json and quote the URL back; these are problem+json and quote nothing.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The router answers before any route exists, so the app's onSend hooks do not run.
  reply.header('x-request-id', request.id).header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, 'URI_TOO_LONG', 'The request address is too long');
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(reply, 400, 'VALIDATION_FAILED', 'The request address is not valid');
  }
  return handleError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (headers too large, a broken
 * request line, a bad Content-Length…) never reach Fastify. Answered as problem+json on the raw
 * socket, as Node would, without quoting any of the request.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, detail]: [number, ErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large']
        : [400, 'VALIDATION_FAILED', 'The request could not be read'];
  const body = JSON.stringify(problem(status, code, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function sendNotFound(reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', 'No such API route');
}

/** What a request answers while the database cannot be reached, and when to try again. */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const STORAGE_FULL_MESSAGE =
  'The server has run out of storage space, so nothing was saved. Please tell your administrator.';
/** PostgreSQL's disk_full. */
const DISK_FULL = '53100';

/** Socket errors of a connection that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection lost or never made (they carry no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
];

/**
 * Whether an error means the database cannot be reached now (down, restarting, out of connections),
 * as opposed to a fault in the request or the code: PostgreSQL's class 08 (connection exception),
 * 57P01-57P03 (shut down, crashed, starting up) and 53300 (too many connections), and the socket errors
 * node-postgres passes on. Walks the causes, as Drizzle wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (
        code.startsWith('08') ||
        code === '57P01' ||
        code === '57P02' ||
        code === '57P03' ||
        code === '53300'
      )
        return true;
      if (CONNECTION_ERRNOS.has(code)) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

function postgresCode(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Errors in the log without the query parameters a failed database call carries: they can hold
 * session tokens, reset tokens or password hashes.
 */
export function serializeError(error: unknown) {
  const e = error as { name?: string; message?: string; stack?: string; code?: unknown; cause?: unknown };
  // Drizzle puts a failed query's parameters after "params:", last in the message: everything up to the
  // stack's first frame goes, line breaks included (a 4 MiB upload that failed on a full disk put the
  // file's bytes in the log from its first newline on; decision 0080).
  const redact = (text: string | undefined) =>
    text?.replace(/params:[\s\S]*?(?=\n {4}at |$)/g, 'params: [redacted]');
  return {
    type: e?.name ?? typeof error,
    message: redact(e?.message) ?? String(error),
    code: postgresCode(error) ?? (typeof e?.code === 'string' ? e.code : undefined),
    stack: redact(e?.stack) ?? '',
  };
}
