import type { Problem } from '@competencyhub/domain/schemas/common';
import type { z } from 'zod';

const API_BASE = '/api/v1';

/** A non-2xx answer from the API, turned back from application/problem+json into a typed error. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;
  /** Seconds to wait before retrying, from Retry-After on a 429. */
  readonly retryAfterSeconds: number | null;
  /** Numbers the message speaks of (a seat limit), for saying it in the user's language. */
  readonly params: Readonly<Record<string, number | string>>;

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: Record<string, string[]> = {},
    retryAfterSeconds: number | null = null,
    params: Readonly<Record<string, number | string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.params = params;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

function parseRetryAfter(response: Response): number | null {
  const raw = response.headers.get('Retry-After') ?? response.headers.get('X-Retry-After');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}

/** A structural check, not the zod schema: it keeps zod out of the first page load. */
function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  const errors = candidate.errors;
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string' &&
    typeof candidate.title === 'string' &&
    (candidate.detail === undefined || typeof candidate.detail === 'string') &&
    (errors === undefined ||
      (typeof errors === 'object' &&
        errors !== null &&
        Object.values(errors).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))))
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response);
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, for instance): fall through to a generic error.
  }
  if (isProblem(body)) {
    const params =
      typeof body.params === 'object' && body.params !== null
        ? (body.params as Record<string, number | string>)
        : {};
    return new ApiError(
      body.status,
      body.code,
      body.detail ?? body.title,
      body.errors ?? {},
      retryAfter,
      params,
    );
  }
  const code = response.status === 429 ? 'RATE_LIMITED' : `HTTP_${response.status}`;
  return new ApiError(response.status, code, `HTTP error! status: ${response.status}`, {}, retryAfter);
}

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Validates the response, so a contract drift fails loudly here instead of deep in a page. */
  schema: S;
  signal?: AbortSignal;
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  const json: unknown = response.status === 204 ? {} : await response.json();
  return schema.parse(json);
}

/** Sends a file as the raw request body with its own type (a photo, a logo); PUT unless told. */
export async function uploadFile<S extends z.ZodType>(
  path: string,
  file: File,
  schema: S,
  method: 'PUT' | 'POST' = 'PUT',
): Promise<z.output<S>> {
  const response = await fetch(`${API_BASE}${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toApiError(response);
  return schema.parse(await response.json());
}
