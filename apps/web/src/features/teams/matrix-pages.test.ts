import type { TeamMatrix } from '@competencyhub/domain/schemas/teams';
import { describe, expect, it } from 'vitest';
import { inColumnsOf } from './matrix-pages.ts';

const competency = (id: string) => ({
  id,
  name: id,
  categoryName: '',
  frameworkName: '',
  proficientLevel: 3,
  levels: [],
});
const page = (columns: string[], cells: TeamMatrix['members'][number]['cells']) =>
  ({
    competencies: columns.map(competency),
    members: [
      {
        id: 'm',
        fullName: 'M',
        jobTitle: null,
        jobProfileTitle: null,
        fitPercent: null,
        cells,
        selfRatedCount: 0,
        managerRatingDue: false,
        directReport: true,
        openFeedbackCount: 0,
      },
    ],
  }) as unknown as TeamMatrix;

describe('a later page of the matrix', () => {
  it('keeps its cells as they are when its columns are the first page’s', () => {
    const first = page(['a', 'b'], []);
    const later = page(['a', 'b'], [[1, 2, 3]]);
    expect(inColumnsOf(first, later)[0]?.cells).toEqual([[1, 2, 3]]);
  });

  it('moves its cells to the first page’s columns when the columns changed between pages', () => {
    const first = page(['a', 'b', 'c'], []);
    // A requirement was added meanwhile: the later page shows "x" first, and no longer "b".
    const later = page(
      ['x', 'c', 'a'],
      [
        [0, 4, 4],
        [1, 2, null],
        [2, null, 3],
      ],
    );
    expect(inColumnsOf(first, later)[0]?.cells).toEqual([
      [2, 2, null],
      [0, null, 3],
    ]);
  });
});
