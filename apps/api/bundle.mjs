// How the API is bundled (build.mjs), shared with the knowledge base's page reader run from source
// (src/modules/knowledge-base/extract-in-worker.ts), so that tests, development and production all run
// the reader as the same plain bundled file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const pkg = JSON.parse(readFileSync(here('./package.json'), 'utf8'));

export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Dependencies stay in node_modules: the native ones (sharp, @node-rs/argon2) load a binary built
  // for the platform at run time, which a bundle cannot carry.
  external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@competencyhub/')),
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};

/** The page reader's child process (extract-in-worker.ts starts it). */
export const EXTRACT_WORKER_ENTRY = here('./src/modules/knowledge-base/extract-worker.ts');

/**
 * From source: bundles the page reader into node_modules/.cache, under a name made of its content (so
 * processes running at once never read a half-written or another version's file), and answers its path.
 * A plain file is what the reader's memory cap is sized for: run through tsx, the loader alone runs
 * out of it.
 */
export async function bundleExtractWorkerFromSource() {
  const result = await build({
    ...bundleOptions,
    entryPoints: [EXTRACT_WORKER_ENTRY],
    sourcemap: 'inline',
    write: false,
    outfile: 'extract-worker.mjs',
  });
  const code = result.outputFiles[0].contents;
  const folder = here('./node_modules/.cache/competencyhub-api');
  // .mjs: under node_modules no package.json says the file is a module.
  const path = `${folder}/extract-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  if (!existsSync(path)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, path);
  }
  return path;
}
