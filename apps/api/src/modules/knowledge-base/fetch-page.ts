import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  KNOWLEDGE_LIMITS,
  type KnowledgeFetchProblem,
} from '@competencyhub/domain/schemas/knowledge-base-messages';
import { assertCallable, getPage, OutboundError } from '../../http/outbound.ts';

/**
 * Reads a page someone asked to add to the knowledge base (issue 12), through the guarded outbound
 * client (decision 0039): http(s) only; every address the host resolves to checked where the socket
 * connects (no loopback, private, link-local — the cloud metadata address among them —, multicast or
 * reserved ranges, IPv4 or IPv6, IPv4-mapped forms included) unless the operator allows that network;
 * redirects followed by hand and checked again, at most 3; at most 5 MB in at most 10 seconds.
 */

export class PageProblem extends Error {
  constructor(
    readonly problem: KnowledgeFetchProblem,
    message: string,
    /** The HTTP status the page answered with, for 'http_status'. */
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

export type PageKind = 'html' | 'text' | 'pdf';

export interface ReadPage {
  kind: PageKind;
  /** The media type the server declared (or the one the bytes showed). */
  contentType: string;
  charset: string | null;
  bytes: Buffer;
  /** The address the page came from, after redirects. */
  url: string;
}

const KINDS: Record<string, PageKind> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
  'text/markdown': 'text',
  'application/pdf': 'pdf',
};

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const brotli = promisify(zlib.brotliDecompress);

/** Decompresses what the server compressed although asked not to, never beyond the size limit. */
async function decoded(body: Buffer, encoding: string | null): Promise<Buffer> {
  const name = encoding?.trim().toLowerCase() ?? '';
  if (!name || name === 'identity') return body;
  const options = { maxOutputLength: KNOWLEDGE_LIMITS.fetchBytesMax };
  try {
    if (name === 'gzip' || name === 'x-gzip') return await gunzip(body, options);
    if (name === 'deflate') return await inflate(body, options);
    if (name === 'br') return await brotli(body, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new PageProblem('too_large', 'The page is too large once decompressed');
    }
    throw new PageProblem('unreadable', 'The page could not be decompressed');
  }
  throw new PageProblem('unreadable', `The page is compressed as ${name}`);
}

function mediaType(header: string | null): { type: string; charset: string | null } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";]+)"?$/i)?.[1])
    .find(Boolean);
  return { type: type.trim().toLowerCase(), charset: charset ?? null };
}

function pageProblemOf(error: OutboundError): PageProblem {
  return new PageProblem(error.failure === 'plain_http' ? 'blocked_address' : error.failure, error.message);
}

/**
 * The checks of an address that can be made without reading it (its form, where its host resolves
 * to): a suggestion kept for review is refused now if it could never be read.
 */
export async function assertReadable(url: string, allowedNetworks: readonly string[]): Promise<void> {
  try {
    await assertCallable(url, allowedNetworks, { allowPlainHttp: true });
  } catch (error) {
    throw error instanceof OutboundError ? pageProblemOf(error) : error;
  }
}

export async function fetchPage(
  url: string,
  options: { allowedNetworks: readonly string[]; userAgent: string; timeoutMs?: number },
): Promise<ReadPage> {
  let answer: Awaited<ReturnType<typeof getPage>>;
  try {
    answer = await getPage(
      url,
      {
        accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8',
        'accept-encoding': 'identity',
        'user-agent': options.userAgent,
      },
      {
        allowedNetworks: options.allowedNetworks,
        allowPlainHttp: true,
        timeoutMs: options.timeoutMs ?? KNOWLEDGE_LIMITS.fetchTimeoutMs,
        maxBytes: KNOWLEDGE_LIMITS.fetchBytesMax,
        maxRedirects: KNOWLEDGE_LIMITS.redirectsMax,
      },
    );
  } catch (error) {
    throw error instanceof OutboundError ? pageProblemOf(error) : error;
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new PageProblem('http_status', `The page answered ${answer.status}`, answer.status);
  }
  const bytes = await decoded(answer.body, answer.contentEncoding);
  const declared = mediaType(answer.contentType);
  let kind = KINDS[declared.type];
  // Servers that do not say, or say octet-stream, are believed only for a PDF's own signature.
  if (!kind && (!declared.type || declared.type === 'application/octet-stream')) {
    if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') kind = 'pdf';
  }
  if (!kind)
    throw new PageProblem('unsupported_type', `The page is ${declared.type || 'of no declared type'}`);
  return {
    kind,
    contentType: kind === 'pdf' ? 'application/pdf' : declared.type,
    charset: declared.charset,
    bytes,
    url: answer.url,
  };
}
