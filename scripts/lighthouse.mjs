// Lighthouse's mobile performance score of a page, as its CLI reports it (default mobile settings:
// Moto G Power screen, 4× CPU slowdown, simulated slow 4G), run with Debian's Chromium through
// CHROME_PATH. Part of `npm run bench`; `npm run bench:lighthouse` runs it alone (build, a server on a
// fresh data directory, the audit of /landing) and replaces only its section of docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { replaceBenchSection } from './bench-section.mjs';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LIGHTHOUSE_BUDGET = 95;

const chromePath = () => process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The Chromium the audits ran in, as `chromium --version` prints it (its user agent reports only the
 * major version): a new Chromium can move the score with no change of ours.
 */
export function chromiumVersion() {
  const run = spawnSync(chromePath(), ['--version'], { encoding: 'utf8' });
  return /(\d+\.\d+\.\d+\.\d+)/.exec(run.stdout ?? '')?.[1] ?? 'unknown';
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

function runOnce(url, outFile) {
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outFile}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: {
        ...process.env,
        CHROME_PATH: chromePath(),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${stderr.trim()}`));
      const report = JSON.parse(readFileSync(outFile, 'utf8'));
      if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.message}`));
      const audits = report.audits;
      resolve({
        score: Math.round(report.categories.performance.score * 100),
        version: report.lighthouseVersion,

        ...Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, audits[id].numericValue])),
      });
    });
  });
}

/** How many times one failed Lighthouse run is run again before the bench gives up. */
const MAX_RETRIES = 2;

/**
 * Runs Lighthouse `runs` times and returns the median run by score: on a shared machine single runs
 * swing by several points, mostly in total blocking time.
 */
export async function measureLighthouse(url, runs = 3) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-lighthouse-'));
  try {
    const results = [];
    let retried = 0;
    for (let i = 0; i < runs; i++) {
      // Lighthouse sometimes fails to record a page load's trace ("NO_NAVSTART … Please run Lighthouse
      // again"): such a run is run again, twice at most, and the section says how many were.
      for (let attempt = 0; ; attempt++) {
        try {
          results.push(await runOnce(url, path.join(dir, `run-${i}-${attempt}.json`)));
          break;
        } catch (error) {
          if (attempt >= MAX_RETRIES) throw error;
          retried++;
          console.error(`Lighthouse run ${i + 1} failed, running it again: ${error.message.split('\n')[0]}`);
        }
      }
    }
    results.sort((a, b) => a.score - b.score);
    const median = results[Math.floor(results.length / 2)];
    return { ...median, runs: results.map((r) => r.score), retried, chromium: chromiumVersion() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The docs/benchmarks.md section for `measureLighthouse`'s result. */
export function lighthouseSection(lh) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  return [
    '## Lighthouse, mobile, `/landing`',
    '',
    `Lighthouse ${lh.version} CLI with its default mobile settings (simulated slow 4G, 4× CPU slowdown) on`,
    `Chromium ${lh.chromium} (\`CHROME_PATH\`); the median of ${lh.runs.length} runs (scores ${lh.runs.join(', ')})${
      lh.retried
        ? `; ${lh.retried} run${lh.retried === 1 ? ' was' : 's were'} run again after Lighthouse failed to record it`
        : ''
    }.`,
    'The 4× slowdown multiplies the CPU time measured here, so a busy machine lowers the score, mostly',
    'through total blocking time. Part of `npm run bench`; `npm run bench:lighthouse` runs it alone.',
    '',
    '| Performance score | First contentful paint | Largest contentful paint | Total blocking time | Speed index | Cumulative layout shift | Budget |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${lh.score} | ${seconds(lh.fcp)} | ${seconds(lh.lcp)} | ${lh.tbt.toFixed(0)} ms | ${seconds(lh.si)} | ${lh.cls.toFixed(3)} | ≥ ${LIGHTHOUSE_BUDGET} ${lh.score >= LIGHTHOUSE_BUDGET ? '(met)' : '(**under**)'} |`,
    '',
  ];
}

export function lighthouseFailures(lh) {
  return lh.score < LIGHTHOUSE_BUDGET
    ? [
        `Lighthouse mobile performance of /landing: ${lh.score}, budget ≥ ${LIGHTHOUSE_BUDGET} — missed by ${LIGHTHOUSE_BUDGET - lh.score}`,
      ]
    : [];
}

const HEADING = '## Lighthouse, mobile, `/landing`';

/** `npm run bench:lighthouse`: build, serve the demo on a fresh data directory, audit /landing. */
async function runAlone() {
  const built = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-lighthouse-data-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), BASE_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    const started = Date.now();
    for (;;) {
      if (Date.now() - started > 120_000) throw new Error('server did not become healthy');
      const ok = await fetch(`${base}/api/v1/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    const lh = await measureLighthouse(`${base}/landing`, runs);
    const lines = lighthouseSection(lh);
    replaceBenchSection(HEADING, lines);
    console.info(lines.join('\n'));
    const failures = lighthouseFailures(lh);
    for (const failure of failures) console.error(`FAIL ${failure}`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runAlone().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
