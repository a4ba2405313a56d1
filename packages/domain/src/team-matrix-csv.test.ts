import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TeamMatrix } from './schemas/teams.ts';
import { writeTeamMatrixCsv } from './team-matrix-csv.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const matrix: TeamMatrix = {
  team: { id: id(1), kind: 'reports', name: null, leadId: id(1), leadName: 'Maya', memberCount: 2 },
  competencies: [
    {
      id: id(10),
      name: 'Listening',
      categoryName: 'Talk',
      frameworkName: 'Core',
      proficientLevel: 3,
      levels: [],
    },
    {
      id: id(11),
      name: '=Writing, "plain"',
      categoryName: 'Talk',
      frameworkName: 'Core',
      proficientLevel: 3,
      levels: [],
    },
  ],
  members: [
    {
      id: id(2),
      fullName: 'Ann Archer',
      jobTitle: 'Agent',
      jobProfileTitle: 'Support Agent',
      fitPercent: 80,
      // Out of order, as the server writes them (levels first, then what is required and not rated).
      cells: [
        [1, null, 4],
        [0, 4, 3],
      ],
      selfRatedCount: 1,
      managerRatingDue: false,
      directReport: true,
      openFeedbackCount: 0,
    },
    {
      id: id(3),
      fullName: '@Bob',
      jobTitle: null,
      jobProfileTitle: null,
      fitPercent: null,
      cells: [[0, 2.5, null]],
      selfRatedCount: 0,
      managerRatingDue: false,
      directReport: true,
      openFeedbackCount: 0,
    },
  ],
  gaps: [],
  risks: [],
  canRate: true,
  chosenCompetencies: false,
  canEdit: false,
  nextCursor: null,
};

describe('writeTeamMatrixCsv', () => {
  it('writes one row per person with each competency current and required, ready for spreadsheets', () => {
    const csv = writeTeamMatrixCsv(matrix);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const rows = Papa.parse<string[]>(csv.slice(1).trim(), { newline: '\r\n' }).data;
    expect(rows).toEqual([
      [
        'Person',
        'Job title',
        'Job profile',
        'Fit %',
        'Listening (current)',
        'Listening (required)',
        `'=Writing, "plain" (current)`,
        `'=Writing, "plain" (required)`,
      ],
      ['Ann Archer', 'Agent', 'Support Agent', '80', '4', '3', '', '4'],
      // A name that could start a formula is neutralised; an empty cell stays empty.
      ["'@Bob", '', '', '', '2.5', '', '', ''],
    ]);
  });
});
