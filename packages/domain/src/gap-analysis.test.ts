import { describe, expect, it } from 'vitest';
import { analyseGaps, bandMove, fitBand, type Requirement } from './gap-analysis.ts';

const requirement = (competencyId: string, requiredLevel: number, importance: Requirement['importance']) => ({
  competencyId,
  requiredLevel,
  importance,
});

describe('analyseGaps', () => {
  it('is a full fit when every requirement is met, and exceeding one does not count extra', () => {
    const result = analyseGaps(
      [requirement('sql', 3, 'critical'), requirement('design', 2, 'nice_to_have')],
      new Map([
        ['sql', 5],
        ['design', 2],
      ]),
    );
    expect(result.fitPercent).toBe(100);
    expect(result.requirementsMet).toBe(2);
    expect(result.rows.map((row) => row.gap)).toEqual([0, 0]);
  });

  it('weights fit by importance: critical 3, important 2, nice to have 1', () => {
    // critical met half (2 of 4), important met fully, nice-to-have not rated at all.
    const result = analyseGaps(
      [
        requirement('a', 4, 'critical'),
        requirement('b', 3, 'important'),
        requirement('c', 2, 'nice_to_have'),
      ],
      new Map([
        ['a', 2],
        ['b', 3],
      ]),
    );
    // (3 × 0.5 + 2 × 1 + 1 × 0) ÷ 6 = 58.3 %
    expect(result.fitPercent).toBe(58);
    const c = result.rows.find((row) => row.competencyId === 'c');
    expect(c).toMatchObject({ currentLevel: null, gap: 2, met: 0 });
  });

  it('puts the largest gaps on the most important competencies first', () => {
    const result = analyseGaps(
      [
        requirement('nice-big', 5, 'nice_to_have'),
        requirement('critical-small', 3, 'critical'),
        requirement('important-mid', 4, 'important'),
        requirement('critical-met', 2, 'critical'),
      ],
      new Map([
        ['nice-big', 1],
        ['critical-small', 2],
        ['important-mid', 2],
        ['critical-met', 4],
      ]),
    );
    // weighted gaps: nice-big 4×1 = 4, critical-small 1×3 = 3, important-mid 2×2 = 4, critical-met 0.
    expect(result.rows.map((row) => row.competencyId)).toEqual([
      'important-mid',
      'nice-big',
      'critical-small',
      'critical-met',
    ]);
  });

  it('has no fit for a profile without requirements', () => {
    expect(analyseGaps([], new Map())).toEqual({ rows: [], fitPercent: null, requirementsMet: 0 });
  });

  it('has no fit while nothing is rated, and counts a missing level as the whole gap once something is', () => {
    const requirements = [
      { competencyId: 'a', requiredLevel: 3, importance: 'critical' as const },
      { competencyId: 'b', requiredLevel: 2, importance: 'nice_to_have' as const },
    ];
    expect(analyseGaps(requirements, new Map()).fitPercent).toBeNull();
    // a: 3 of 3 (weight 3), b: unrated (weight 1): (3 × 1 + 1 × 0) ÷ 4.
    expect(analyseGaps(requirements, new Map([['a', 3]])).fitPercent).toBe(75);
  });
});

describe('fit bands', () => {
  it('cuts at one half and four fifths, with no fit below them all', () => {
    expect([null, 0, 49, 50, 79, 80, 100].map(fitBand)).toEqual([
      'none',
      'low',
      'low',
      'developing',
      'developing',
      'ready',
      'ready',
    ]);
    expect(bandMove(45, 55)).toBe(1);
    expect(bandMove(85, 79)).toBe(-1);
    expect(bandMove(60, 70)).toBe(0);
    expect(bandMove(null, 10)).toBe(1);
  });
});
