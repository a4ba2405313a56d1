// Writes a copy of index.html per landing-type page that also preloads that page's own chunks, so
// the browser fetches them together with the entry instead of one round trip after it has run
// (decision 0017). The server answers the page's path with its copy. A prerendered page's start
// script takes the list over and fetches it after the first paint (prerender.ts, decision 0028).
import path from 'node:path';
import type { Plugin } from 'vite';

export interface PreloadedPage {
  /** File written beside index.html; the server answers `/<name>` with it. */
  html: string;
  /** Source modules (relative to the web app) whose chunks the page needs before it can render. */
  modules: readonly string[];
}

export const PRELOADED_PAGES: readonly PreloadedPage[] = [
  {
    html: 'landing.html',
    // The page and its translations; English is the default language, and most visitors' own.
    modules: ['src/features/public-site/landing-page.tsx', 'src/lib/i18n/locales/en-US/public-site.json'],
  },
];

/** The part of a Rollup/Rolldown output chunk this plugin reads. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

type Bundle = Record<string, ChunkInfo | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

/** `fileName` and every chunk it statically imports, transitively. */
function withStaticImports(fileName: string, chunks: Map<string, ChunkInfo>, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withStaticImports(imported, chunks, into);
  return into;
}

/** The chunks `page` needs that the entry does not already load, in a stable order. */
export function chunksToPreload(bundle: Bundle, page: PreloadedPage, appRoot: string): string[] {
  const chunks = new Map<string, ChunkInfo>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entryFiles = new Set<string>();
  for (const chunk of chunks.values())
    if (chunk.isEntry) withStaticImports(chunk.fileName, chunks, entryFiles);
  const needed = new Set<string>();
  for (const module of page.modules) {
    const id = path.resolve(appRoot, module);
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
    // A renamed or merged module must fail the build, not quietly drop the preload.
    if (!chunk) throw new Error(`page-preloads: no chunk starts at ${module} (for ${page.html})`);
    withStaticImports(chunk.fileName, chunks, needed);
  }
  return [...needed].filter((file) => !entryFiles.has(file)).sort();
}

const HEAD_END = /\n(\s*)<\/head>/;

/** index.html with modulepreload links for `files` added at the end of its head. */
export function htmlWithPreloads(indexHtml: string, files: readonly string[], base: string): string {
  if (!HEAD_END.test(indexHtml)) throw new Error('page-preloads: index.html has no </head> line');
  const links = files
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('');
  return indexHtml.replace(HEAD_END, (_match, indent: string) => `${links}\n${indent}</head>`);
}

/** Vite plugin: emits one HTML file per entry of PRELOADED_PAGES. */
export function pagePreloads(pages: readonly PreloadedPage[] = PRELOADED_PAGES): Plugin {
  let appRoot = '';
  let base = '/';
  return {
    name: 'competencyhub-page-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      appRoot = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('page-preloads: index.html was not built');
      const indexHtml =
        typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
      for (const page of pages) {
        const files = chunksToPreload(bundle as unknown as Bundle, page, appRoot);
        this.emitFile({
          type: 'asset',
          fileName: page.html,
          source: htmlWithPreloads(indexHtml, files, base),
        });
      }
    },
  };
}
