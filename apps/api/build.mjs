// Bundles the API (and the shared domain package, which ships as TypeScript source) into one file.
import { build } from 'esbuild';
import { bundleOptions, EXTRACT_WORKER_ENTRY } from './bundle.mjs';

await build({ ...bundleOptions, entryPoints: ['src/main.ts'], outfile: 'dist/server.js' });
// The knowledge base reads pages in a child process of its own, under a hard memory cap
// (modules/knowledge-base/extract-in-worker.ts): its code is a bundle of its own beside the server.
await build({ ...bundleOptions, entryPoints: [EXTRACT_WORKER_ENTRY], outfile: 'dist/extract-worker.js' });
