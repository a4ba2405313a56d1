// Bundles the API (and the shared domain package, which ships as TypeScript source) into one file.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const options = {
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
await build({ ...options, entryPoints: ['src/main.ts'], outfile: 'dist/server.js' });
// The knowledge base reads pages in a worker thread (modules/knowledge-base/extract-in-worker.ts): its
// code is a bundle of its own, started through the same small entry as from source.
await build({
  ...options,
  entryPoints: ['src/modules/knowledge-base/extract-worker.ts'],
  outfile: 'dist/extract-worker.js',
});
copyFileSync('src/modules/knowledge-base/extract-boot.mjs', 'dist/extract-boot.mjs');
