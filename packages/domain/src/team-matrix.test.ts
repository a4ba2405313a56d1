import { describe, expect, it } from 'vitest';
import {
  cellState,
  columnCounts,
  coverageRisks,
  type MatrixCell,
  type MatrixMember,
  teamCounts,
  teamGaps,
} from './team-matrix.ts';

const member = (id: string, cells: Record<string, [number | null, number | null]>): MatrixMember => ({
  id,
  cells: new Map(
    Object.entries(cells).map(([competencyId, [level, required]]): [string, MatrixCell] => [
      competencyId,
      { level, required },
    ]),
  ),
});

describe('cellState', () => {
  it('reads a cell against its requirement, a missing level as not rated', () => {
    expect(cellState({ level: 3, required: 3 })).toBe('met');
    expect(cellState({ level: 4, required: 3 })).toBe('met');
    expect(cellState({ level: 2, required: 3 })).toBe('below');
    expect(cellState({ level: null, required: 3 })).toBe('not_rated');
    expect(cellState({ level: 5, required: null })).toBe('not_required');
    expect(cellState(undefined)).toBe('not_required');
  });
});

describe('teamGaps', () => {
  const team = [
    member('ann', { sql: [2, 3], design: [4, 3], k8s: [null, 2] }),
    member('bob', { sql: [1, 3], design: [3, 3], k8s: [3, 2] }),
    member('cy', { sql: [3, 3], design: [1, 3] }),
    member('dee', { sql: [null, 4], design: [5, null] }),
  ];

  it('lists the competencies where more than half of those who need them fall short, widest first', () => {
    const gaps = teamGaps(team, ['sql', 'design', 'k8s', 'unused']);
    // sql: ann, bob and dee below (3 of 4; short by 1, 2 and 4: not rated counts as all of it);
    // k8s: ann not rated (1 of 2, not most); design: cy (1 of 3).
    expect(gaps).toEqual([{ competencyId: 'sql', required: 4, below: 3, averageShortfall: 2.3 }]);
  });

  it('orders by the share below, then how many, then the shortfall', () => {
    const gaps = teamGaps(
      [
        member('a', { x: [1, 3], y: [2, 3], z: [1, 2] }),
        member('b', { x: [2, 3], y: [2, 3], z: [null, 2] }),
        member('c', { x: [3, 3], y: [1, 3] }),
      ],
      ['x', 'y', 'z'],
    );
    expect(gaps.map((gap) => [gap.competencyId, gap.below, gap.required])).toEqual([
      ['y', 3, 3],
      ['z', 2, 2],
      ['x', 2, 3],
    ]);
  });

  it('finds no gap in an empty team or where nobody needs the competency', () => {
    expect(teamGaps([], ['sql'])).toEqual([]);
    expect(teamGaps([member('a', { sql: [1, null] })], ['sql'])).toEqual([]);
  });
});

describe('coverageRisks', () => {
  const competencies = [
    { id: 'sql', proficientLevel: 3 },
    { id: 'design', proficientLevel: 3 },
    { id: 'k8s', proficientLevel: 4 },
    { id: 'go', proficientLevel: 3 },
  ];

  it('names what the team needs that one person or nobody holds at the proficient level', () => {
    const risks = coverageRisks(
      [
        member('ann', { sql: [3, 3], design: [4, 3], k8s: [3, 2] }),
        member('bob', { sql: [4, 3], design: [2, 3], k8s: [3, 2] }),
        member('cy', { sql: [2, 3], go: [5, null] }),
      ],
      competencies,
    );
    expect(risks).toEqual([
      // Nobody holds k8s at 4, though two need it; one person holds design; sql has two holders;
      // go is required by nobody, so it is no risk of this team's.
      { competencyId: 'k8s', holders: 0, holderId: null, required: 2 },
      { competencyId: 'design', holders: 1, holderId: 'ann', required: 2 },
    ]);
  });

  it('counts a holder whose profile does not require the competency', () => {
    const risks = coverageRisks(
      [
        member('ann', { sql: [null, 3] }),
        member('bob', { sql: [4, null] }),
        member('cy', { sql: [3, null] }),
      ],
      competencies,
    );
    expect(risks).toEqual([]);
  });
});

describe('columnCounts', () => {
  it('counts cells by column exactly as teamCounts counts them by competency', () => {
    // A seeded generator: the same 50 teams every run, levels in halves and tenths, gaps, holders.
    let state = 7;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
    for (let team = 0; team < 50; team++) {
      const columns = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i) => ({
        id: `c${i}`,
        proficientLevel: 1 + Math.floor(next() * 5),
      }));
      const people = Array.from({ length: Math.floor(next() * 30) }, (_, p) => {
        const cells: Array<[number, number | null, number | null]> = [];
        for (const [column] of columns.entries()) {
          if (next() < 0.3) continue;
          const level = next() < 0.2 ? null : Math.round(next() * 50) / 10;
          const required = next() < 0.4 ? null : 1 + Math.floor(next() * 5);
          if (level === null && required === null) continue;
          cells.push([column, level, required]);
        }
        return { id: `p${p}`, cells };
      });
      const byCompetency: MatrixMember[] = people.map((person) => ({
        id: person.id,
        cells: new Map(
          person.cells.map(([column, level, required]) => [columns[column]?.id ?? '', { level, required }]),
        ),
      }));
      expect(columnCounts(people, columns)).toEqual(teamCounts(byCompetency, columns));
    }
  });
});
