// A team's skill matrix (issue 9): people × competencies, each cell a person's current level beside
// the level their own job profile requires. From it, the team's gaps (where most members fall short)
// and its coverage risks (what the team needs that one person or nobody holds at the proficient
// threshold). Levels are the stored levels the competency core writes (current-level.ts, decision
// 0053). A large team's counts come from the database (decision 0055); the rules that turn counts
// into gaps and risks are here only, for both.

export interface MatrixCell {
  /** The current level on the framework's current scale; null while not rated. */
  level: number | null;
  /** What this person's job profile requires; null when it does not require this competency. */
  required: number | null;
}

export interface MatrixMember {
  id: string;
  /** Competency id → cell; a competency missing here is neither rated nor required. */
  cells: ReadonlyMap<string, MatrixCell>;
}

export interface MatrixCompetency {
  id: string;
  /** The level of its framework's scale that counts as proficient. */
  proficientLevel: number;
}

/** How a cell reads against its requirement: colour is never the only signal (the text says it too). */
export type CellState = 'met' | 'below' | 'not_rated' | 'not_required';

export function cellState(cell: MatrixCell | undefined): CellState {
  if (!cell || cell.required === null) return 'not_required';
  if (cell.level === null) return 'not_rated';
  return cell.level >= cell.required ? 'met' : 'below';
}

export interface TeamGap {
  competencyId: string;
  /** Members whose profile requires it. */
  required: number;
  /** Of those, how many are below their required level (not rated counts as below). */
  below: number;
  /** The average shortfall in levels of those below (not rated counts as the whole requirement). */
  averageShortfall: number;
}

export interface CoverageRisk {
  competencyId: string;
  /** Members at or above the proficient threshold: 0 or 1. */
  holders: number;
  /** The one holder, when there is one (a single point of failure). */
  holderId: string | null;
  /** Members whose profile requires it. */
  required: number;
}

/**
 * What the team's gaps and risks are read from, per competency: counted over every member, by the
 * database for a team of any size (teams/team-aggregates.ts) or from cells here (teamCounts).
 */
export interface CompetencyCounts {
  competencyId: string;
  /** Members whose profile requires it. */
  required: number;
  /** Of those, how many are below their required level (not rated counts as below). */
  below: number;
  /** The sum of those members' shortfalls, in levels (not rated counts as the whole requirement). */
  shortfall: number;
  /** Members at or above the proficient threshold of its scale. */
  holders: number;
  /** The one holder when there is exactly one. */
  holderId: string | null;
}

/** Counts a matrix's cells per competency, the proficient threshold of each given. */
export function teamCounts(
  members: readonly MatrixMember[],
  competencies: readonly MatrixCompetency[],
): CompetencyCounts[] {
  return competencies.map((competency) => {
    let required = 0;
    let below = 0;
    let shortfall = 0;
    const holders: string[] = [];
    for (const member of members) {
      const cell = member.cells.get(competency.id);
      if (!cell) continue;
      if (cell.level !== null && cell.level >= competency.proficientLevel) holders.push(member.id);
      if (cell.required === null) continue;
      required++;
      const reached = cell.level ?? 0;
      if (reached < cell.required) {
        below++;
        shortfall += cell.required - reached;
      }
    }
    return {
      competencyId: competency.id,
      required,
      below,
      shortfall,
      holders: holders.length,
      holderId: holders.length === 1 ? (holders[0] ?? null) : null,
    };
  });
}

/**
 * The same counts as teamCounts, from cells as the matrix's answer writes them ([column, level,
 * required], the column an index into `competencies`; MatrixCellView): one pass over the cells there
 * are instead of a lookup for every member and competency, for the API's page of 200 people.
 */
export function columnCounts(
  members: ReadonlyArray<{
    id: string;
    cells: ReadonlyArray<readonly [number, number | null, number | null]>;
  }>,
  competencies: readonly MatrixCompetency[],
): CompetencyCounts[] {
  const counts = competencies.map((competency) => ({
    competencyId: competency.id,
    required: 0,
    below: 0,
    shortfall: 0,
    holders: 0,
    holderId: null as string | null,
  }));
  for (const member of members) {
    for (const [column, level, required] of member.cells) {
      const count = counts[column];
      const competency = competencies[column];
      if (!count || !competency) continue;
      if (level !== null && level >= competency.proficientLevel) {
        count.holders++;
        count.holderId = count.holders === 1 ? member.id : null;
      }
      if (required === null) continue;
      count.required++;
      const reached = level ?? 0;
      if (reached < required) {
        count.below++;
        count.shortfall += required - reached;
      }
    }
  }
  return counts;
}

/**
 * Competencies where most of the members who need them fall short, the widest first: the share
 * below, then how many, then the average shortfall. "Most" is more than half.
 */
export function gapsFromCounts(counts: readonly CompetencyCounts[]): TeamGap[] {
  const gaps: TeamGap[] = [];
  for (const { competencyId, required, below, shortfall } of counts) {
    if (required > 0 && below * 2 > required) {
      gaps.push({ competencyId, required, below, averageShortfall: round1(shortfall / below) });
    }
  }
  return gaps.sort(
    (a, b) =>
      b.below / b.required - a.below / a.required ||
      b.below - a.below ||
      b.averageShortfall - a.averageShortfall ||
      a.competencyId.localeCompare(b.competencyId),
  );
}

/**
 * Competencies the team's profiles require that only one member, or nobody, holds at the proficient
 * threshold of its scale: nobody first, then the ones more members need.
 */
export function risksFromCounts(counts: readonly CompetencyCounts[]): CoverageRisk[] {
  const risks: CoverageRisk[] = [];
  for (const { competencyId, required, holders, holderId } of counts) {
    if (required > 0 && holders <= 1) {
      risks.push({ competencyId, holders, holderId: holders === 1 ? holderId : null, required });
    }
  }
  return risks.sort(
    (a, b) =>
      a.holders - b.holders || b.required - a.required || a.competencyId.localeCompare(b.competencyId),
  );
}

/** The gaps of a matrix held whole (no proficient threshold matters to a gap). */
export function teamGaps(members: readonly MatrixMember[], competencyIds: readonly string[]): TeamGap[] {
  return gapsFromCounts(
    teamCounts(
      members,
      competencyIds.map((id) => ({ id, proficientLevel: Number.POSITIVE_INFINITY })),
    ),
  );
}

/** The coverage risks of a matrix held whole. */
export function coverageRisks(
  members: readonly MatrixMember[],
  competencies: readonly MatrixCompetency[],
): CoverageRisk[] {
  return risksFromCounts(teamCounts(members, competencies));
}

const round1 = (value: number) => Math.round(value * 10) / 10;
