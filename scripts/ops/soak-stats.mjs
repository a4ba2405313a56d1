import { readFileSync } from 'node:fs';

// Per-operation timings of a load run (the soak and the capacity steps): every latency is kept, so the
// percentiles are exact (nearest rank), not estimated from buckets. A 10-minute soak records about a
// quarter of a million numbers, a few MB: cheap beside the accuracy.

/**
 * Nearest-rank percentile of an ascending array; 0 when empty.
 * @param {number[]} sorted
 * @param {number} p
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export class Recorder {
  /** @type {Map<string, { latencies: number[], errors: number, samples: string[] }>} */
  #ops = new Map();

  /** @param {string} name */
  #op(name) {
    let op = this.#ops.get(name);
    if (!op) {
      op = { latencies: [], errors: 0, samples: [] };
      this.#ops.set(name, op);
    }
    return op;
  }

  /** Pages opened (a page is one or more requests). */
  pages = 0;

  page() {
    this.pages++;
  }

  /**
   * @param {string} name
   * @param {number} ms
   */
  ok(name, ms) {
    this.#op(name).latencies.push(ms);
  }

  /** A failed request: counted, timed like the others, and its first few reasons kept for the report. */
  /**
   * @param {string} name
   * @param {number} ms
   * @param {string} reason
   */
  error(name, ms, reason) {
    const op = this.#op(name);
    op.latencies.push(ms);
    op.errors++;
    if (op.samples.length < 5) op.samples.push(reason);
  }

  /** { name, count, errors, p50, p95, p99, max, samples } per operation, in the order first seen. */
  summary() {
    return [...this.#ops].map(([name, op]) => {
      const sorted = [...op.latencies].sort((a, b) => a - b);
      return {
        name,
        count: sorted.length,
        errors: op.errors,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
        samples: op.samples,
      };
    });
  }

  get requests() {
    let n = 0;
    for (const op of this.#ops.values()) n += op.latencies.length;
    return n;
  }
}

/**
 * Resident memory of a process in MiB, from /proc (Linux); null once it has gone.
 * @param {number | undefined} pid
 * @returns {number | null}
 */
export function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process has used, from /proc/<pid>/stat; 0 once it has gone.
 * @param {number | undefined} pid
 */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
