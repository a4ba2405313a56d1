// Lighthouse's mobile performance score of a page, as its CLI reports it (default mobile settings:
// Moto G Power screen, 4× CPU slowdown, simulated slow 4G), run with Debian's Chromium through
// CHROME_PATH. Used by `npm run bench`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const LIGHTHOUSE_BUDGET = 95;

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
        CHROME_PATH: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

/**
 * Runs Lighthouse `runs` times and returns the median run by score: on a shared machine single runs
 * swing by several points, mostly in total blocking time.
 */
export async function measureLighthouse(url, runs = 3) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-lighthouse-'));
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await runOnce(url, path.join(dir, `run-${i}.json`)));
    results.sort((a, b) => a.score - b.score);
    const median = results[Math.floor(results.length / 2)];
    return { ...median, runs: results.map((r) => r.score) };
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
    `Debian's Chromium (\`CHROME_PATH\`); the median of ${lh.runs.length} runs (scores ${lh.runs.join(', ')}).`,
    'The 4× slowdown multiplies the CPU time measured here, so a busy machine lowers the score, mostly',
    'through total blocking time.',
    '',
    '| Performance score | First contentful paint | Largest contentful paint | Total blocking time | Speed index | Cumulative layout shift | Budget |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${lh.score} | ${seconds(lh.fcp)} | ${seconds(lh.lcp)} | ${lh.tbt.toFixed(0)} ms | ${seconds(lh.si)} | ${lh.cls.toFixed(3)} | ≥ ${LIGHTHOUSE_BUDGET} ${lh.score >= LIGHTHOUSE_BUDGET ? '(met)' : '(**under**)'} |`,
    '',
  ];
}

export function lighthouseFailures(lh) {
  return lh.score < LIGHTHOUSE_BUDGET
    ? [`Lighthouse mobile performance of /landing is ${lh.score}, under ${LIGHTHOUSE_BUDGET}`]
    : [];
}
