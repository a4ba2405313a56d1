#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the server (migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstallOrExit } from './ensure-install.mjs';
import { warnIfUnsupportedNode } from './node-version.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

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

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

warnIfUnsupportedNode();
// After an install the dependencies may differ from those the last build used: build again.
const installed = ensureInstallOrExit(root);

const domain = newestMtime(at('packages/domain/src'));
const webSources = Math.max(
  domain,
  newestMtime(at('apps/web/src')),
  newestMtime(at('apps/web/index.html')),
  newestMtime(at('apps/web/vite.config.ts')),
  newestMtime(at('apps/web/build')),
  newestMtime(at('apps/web/public')),
);
if (installed || webSources > newestMtime(at('apps/web/dist/index.html'))) {
  console.info('Building the web app…');
  run('npm', ['run', 'build', '--silent', '-w', '@competencyhub/web']);
}
const apiSources = Math.max(domain, newestMtime(at('apps/api/src')), newestMtime(at('apps/api/build.mjs')));
if (installed || apiSources > newestMtime(at('apps/api/dist/server.js'))) {
  console.info('Building the API…');
  run('npm', ['run', 'build', '--silent', '-w', '@competencyhub/api']);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
