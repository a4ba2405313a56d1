// Puts the landing page's first render into its HTML at build time, so the hero paints with the
// stylesheet instead of after the app's scripts have downloaded and run (decision 0028).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { createServer, type Plugin } from 'vite';
import { PRERENDERED_ATTRIBUTE } from '../src/lib/prerendered.ts';

export interface PrerenderedPage {
  /** The page copy of index.html (written by page-preloads.ts) that gets the markup. */
  html: string;
  /** The path it answers, rendered by the app's own router. */
  path: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [{ html: 'landing.html', path: '/landing' }];

/** The script that starts the app on a prerendered page, bundled on its own. */
const START_SCRIPT = 'src/prerendered-start.ts';

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /\n[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\n[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

export interface Prerender {
  /** What React rendered into #root. */
  markup: string;
  /** The path it was rendered for. */
  path: string;
  /** URL of the start script (src/prerendered-start.ts) that replaces the entry script. */
  startScript: string;
}

/**
 * The page copy `html` (index.html plus module preloads) made into a prerendered page: `markup` in
 * #root, marked with its path; and instead of the entry script and the preloads, which would compete
 * with the first paint, the start script, which fetches them once the page has been painted.
 */
export function htmlWithPrerender(html: string, { markup, path, startScript }: Prerender): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`prerender: no ${EMPTY_ROOT} in the page`);
  // The CSP allows scripts from the site's own files only ('self'): an inline script would be refused.
  if (/<script\b/i.test(markup)) throw new Error(`prerender: the markup of ${path} carries a script`);
  if (!markup.trim()) throw new Error(`prerender: ${path} rendered nothing`);
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('prerender: the page has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const indent = /\n([ \t]*)</.exec(entry[0])?.[1] ?? '';
  const start =
    `\n${indent}<script type="module" blocking="render" crossorigin src="${startScript}"` +
    ` data-app="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => start)
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${markup}</div>`);
}

type RenderPage = (path: string) => Promise<string>;

/**
 * Renders `paths` with src/prerender.tsx, loaded through Vite's SSR module loader: the same source
 * the browser bundle is built from, its dependencies from node_modules.
 */
export async function renderPages(root: string, paths: readonly string[]): Promise<string[]> {
  const server = await createServer({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    // Only the SSR loader is used: no pre-bundling of browser dependencies.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderPage } = (await server.ssrLoadModule('/src/prerender.tsx')) as { renderPage: RenderPage };
    const pages: string[] = [];
    for (const page of paths) pages.push(await renderPage(page));
    return pages;
  } finally {
    await server.close();
  }
}

/**
 * src/prerendered-start.ts as one small file of its own. Vite would share its few imports with the
 * app's entry chunk, which is exactly what the page must not load before its first paint.
 */
export async function bundleStartScript(root: string): Promise<string> {
  const result = await esbuild({
    entryPoints: [path.join(root, START_SCRIPT)],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`prerender: bundling ${START_SCRIPT} produced nothing`);
  return output.text;
}

/** Vite plugin: fills the #root of each page of PRERENDERED_PAGES with its render. */
export function prerender(pages: readonly PrerenderedPage[] = PRERENDERED_PAGES): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'competencyhub-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const [rendered, startSource] = await Promise.all([
        renderPages(
          root,
          pages.map((page) => page.path),
        ),
        bundleStartScript(root),
      ]);
      const startScript = `${base}${this.getFileName(
        this.emitFile({ type: 'asset', name: 'prerendered-start.js', source: startSource }),
      )}`;
      for (const [i, page] of pages.entries()) {
        const file = bundle[page.html];
        if (file?.type !== 'asset') return this.error(`prerender: ${page.html} was not built`);
        const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = htmlWithPrerender(html, { markup: rendered[i] ?? '', path: page.path, startScript });
      }
    },
  };
}
