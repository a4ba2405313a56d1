import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

export const NOT_UTF8 = 'The request contains text that is not valid UTF-8';
export const notUtf8 = () => new AppError('VALIDATION_FAILED', NOT_UTF8);

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (value or key) holding a NUL character, which PostgreSQL text
 * cannot store; null when there is none. Iterative and linear in the size of the value (a path is
 * built only for the string found), so no input can exhaust the stack or the CPU.
 */
export function nulPath(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (current && typeof current === 'object') {
      // Reversed so the first field is looked at first, as a reader would.
      for (const [key, inner] of Object.entries(current).reverse()) {
        if (key.includes('\u0000')) return [...pathOf(visit), key];
        pending.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * True when a string anywhere in the value (keys included) holds an unpaired UTF-16 surrogate,
 * which JSON's `\ud800` escapes can produce but no UTF-8 text can carry: stored, it would come
 * back as U+FFFD or break the database's encoding. Iterative, like nulPath.
 */
export function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!current.isWellFormed()) return true;
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        if (!key.isWellFormed()) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const PERCENT_ENCODED_RUN = /(?:%[0-9a-f]{2})+/gi;

/** Decodes UTF-8 bytes, or null when they are not well-formed UTF-8 (never U+FFFD). */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * True when percent-encoded bytes in a URL part do not spell UTF-8 (`%ff`, a cut-off `%e2%82`,
 * an encoded surrogate). Every multi-byte character is one run of %XX triplets, so each run is
 * decoded on its own. A `%` without two hex digits is left alone: it reads as a percent sign.
 */
export function hasInvalidPercentEncoding(text: string): boolean {
  for (const [run] of text.matchAll(PERCENT_ENCODED_RUN)) {
    if (decodeUtf8(Buffer.from(run.replaceAll('%', ''), 'hex')) === null) return true;
  }
  return false;
}

/** onRequest: percent-encoded query strings must decode to UTF-8 (paths are checked by the router). */
export function refuseMalformedQuery(req: FastifyRequest): void {
  const start = req.url.indexOf('?');
  if (start !== -1 && hasInvalidPercentEncoding(req.url.slice(start + 1))) throw notUtf8();
}

/**
 * onRequest: bodies come uncompressed. Nothing here inflates them, so a gzip body would otherwise
 * reach the JSON parser as bytes it cannot read; 415 says what is wrong (RFC 9110, 15.5.16).
 */
export function refuseEncodedBody(req: FastifyRequest): void {
  const encoding = req.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body uncompressed');
  }
}
