// The entry of the extraction worker (extract-in-worker.ts). Built, the server runs next to
// extract-worker.js (apps/api/build.mjs); from source (tsx, the tests) the worker loads the TypeScript
// through tsx's loader, which the main thread's loader does not reach.
import { workerData } from 'node:worker_threads';

if (workerData?.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./extract-worker.ts');
} else {
  await import('./extract-worker.js');
}
