import { describe, expect, it } from 'vitest';
import { fitHistory } from './career-progress.ts';

const requirements = [
  { competencyId: 'a', requiredLevel: 4, importance: 'critical' as const },
  { competencyId: 'b', requiredLevel: 2, importance: 'nice_to_have' as const },
];

describe('fitHistory', () => {
  it('gives the fit after each day a required level changed, as the gap analysis computes it', () => {
    const points = fitHistory(
      requirements,
      new Map([
        [
          'a',
          [
            { at: '2026-01-10T09:00:00.000Z', level: 2 },
            { at: '2026-03-02T09:00:00.000Z', level: 3 },
            { at: '2026-06-20T09:00:00.000Z', level: 4 },
          ],
        ],
        ['b', [{ at: '2026-03-02T15:00:00.000Z', level: 2 }]],
      ]),
    );
    // a 2 of 4 alone: (3 × 0.5 + 0) / 4 = 38 %; then a 3 of 4 and b met on one day: (2.25 + 1) / 4 = 81 %;
    // then a met: 100 %.
    expect(points).toEqual([
      { day: '2026-01-10', fitPercent: 38 },
      { day: '2026-03-02', fitPercent: 81 },
      { day: '2026-06-20', fitPercent: 100 },
    ]);
  });

  it('has no point before the first level, and none for a change that leaves the fit the same', () => {
    const points = fitHistory(
      requirements,
      new Map([
        [
          'b',
          [
            { at: '2026-02-01T09:00:00.000Z', level: 2 },
            { at: '2026-02-05T09:00:00.000Z', level: 3 },
          ],
        ],
        ['unrelated', [{ at: '2026-01-01T09:00:00.000Z', level: 5 }]],
      ]),
    );
    expect(points).toEqual([{ day: '2026-02-01', fitPercent: 25 }]);
  });
});
