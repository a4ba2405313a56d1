import { describe, expect, it } from 'vitest';
import { percentile, Recorder, rssMiB } from './ops/soak-stats.mjs';

describe('the soak’s figures', () => {
  it('takes percentiles by nearest rank, so a p95 is a latency that was measured', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });

  it('counts a failed request as a request and an error, and keeps its reason', () => {
    const recorder = new Recorder();
    recorder.ok('GET /me', 3);
    recorder.ok('GET /me', 5);
    recorder.error('GET /me', 900, '503 GET /me: unavailable');
    recorder.page();
    const [me] = recorder.summary();
    expect(me).toMatchObject({ name: 'GET /me', count: 3, errors: 1, p50: 5, max: 900 });
    expect(me?.samples).toEqual(['503 GET /me: unavailable']);
    expect(recorder.requests).toBe(3);
    expect(recorder.pages).toBe(1);
  });

  it('reads the resident memory of a running process, and none of one that has gone', () => {
    expect(rssMiB(process.pid)).toBeGreaterThan(10);
    expect(rssMiB(2 ** 22 + 12_345)).toBeNull();
  });
});
