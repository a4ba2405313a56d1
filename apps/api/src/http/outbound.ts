import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Requests the server makes to an address a customer gave it (the internal AI endpoint), guarded
 * against server-side request forgery (decision 0039):
 * - only http(s), no credentials in the address;
 * - every address the host resolves to must be public unicast (no loopback, private, link-local —
 *   the cloud metadata address 169.254.169.254 is link-local —, carrier-grade NAT, unique-local,
 *   multicast, reserved, IPv4 embedded in IPv6…), unless it is in a network the operator allows
 *   (INTERNAL_AI_ALLOWED_NETWORKS);
 * - plain http only to a network the operator allows: the API key must not cross the internet in clear;
 * - the check runs where the connection is made (the socket's own DNS lookup), so a host that
 *   resolves to a public address when checked and a private one when called (DNS rebinding) is
 *   still refused; redirects are followed by hand, each hop checked the same way.
 */

export type OutboundFailure =
  | 'blocked_address'
  | 'plain_http'
  | 'unresolvable'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'bad_address';

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

function parseAddress(address: string): Address | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

function inNetworks(address: Address, networks: readonly string[]): boolean {
  return networks.some((network) => {
    const [base, bits] = network.includes('/')
      ? ipaddr.parseCIDR(network)
      : (() => {
          const one = ipaddr.parse(network);
          return [one, one.kind() === 'ipv4' ? 32 : 128] as const;
        })();
    const normalised =
      base.kind() === 'ipv6' && (base as ipaddr.IPv6).isIPv4MappedAddress()
        ? (base as ipaddr.IPv6).toIPv4Address()
        : base;
    return normalised.kind() === address.kind() && address.match(normalised, bits);
  });
}

/** 'allowed' (public, or in an allowed network), 'allowed-network' (in one), or 'blocked'. */
export function classifyAddress(
  address: string,
  allowedNetworks: readonly string[],
): 'public' | 'allowed-network' | 'blocked' {
  const parsed = parseAddress(address);
  if (!parsed) return 'blocked';
  if (inNetworks(parsed, allowedNetworks)) return 'allowed-network';
  // IPv4-compatible IPv6 (::a.b.c.d, deprecated) reads as unicast to ipaddr.js; some hosts route it to IPv4.
  if (parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) return 'blocked';
  return parsed.range() === 'unicast' ? 'public' : 'blocked';
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Checks one set of resolved addresses against the policy for the address's scheme. `plainHttp` is
 * true when the request goes unencrypted and carries something secret (it must stay in an allowed network).
 */
function judge(addresses: readonly string[], plainHttp: boolean, allowedNetworks: readonly string[]) {
  const kinds = addresses.map((address) => classifyAddress(address, allowedNetworks));
  if (kinds.length === 0) throw new OutboundError('unresolvable', 'The host name has no address');
  if (kinds.includes('blocked')) {
    throw new OutboundError('blocked_address', 'The address points to a network the server does not call');
  }
  if (plainHttp && kinds.some((kind) => kind !== 'allowed-network')) {
    throw new OutboundError('plain_http', 'Plain http is allowed only to a network the operator allows');
  }
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundError('bad_address', 'Not an address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OutboundError('bad_address', 'Only http and https addresses');
  }
  if (url.username || url.password) throw new OutboundError('bad_address', 'Credentials in the address');
  return url;
}

/**
 * Checks an address before it is saved: parses it, resolves its host and applies the policy. The
 * same checks run again on every connection.
 */
export async function assertCallable(
  raw: string,
  allowedNetworks: readonly string[],
  { allowPlainHttp = false }: { allowPlainHttp?: boolean } = {},
): Promise<URL> {
  const url = parseTarget(raw);
  const host = bare(url.hostname);
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      throw new OutboundError('unresolvable', 'The host name does not resolve');
    }
  }
  judge(addresses, url.protocol === 'http:' && !allowPlainHttp, allowedNetworks);
  return url;
}

/** The socket's DNS lookup, refusing when any answer breaks the policy. */
function guardedLookup(plainHttp: boolean, allowedNetworks: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, found) => {
      if (error) return callback(error, '', 4);
      const entries = found as LookupAddress[];
      try {
        judge(
          entries.map((entry) => entry.address),
          plainHttp,
          allowedNetworks,
        );
      } catch (refusal) {
        return callback(refusal as NodeJS.ErrnoException, '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, entries);
      const first = entries[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

export interface OutboundResponse {
  status: number;
  body: string;
}

interface RawResponse {
  status: number;
  body: Buffer;
  location: string | null;
  contentType: string | null;
  contentEncoding: string | null;
}

export interface OutboundOptions {
  allowedNetworks: readonly string[];
  timeoutMs: number;
  /** Larger answers are cut off with 'too_large'. */
  maxBytes?: number;
  maxRedirects?: number;
  /**
   * Plain http to public addresses too: for requests that carry no secret (reading a public page).
   * Without it plain http goes only to an allowed network.
   */
  allowPlainHttp?: boolean;
}

function once(
  url: URL,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body: string | null,
  options: OutboundOptions,
  deadline: number,
  /** Receives a 2xx answer's body as it arrives, instead of it being collected. */
  onData?: (text: string) => void,
): Promise<RawResponse> {
  const plainHttp = url.protocol === 'http:' && !options.allowPlainHttp;
  const host = bare(url.hostname);
  // An address written as an IP is connected to without a lookup: check it here.
  if (ipaddr.isValid(host)) judge([host], plainHttp, options.allowedNetworks);
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new OutboundError('timeout', 'No answer in time'));
    const request = (url.protocol === 'http:' ? http : https).request(url, {
      method,
      headers: body === null ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(plainHttp, options.allowedNetworks),
      // No connection reuse: every request is checked as it connects.
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new OutboundError('timeout', 'No answer in time')),
      remaining,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error instanceof OutboundError) return reject(error);
      const unknownHost = error.code === 'ENOTFOUND' || error.code === 'EAI_NONAME';
      reject(new OutboundError(unknownHost ? 'unresolvable' : 'unreachable', error.message));
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const streaming = onData && (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300;
      const decoder = new TextDecoder();
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          request.destroy(new OutboundError('too_large', 'The answer is too large'));
          return;
        }
        if (streaming) onData(decoder.decode(chunk, { stream: true }));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        clearTimeout(timer);
        const location = response.headers.location;
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          location: typeof location === 'string' ? location : null,
          contentType: response.headers['content-type'] ?? null,
          contentEncoding: response.headers['content-encoding'] ?? null,
        });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error instanceof OutboundError ? error : new OutboundError('unreachable', error.message));
      });
    });
    if (body !== null) request.write(body);
    request.end();
  });
}

/**
 * POSTs JSON and reads the answer as text. Redirects (at most `maxRedirects`, 3 by default) are
 * followed with the same checks; credentials go only to the origin they were given for.
 */
export async function postJson(
  raw: string,
  payload: unknown,
  headers: Record<string, string>,
  options: OutboundOptions,
): Promise<OutboundResponse> {
  const deadline = Date.now() + options.timeoutMs;
  const origin = parseTarget(raw).origin;
  let url = parseTarget(raw);
  let method: 'GET' | 'POST' = 'POST';
  let body: string | null = JSON.stringify(payload);
  for (let hop = 0; ; hop++) {
    const sent =
      url.origin === origin
        ? headers
        : Object.fromEntries(
            Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
          );
    const answer = await once(
      url,
      method,
      body === null ? sent : { ...sent, 'content-type': 'application/json' },
      body,
      options,
      deadline,
    );
    const redirect = [301, 302, 303, 307, 308].includes(answer.status) && answer.location;
    if (!redirect || hop >= (options.maxRedirects ?? 3)) {
      return { status: answer.status, body: answer.body.toString('utf8') };
    }
    url = parseTarget(new URL(answer.location as string, url).toString());
    if (answer.status !== 307 && answer.status !== 308) {
      method = 'GET';
      body = null;
    }
  }
}

/**
 * POSTs JSON and hands a successful answer's body to `onData` as it arrives (a streamed completion);
 * an unsuccessful one is collected and returned. No redirects: a streaming endpoint answers itself.
 */
export async function postStreaming(
  raw: string,
  payload: unknown,
  headers: Record<string, string>,
  options: OutboundOptions,
  onData: (text: string) => void,
): Promise<OutboundResponse> {
  const answer = await once(
    parseTarget(raw),
    'POST',
    { ...headers, 'content-type': 'application/json' },
    JSON.stringify(payload),
    options,
    Date.now() + options.timeoutMs,
    onData,
  );
  return { status: answer.status, body: answer.body.toString('utf8') };
}

export interface FetchedPage {
  status: number;
  body: Buffer;
  contentType: string | null;
  contentEncoding: string | null;
  /** The address answered from, after any redirects. */
  url: string;
}

/**
 * GETs a page, following redirects by hand (at most `maxRedirects`, each checked like the first
 * address; one more is refused with 'too_many_redirects'). The body is returned as sent, still
 * encoded when the server compressed it.
 */
export async function getPage(
  raw: string,
  headers: Record<string, string>,
  options: OutboundOptions,
): Promise<FetchedPage> {
  const deadline = Date.now() + options.timeoutMs;
  let url = parseTarget(raw);
  for (let hop = 0; ; hop++) {
    const answer = await once(url, 'GET', headers, null, options, deadline);
    const redirect = [301, 302, 303, 307, 308].includes(answer.status) && answer.location;
    if (!redirect) {
      return {
        status: answer.status,
        body: answer.body,
        contentType: answer.contentType,
        contentEncoding: answer.contentEncoding,
        url: url.toString(),
      };
    }
    if (hop >= (options.maxRedirects ?? 3)) {
      throw new OutboundError('too_many_redirects', 'Too many redirects');
    }
    url = parseTarget(new URL(answer.location as string, url).toString());
  }
}
