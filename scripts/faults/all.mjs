#!/usr/bin/env node
/**
 * Every fault script in turn (issue 25, point 4; decision 0080), each in its own process, and a line per
 * script with its result and time. Exits non-zero when any fails. Names on the command line run only
 * those: `node scripts/faults/all.mjs pg-restart mail-down`.
 *
 *   npm run faults            (about 5 minutes; root, for disk-full's tmpfs)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from '../ops/cluster.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// embedded-kill (decision 0079) takes FAULT_ROUNDS and FAULT_WRITE_MS: CI runs two shorter rounds.
const ALL = ['pg-restart', 'api-kill', 'disk-full', 'mail-down', 'embedded-kill'];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
for (const name of chosen)
  if (!ALL.includes(name)) throw new Error(`no fault script ${name}: ${ALL.join(', ')}`);

// Built once here, not raced by the first script.
await ensureBuilt();

/** @type {Array<{ name: string, ok: boolean, seconds: number, line: string }>} */
const outcomes = [];
let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // The script's own handlers stop what it started.
    current?.kill(signal);
  });
}
for (const name of chosen) {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  current = child;
  let resultLine = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    for (const line of String(chunk).split('\n')) if (line.startsWith(`${name}: `)) resultLine = line;
  });
  const code = await new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  current = null;
  outcomes.push({
    name,
    ok: code === 0,
    seconds: Math.round((Date.now() - started) / 1000),
    line: resultLine,
  });
}

console.info('\nFault scripts:');
for (const outcome of outcomes) {
  console.info(
    `  ${outcome.ok ? 'PASS' : 'FAIL'}  ${outcome.name.padEnd(13)} ${String(outcome.seconds).padStart(4)} s`,
  );
}
process.exitCode = outcomes.every((outcome) => outcome.ok) ? 0 : 1;
