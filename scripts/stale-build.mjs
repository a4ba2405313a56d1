// Which of the two builds (web, API) is older than its sources: shared by `npm start` and the cluster
// scripts, so a stale dist is caught the same way everywhere.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** @param {string} target @returns {number} the newest modification time under target (0: missing) */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** @param {string} root the repository @returns {{ web: boolean, api: boolean }} true where a build is missing or older than its sources */
export function staleBuilds(root) {
  const at = (/** @type {string[]} */ ...p) => path.join(root, ...p);
  const domain = newestMtime(at('packages/domain/src'));
  const webSources = Math.max(
    domain,
    newestMtime(at('apps/web/src')),
    newestMtime(at('apps/web/index.html')),
    newestMtime(at('apps/web/vite.config.ts')),
    newestMtime(at('apps/web/build')),
    newestMtime(at('apps/web/public')),
  );
  const apiSources = Math.max(domain, newestMtime(at('apps/api/src')), newestMtime(at('apps/api/build.mjs')));
  return {
    web: webSources > newestMtime(at('apps/web/dist/index.html')),
    api: apiSources > newestMtime(at('apps/api/dist/server.js')),
  };
}
