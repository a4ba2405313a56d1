#!/usr/bin/env node
// `npm test`: installs what is missing (as `npm start` does), then types, lint/format, unit, API (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set) and browser tests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, INSTALL_HINT } from './chromium.mjs';
import { ensureInstallOrExit } from './ensure-install.mjs';
import { warnIfUnsupportedNode } from './node-version.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!findChromium()) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
warnIfUnsupportedNode();
ensureInstallOrExit(root);

const steps = [
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint and format', 'npx', ['biome', 'ci', '.']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['browser tests', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts']],
];

for (const [name, command, args] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.info(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
