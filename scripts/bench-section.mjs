// One section of docs/benchmarks.md, replaced in place (or appended) by a bench that runs on its own.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = path.join(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  'docs/benchmarks.md',
);

/** Replaces the section that starts with `heading` (up to the next `## `), or appends it. */
export function replaceBenchSection(heading, lines) {
  const text = readFileSync(FILE, 'utf8');
  const start = text.indexOf(heading);
  const section = `${lines.join('\n')}\n`;
  if (start < 0) {
    writeFileSync(FILE, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + heading.length);
  writeFileSync(FILE, `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next + 1)}`);
}

/** Runs a TypeScript bench of apps/api/bench with tsx and parses the JSON of its last line. */
export function runJsonBench(file, what) {
  const run = spawnSync('npx', ['tsx', file], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    encoding: 'utf8',
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`the ${what} benchmark failed`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]');
}

const figure = (n, unit) => `${Number(n.toFixed(unit === ' ×' ? 2 : 1))}${unit}`;

/**
 * The FAIL line of a budget missed: what, the measurement, the budget and by how much it is missed.
 * `unit` is ' ms', ' KB', ' s' or ' ×'; `atMost` says whether the budget allows the value itself.
 */
export function missedBy(what, measured, budget, unit = ' ms', { atMost = false } = {}) {
  const over = measured - budget;
  if (atMost ? over <= 0 : over < 0) return null;
  return `${what}: ${figure(measured, unit)}, budget ${atMost ? '≤' : '<'} ${figure(budget, unit)} — missed by ${figure(over, unit)}`;
}

/** A budget judged on PostgreSQL that this run could not judge: a failure too, never a silent pass. */
export const notOnPostgres = (what) =>
  `${what}: not measured on PostgreSQL, where its budget is judged (set BENCH_DATABASE_URL to an admin connection URL)`;
