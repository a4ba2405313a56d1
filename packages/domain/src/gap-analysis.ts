// Skill gaps (issue 8): a person's current levels against the requirements of a job profile, with a fit
// percentage whose every part can be shown. The same function serves the person's own profile, "what if
// I moved to X?" and a manager's view of each report.

export const IMPORTANCES = ['critical', 'important', 'nice_to_have'] as const;
export type Importance = (typeof IMPORTANCES)[number];

/** How much each requirement counts towards fit: a critical competency three times a nice-to-have one. */
export const IMPORTANCE_WEIGHTS: Readonly<Record<Importance, number>> = {
  critical: 3,
  important: 2,
  nice_to_have: 1,
};

export interface Requirement {
  competencyId: string;
  /** On the framework's current scale, 1 = lowest level. */
  requiredLevel: number;
  importance: Importance;
}

export interface GapRow {
  competencyId: string;
  requiredLevel: number;
  /** Null when the person has no rating that can be read on the current scale. */
  currentLevel: number | null;
  /** Levels still to gain; 0 when the requirement is met. A missing level counts as the whole requirement. */
  gap: number;
  importance: Importance;
  weight: number;
  /** This requirement's share of the fit, 0–1: current ÷ required, capped at 1 (exceeding does not offset). */
  met: number;
}

export interface GapAnalysis {
  /** Largest weighted gap first (gap × weight), then the more important, then the larger gap. */
  rows: GapRow[];
  /**
   * Importance-weighted fit in whole per cent; null for a profile with no requirements, and while the
   * person has no level in any of them (not rated yet is not 0 % fit).
   */
  fitPercent: number | null;
  requirementsMet: number;
}

export function analyseGaps(
  requirements: readonly Requirement[],
  currentLevels: ReadonlyMap<string, number>,
): GapAnalysis {
  const rows: GapRow[] = requirements.map((requirement) => {
    const current = currentLevels.get(requirement.competencyId) ?? null;
    const required = Math.max(1, requirement.requiredLevel);
    const reached = current ?? 0;
    return {
      competencyId: requirement.competencyId,
      requiredLevel: required,
      currentLevel: current,
      gap: Math.max(0, required - reached),
      importance: requirement.importance,
      weight: IMPORTANCE_WEIGHTS[requirement.importance],
      met: Math.min(1, reached / required),
    };
  });
  rows.sort(
    (a, b) =>
      b.gap * b.weight - a.gap * a.weight ||
      b.weight - a.weight ||
      b.gap - a.gap ||
      a.competencyId.localeCompare(b.competencyId),
  );
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  const fitPercent =
    totalWeight === 0 || rows.every((row) => row.currentLevel === null)
      ? null
      : Math.round((100 * rows.reduce((sum, row) => sum + row.weight * row.met, 0)) / totalWeight);
  return { rows, fitPercent, requirementsMet: rows.filter((row) => row.gap === 0).length };
}

/**
 * Fit in three bands, as a dry run of new rules counts the people who move between them: below half
 * of what the role requires, half to four fifths, and four fifths or more (ready). No fit (no usable
 * level) is a band of its own, below the others.
 */
export const FIT_BANDS = ['none', 'low', 'developing', 'ready'] as const;
export type FitBand = (typeof FIT_BANDS)[number];

export function fitBand(fitPercent: number | null): FitBand {
  if (fitPercent === null) return 'none';
  if (fitPercent < 50) return 'low';
  if (fitPercent < 80) return 'developing';
  return 'ready';
}

/** +1 when `after` is a higher band than `before`, −1 when lower, 0 when the same. */
export function bandMove(before: number | null, after: number | null): -1 | 0 | 1 {
  const from = FIT_BANDS.indexOf(fitBand(before));
  const to = FIT_BANDS.indexOf(fitBand(after));
  return to > from ? 1 : to < from ? -1 : 0;
}
