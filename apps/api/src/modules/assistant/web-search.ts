import type { ExternalSource } from '@competencyhub/domain/schemas/assistant';
import type { FaqLocale } from '@competencyhub/domain/schemas/public-site';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { classifyAddress, getPage } from '../../http/outbound.ts';

/**
 * The web search behind 'External Sources Found' (issue 12): a SearXNG-compatible JSON API the
 * operator points SEARCH_URL at. Asked only when the help, the FAQ and the knowledge base answered
 * poorly; its pages are offered to read and to add to the knowledge base, never used to write the
 * answer (they are not vetted). A search that fails or is slow only leaves the section out.
 */

export const EXTERNAL_SOURCES_MAX = 5;
const SEARCH_TIMEOUT_MS = 4_000;
const TITLE_MAX = 200;
const DESCRIPTION_MAX = 300;

/** Every address is the operator's to choose for the search service (a local SearXNG, say). */
const ANY_NETWORK = ['0.0.0.0/0', '::/0'];

const SearxResults = z.object({
  results: z
    .array(
      z.looseObject({
        url: z.string(),
        title: z.string().optional().nullable(),
        content: z.string().optional().nullable(),
      }),
    )
    .default([]),
});

/** Line breaks and invisible format characters (bidi controls among them) go: the text is one line. */
const clip = (text: string, max: number) => {
  const plain = text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
};

/**
 * Names that lead into a private network, never to a public page: localhost (RFC 6761), .local (mDNS,
 * RFC 6762), .home.arpa (RFC 8375), .internal (reserved by ICANN for private use), names ICANN will
 * not delegate (.home, .corp) and common private suffixes (.localdomain, .lan, .intranet).
 */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|home\.arpa|home|corp|localdomain|lan|intranet)$/i;

/**
 * Whether a host is a public site: an address literal must be public unicast (the outbound guard's own
 * classification, so loopback, private, link-local and the metadata address, unique-local, carrier-grade
 * NAT… are out), and a name must have a dot and not be a private network's.
 */
function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (ipaddr.isValid(host)) return classifyAddress(host, []) === 'public';
  return host.includes('.') && !PRIVATE_NAME.test(host);
}

/**
 * The http(s) address and host of a result on a public site, or null for anything else (javascript:,
 * data:, ftp:…, or a page of a private network: the list shows no address of one).
 */
function webAddress(raw: string): { url: string; domain: string } | null {
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
    if (!isPublicHost(url.hostname)) return null;
    // Kept as the knowledge base keeps addresses (without a fragment), so a page already in it is known.
    url.hash = '';
    return { url: url.toString(), domain: url.hostname.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

export async function searchWeb(
  searchUrl: string,
  question: string,
  locale: FaqLocale,
  /** Addresses already in the knowledge base: not offered again. */
  known: ReadonlySet<string> = new Set(),
): Promise<ExternalSource[]> {
  const endpoint = new URL(`${searchUrl.replace(/\/+$/, '')}/search`);
  endpoint.searchParams.set('q', question.slice(0, 300));
  endpoint.searchParams.set('format', 'json');
  endpoint.searchParams.set('language', locale.slice(0, 2));
  endpoint.searchParams.set('safesearch', '1');
  const answer = await getPage(
    endpoint.toString(),
    { accept: 'application/json', 'accept-encoding': 'identity' },
    {
      allowedNetworks: ANY_NETWORK,
      allowPlainHttp: true,
      timeoutMs: SEARCH_TIMEOUT_MS,
      maxBytes: 1024 * 1024,
    },
  );
  if (answer.status !== 200) throw new Error(`the search service answered ${answer.status}`);
  const parsed = SearxResults.parse(JSON.parse(answer.body.toString('utf8')));
  const seen = new Set<string>();
  const sources: ExternalSource[] = [];
  for (const result of parsed.results) {
    const address = webAddress(result.url);
    if (!address || seen.has(address.url) || known.has(address.url)) continue;
    seen.add(address.url);
    sources.push({
      title: clip(result.title || address.domain, TITLE_MAX),
      description: clip(result.content ?? '', DESCRIPTION_MAX),
      url: address.url,
      domain: address.domain,
    });
    if (sources.length >= EXTERNAL_SOURCES_MAX) break;
  }
  return sources;
}
