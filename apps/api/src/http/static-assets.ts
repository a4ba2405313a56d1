// Serves the built web app: precompressed files chosen by Accept-Encoding, cache headers by kind of
// file, and index.html for every other page path (decision 0016).
import { existsSync } from 'node:fs';
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

export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/').replace(ENCODED_COPY, '');
  if (file === 'index.html') return CACHE_CONTROL.page;
  if (`/${file}`.startsWith(HASHED_ASSETS_PREFIX)) return CACHE_CONTROL.hashed;
  return CACHE_CONTROL.other;
}

/** Answers a page path with the SPA's index.html (the history fallback). */
export type SendAppShell = (reply: FastifyReply) => FastifyReply;

/**
 * Registers the files of `webDist`. Returns the history fallback, or null when there is no build
 * (API tests, or the API run alone).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null | undefined,
): Promise<SendAppShell | null> {
  if (!webDist || !existsSync(path.join(webDist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found at start-up, instead of a wildcard that touches the disk for any path.
    wildcard: false,
    index: false,
    // Picks file.br or file.gz by Accept-Encoding (and says Vary: Accept-Encoding); plain file otherwise.
    preCompressed: true,
    // The compressed copies are variants of their file, not URLs of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(webDist, filePath)));
    },
  });
  return (reply) => reply.sendFile('index.html', webDist);
}

/** A missing hashed file is a 404: answering it with index.html would hand HTML to a script tag. */
export function isAppShellPath(url: string): boolean {
  return !url.startsWith(HASHED_ASSETS_PREFIX);
}
