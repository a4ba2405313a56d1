// How busy and how fast the machine was while `npm run bench` ran. The same code has measured two to
// three times apart on this shared 2-core machine (docs/benchmarks.md, "Comparing runs"): a load
// average read only at the start and the end missed the work competing in between. So the bench samples
// the load average all along, and times a fixed CPU job at the start and the end, and prints both
// beside its figures.
import { pbkdf2Sync } from 'node:crypto';
import os from 'node:os';

/** A fixed, single-threaded CPU job: PBKDF2-SHA256 of 100,000 rounds, best of 3, in ms. */
export function cpuReferenceMs() {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    pbkdf2Sync('competencyhub', 'bench-reference', 100_000, 32, 'sha256');
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** Starts watching; `stop()` returns the load average (1 minute) at start, highest and end, and the CPU job's times. */
export function watchMachine(everyMs = 5_000) {
  const cpuStart = cpuReferenceMs();
  const loadStart = os.loadavg()[0] ?? 0;
  let loadMax = loadStart;
  const timer = setInterval(() => {
    loadMax = Math.max(loadMax, os.loadavg()[0] ?? 0);
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const loadEnd = os.loadavg()[0] ?? 0;
      return {
        cores: os.cpus().length,
        loadStart,
        loadMax: Math.max(loadMax, loadEnd),
        loadEnd,
        cpuStart,
        cpuEnd: cpuReferenceMs(),
      };
    },
  };
}

/** The header lines of docs/benchmarks.md that say how the machine was during the run. */
export function machineLines(m) {
  return [
    `Load average of the machine (1 minute), sampled every 5 s: ${m.loadStart.toFixed(1)} at the start, ${m.loadMax.toFixed(1)} at the highest, ${m.loadEnd.toFixed(1)} at the end;`,
    `above ${m.cores} other work was competing for the cores and every timing here is inflated. A fixed CPU job`,
    `(PBKDF2-SHA256, 100,000 rounds, one core) took ${m.cpuStart.toFixed(0)} ms at the start and ${m.cpuEnd.toFixed(0)} ms at the end:`,
    'compare it between runs before comparing their timings.',
  ];
}
