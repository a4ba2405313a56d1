import { analyseGaps, type Requirement } from './gap-analysis.ts';

/**
 * Progress toward a target role (issue 9): the fit percentage of the role on each day a required
 * competency's current level changed. It replays the level timelines of the competency core
 * (current-level.ts levelTimeline) through the same gap analysis, so each point is the fit the
 * person would have seen that day against the role as it is required now.
 */

export interface LevelChange {
  /** When the level changed (ISO timestamp). */
  at: string;
  level: number | null;
}

export interface FitPoint {
  /** The calendar day (YYYY-MM-DD, UTC). */
  day: string;
  fitPercent: number;
}

/** At most this many points: the latest, for a long history. */
export const FIT_HISTORY_MAX_POINTS = 60;

export function fitHistory(
  requirements: readonly Requirement[],
  timelines: ReadonlyMap<string, readonly LevelChange[]>,
): FitPoint[] {
  const changes = requirements
    .flatMap((requirement) =>
      (timelines.get(requirement.competencyId) ?? []).map((change) => ({
        competencyId: requirement.competencyId,
        day: change.at.slice(0, 10),
        at: change.at,
        level: change.level,
      })),
    )
    .sort((a, b) => a.at.localeCompare(b.at));
  const levels = new Map<string, number>();
  const points: FitPoint[] = [];
  changes.forEach((change, index) => {
    if (change.level === null) levels.delete(change.competencyId);
    else levels.set(change.competencyId, change.level);
    // One point per day: the fit at the end of it.
    if (changes[index + 1]?.day === change.day) return;
    const { fitPercent } = analyseGaps(requirements, levels);
    if (fitPercent === null) return;
    if (points.at(-1)?.fitPercent === fitPercent) return;
    points.push({ day: change.day, fitPercent });
  });
  return points.slice(-FIT_HISTORY_MAX_POINTS);
}
