import { describe, expect, it } from 'vitest';
import { currentLevel, MIN_ANONYMOUS_RATERS } from './current-level.ts';

const manager = { level: 4, ratedAt: '2026-09-01T10:00:00.000Z', raterName: 'Marcus Manager' };
const self = { level: 2, ratedAt: '2026-08-01T10:00:00.000Z', raterName: 'Emma Employee' };
const peer = (level: number, day: number) => ({
  level,
  ratedAt: `2026-07-${String(day).padStart(2, '0')}T09:00:00.000Z`,
});

describe('currentLevel with the default policy (manager, else peers, else self)', () => {
  it("takes the manager's rating and shows the others as present but unused", () => {
    const result = currentLevel({ manager, self, peers: [peer(3, 1), peer(3, 2), peer(4, 3)] });
    expect(result.level).toBe(4);
    expect(result.contributions.map((c) => [c.source, c.level, c.weight])).toEqual([
      ['manager', 4, 1],
      ['peers', 3.3, 0],
      ['self', 2, 0],
    ]);
    expect(result.contributions[0]?.raterName).toBe('Marcus Manager');
    expect(result.contributions[1]).toMatchObject({
      raterName: null,
      peerCount: 3,
      ratedAt: '2026-07-03T09:00:00.000Z',
    });
  });

  it('falls back to the peers, then to the self-rating', () => {
    expect(currentLevel({ self, peers: [peer(3, 1), peer(4, 2), peer(5, 3)] }).level).toBe(4);
    expect(currentLevel({ self, peers: [] }).level).toBe(2);
    expect(currentLevel({ peers: [] })).toEqual({ level: null, contributions: [], peersWithheld: 0 });
  });
});

describe('the anonymity threshold', () => {
  it('withholds peer answers until at least three have answered', () => {
    const two = currentLevel({ self, peers: [peer(5, 1), peer(5, 2)] });
    expect(two.level).toBe(2);
    expect(two.contributions.map((c) => c.source)).toEqual(['self']);
    expect(two.peersWithheld).toBe(2);
  });

  it('can be raised by a company but never lowered below three', () => {
    const peers = [peer(4, 1), peer(4, 2), peer(4, 3)];
    expect(currentLevel({ self, peers, minPeers: 5 }).peersWithheld).toBe(3);
    expect(currentLevel({ self, peers, minPeers: 1 }).level).toBe(4);
    expect(MIN_ANONYMOUS_RATERS).toBe(3);
  });
});

describe('a weighted policy', () => {
  it('averages the sources present with their weights, normalised over those present', () => {
    const result = currentLevel(
      { manager, self, peers: [] },
      { mode: 'weighted', weights: { manager: 3, peers: 2, self: 1 } },
    );
    // (4 × 3 + 2 × 1) ÷ 4 = 3.5; the peers are absent, so their weight goes to the others.
    expect(result.level).toBe(3.5);
    expect(result.contributions.map((c) => [c.source, c.weight])).toEqual([
      ['manager', 0.75],
      ['self', 0.25],
    ]);
  });

  it('has no level when every present source weighs nothing', () => {
    const result = currentLevel(
      { self, peers: [] },
      { mode: 'weighted', weights: { manager: 1, peers: 1, self: 0 } },
    );
    expect(result.level).toBeNull();
  });
});
