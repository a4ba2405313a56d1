import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { decodeUtf8, hasLoneSurrogate, notUtf8 } from './input-guards.ts';

/**
 * How deeply arrays and objects may nest in a request body. Our deepest body (bulk invitations) is
 * three levels; anything near this is an attack on the recursive code every JSON body meets
 * (parsing, validation, walking), so it is refused before any of it runs.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = 'The request body is nested too deeply';

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when arrays and objects in the raw bytes nest deeper than `limit`. One pass, no recursion,
 * and no parsing: brackets inside strings are skipped (escapes included), everything else about
 * the JSON is left to the parser. UTF-8 continuation bytes are never ASCII, so bytes suffice.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

type ParserDone = (err: Error | null, body?: unknown) => void;

/**
 * Replaces Fastify's JSON body parser with one that first refuses bodies nested deeper than
 * MAX_JSON_DEPTH and bodies that are not well-formed UTF-8, then hands the text to Fastify's own
 * parser, which keeps its protection against `__proto__` and `constructor.prototype` keys
 * (prototype poisoning), and finally refuses unpaired `\ud800`-style escapes.
 */
export function useGuardedJsonParser(app: FastifyInstance): void {
  // Fastify's own parser answers through the callback (its type also allows a promise form).
  const parseJson = app.getDefaultJsonParser('error', 'error') as (
    req: FastifyRequest,
    body: string,
    done: ParserDone,
  ) => void;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer' },
    (req: FastifyRequest, body: Buffer | string, done: ParserDone) => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) {
        done(new AppError('VALIDATION_FAILED', TOO_DEEP));
        return;
      }
      // JSON is UTF-8 (RFC 8259); anything else is refused rather than turned into U+FFFD.
      const text = decodeUtf8(bytes);
      if (text === null) {
        done(notUtf8());
        return;
      }
      parseJson(req, text, (error, parsed) => {
        if (error) done(error);
        else if (hasLoneSurrogate(parsed)) done(notUtf8());
        else done(null, parsed);
      });
    },
  );
}
