// Serves the built web app: precompressed files chosen by Accept-Encoding, cache headers by kind of
// file, and index.html for every other page path (decision 0016).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Vite writes only content-hashed names under assets/: a changed file gets a new URL. */
export const HASHED_ASSETS_PREFIX = '/assets/';

export const CACHE_CONTROL = {
  /** A hashed file never changes under its URL. */
  hashed: 'public, max-age=31536000, immutable',
  /** index.html names the current hashed files: revalidate it on every visit (ETag makes that cheap). */
  page: 'no-cache',
  /** favicon, tour screenshots: unhashed, so a deploy shows within the hour. */
  other: 'public, max-age=3600',
} as const;

const ENCODED_COPY = /\.(?:br|gz)$/;
/** index.html and the copies of it the build writes for single pages (landing.html), all at the top. */
const PAGE_FILE = /^[\w-]+\.html$/;

/**
 * Page paths answered by their own copy of index.html: the web build writes landing.html, the
 * prerendered landing page with its chunks named (apps/web/build/page-preloads.ts, prerender.ts),
 * for `/landing`.
 */
function pageCopies(webDist: string): Map<string, string> {
  const copies = new Map<string, string>();
  for (const name of readdirSync(webDist)) {
    if (PAGE_FILE.test(name) && name !== 'index.html') copies.set(`/${name.slice(0, -'.html'.length)}`, name);
  }
  return copies;
}

/** Files a page loads that can never run as a page of their own (HTML and SVG can carry script). */
const SUBRESOURCE = /\.(?:js|css|jpe?g|png|webp|avif|woff2?)$/i;

/**
 * Helmet's headers for those files: only the ones that act on a subresource. CSP, framing, COOP and
 * the rest act on documents alone; sent with each of the dozens of chunks a page loads they cost
 * ~0.5 KB per file on HTTP/1.1 and protect nothing. nosniff, CORP, Referrer-Policy and HSTS stay.
 */
const SUBRESOURCE_HELMET = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Helmet's headers for API answers (JSON, or a stored file that sets its own policy): as for a
 * subresource, plus a policy that lets nothing load or frame it should one ever be opened as a
 * page (OWASP REST Security: `default-src 'none'; frame-ancestors 'none'`).
 */
export const API_HELMET = {
  ...SUBRESOURCE_HELMET,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
} as const;

export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/').replace(ENCODED_COPY, '');
  if (PAGE_FILE.test(file)) return CACHE_CONTROL.page;
  if (`/${file}`.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_CONTROL.hashed;
  return CACHE_CONTROL.other;
}

/** Answers a page path with the SPA's index.html, or the page's own copy of it (the history fallback). */
export type SendAppShell = (reply: FastifyReply, url: string) => FastifyReply;

/**
 * Registers the files of `webDist`. Returns the history fallback, or null when there is no build
 * (API tests, or the API run alone).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null | undefined,
): Promise<SendAppShell | null> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return null;
  const sendOptions = {
    root: webDist,
    // Picks file.br or file.gz by Accept-Encoding (and says Vary: Accept-Encoding); plain file otherwise.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const cacheControl = cacheControlFor(path.relative(webDist, filePath));
      reply.header('cache-control', cacheControl);
      // A hashed file is never revalidated (immutable) and nothing here plays media, so its
      // validators and the offer of byte ranges would only cost bytes with every file.
      if (cacheControl === CACHE_CONTROL.hashed)
        reply.removeHeader('etag').removeHeader('last-modified').removeHeader('accept-ranges');
    },
  };
  // reply.sendFile, for the history fallback outside the files' own scope.
  await app.register(fastifyStatic, { ...sendOptions, serve: false });
  // The files' routes get their own scope, so their helmet settings touch no other route.
  await app.register(async (files) => {
    files.addHook('onRoute', (route) => {
      if (SUBRESOURCE.test(route.url)) route.config = { ...route.config, helmet: SUBRESOURCE_HELMET };
      // A script's own Referrer-Policy governs nothing (its requests follow the page's policy); a
      // stylesheet's governs the fonts and images it loads, so styles keep theirs.
      if (/\.js$/i.test(route.url)) {
        route.config = { ...route.config, helmet: { ...SUBRESOURCE_HELMET, referrerPolicy: false } };
      }
      // An SVG (the favicon) can be opened as a page and carry script: it gets the policy that lets
      // nothing run or load, which is both stricter and shorter than the app page's.
      if (/\.svg$/i.test(route.url)) route.config = { ...route.config, helmet: API_HELMET };
    });
    await files.register(fastifyStatic, {
      ...sendOptions,
      decorateReply: false,
      // One route per file found at start-up, instead of a wildcard that touches the disk for any path.
      wildcard: false,
      index: false,
      // The compressed copies are variants of their file, not URLs of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  });
  const copies = pageCopies(webDist);
  return (reply, url) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? '';
    return reply.sendFile(copies.get(pathname) ?? 'index.html', webDist);
  };
}

/** A missing hashed file is a 404: answering it with index.html would hand HTML to a script tag. */
export function isAppShellPath(url: string): boolean {
  return !url.startsWith(HASHED_ASSETS_PREFIX);
}
