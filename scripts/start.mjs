#!/usr/bin/env node
// `npm start`: install what is missing, build what is stale, then run the server (migrates and seeds).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstallOrExit } from './ensure-install.mjs';
import { warnIfUnsupportedNode } from './node-version.mjs';
import { staleBuilds } from './stale-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

warnIfUnsupportedNode();
// After an install the dependencies may differ from those the last build used: build again.
const installed = ensureInstallOrExit(root);

const stale = staleBuilds(root);
if (installed || stale.web) {
  console.info('Building the web app…');
  run('npm', ['run', 'build', '--silent', '-w', '@competencyhub/web']);
}
if (installed || stale.api) {
  console.info('Building the API…');
  run('npm', ['run', 'build', '--silent', '-w', '@competencyhub/api']);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
