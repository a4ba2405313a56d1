import { describe, expect, it } from 'vitest';
import { type CurrentLevel, currentLevel, STORED_DEFAULT_RULES } from './current-level.ts';
import {
  confidenceBand,
  fromTenths,
  isStale,
  levelConfidence,
  levelValidUntil,
  toTenths,
} from './level-confidence.ts';

const at = (day: string) => `${day}T10:00:00.000Z`;
const peers = (levels: number[], day: string) =>
  levels.map((level, i) => ({ rater: `p${i}`, level, ratedAt: at(day) }));

describe('level confidence', () => {
  const asOf = at('2026-06-01');

  it('is 0 without a level', () => {
    expect(levelConfidence({ level: null, contributions: [], peersWithheld: 0 }, 5, asOf)).toBe(0);
  });

  it('rises with a manager and colleagues who agree, over a self-rating alone', () => {
    const selfOnly = currentLevel(
      { self: { level: 3, ratedAt: at('2026-05-30'), raterName: 'A' }, peers: [] },
      STORED_DEFAULT_RULES,
    );
    const allAgree = currentLevel(
      {
        self: { level: 3, ratedAt: at('2026-05-30'), raterName: 'A' },
        manager: { level: 3, ratedAt: at('2026-05-30'), raterName: 'M' },
        peers: peers([3, 3, 3, 3], '2026-05-30'),
      },
      STORED_DEFAULT_RULES,
    );
    const low = levelConfidence(selfOnly, 5, asOf);
    const high = levelConfidence(allAgree, 5, asOf);
    expect(low).toBeLessThan(50);
    expect(high).toBeGreaterThan(90);
  });

  it('falls when the sources disagree and when the ratings are old', () => {
    const agree = currentLevel(
      {
        self: { level: 4, ratedAt: at('2026-05-30'), raterName: 'A' },
        manager: { level: 4, ratedAt: at('2026-05-30'), raterName: 'M' },
        peers: [],
      },
      STORED_DEFAULT_RULES,
    );
    const disagree = currentLevel(
      {
        self: { level: 5, ratedAt: at('2026-05-30'), raterName: 'A' },
        manager: { level: 1, ratedAt: at('2026-05-30'), raterName: 'M' },
        peers: [],
      },
      STORED_DEFAULT_RULES,
    );
    const old = currentLevel(
      {
        self: { level: 4, ratedAt: at('2024-05-30'), raterName: 'A' },
        manager: { level: 4, ratedAt: at('2024-05-30'), raterName: 'M' },
        peers: [],
      },
      STORED_DEFAULT_RULES,
    );
    expect(levelConfidence(disagree, 5, asOf)).toBe(levelConfidence(agree, 5, asOf) - 20);
    expect(levelConfidence(old, 5, asOf)).toBe(levelConfidence(agree, 5, asOf) - 20);
  });
});

describe('level validity', () => {
  it('holds twelve months after the newest rating the level rests on', () => {
    const level: CurrentLevel = currentLevel(
      {
        self: { level: 2, ratedAt: at('2026-03-31'), raterName: 'A' },
        manager: { level: 3, ratedAt: at('2025-01-10'), raterName: 'M' },
        peers: [],
      },
      STORED_DEFAULT_RULES,
    );
    // The default policy uses the manager's rating only: the self-rating does not extend it.
    expect(levelValidUntil(level, null)).toBe('2026-01-10');
    // A linked certificate that expires later keeps the level; one that expires earlier does not shorten it.
    expect(levelValidUntil(level, '2027-03-31')).toBe('2027-03-31');
    expect(levelValidUntil(level, '2025-12-31')).toBe('2026-01-10');
    expect(isStale('2026-01-10', '2026-01-10')).toBe(false);
    expect(isStale('2026-01-10', '2026-01-11')).toBe(true);
    expect(levelValidUntil({ level: null, contributions: [], peersWithheld: 0 }, '2027-03-31')).toBeNull();
  });

  it('stores levels as exact tenths', () => {
    expect(toTenths(3.4)).toBe(34);
    expect(toTenths(2.95)).toBe(30);
    expect(fromTenths(34)).toBe(3.4);
    expect(toTenths(null)).toBeNull();
  });
});

describe('confidence in words', () => {
  it('is high from 70 and medium from 40', () => {
    expect([0, 39, 40, 69, 70, 100].map(confidenceBand)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});
