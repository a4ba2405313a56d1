// How sure a stored level is, and until when it holds (issue 23). Both are computed with the level,
// from the same contributions, by the one writer of stored levels; search, gaps and reports read them
// to say how much a figure can be trusted. Rules, not a learned model: each part is written down here.
import type { Contribution, CurrentLevel, RatingSource } from './current-level.ts';

/** A contribution as stored beside a level: no names (the explanation is rebuilt from the ratings). */
export interface StoredContribution {
  source: RatingSource;
  level: number;
  peerCount: number | null;
  ratedAt: string;
  weight: number;
}

export const toStoredContributions = (contributions: readonly Contribution[]): StoredContribution[] =>
  contributions.map(({ source, level, peerCount, ratedAt, weight }) => ({
    source,
    level,
    peerCount,
    ratedAt,
    weight: Math.round(weight * 1000) / 1000,
  }));

/** A level holds this long after the newest rating it rests on; then it shows as stale until re-assessed. */
export const REASSESS_AFTER_MONTHS = 12;

/** How much each source says about a level when present (a manager's validation counts most). */
const SOURCE_STRENGTH: Readonly<Record<RatingSource, number>> = { manager: 0.45, peers: 0.35, self: 0.2 };
/** Distinct raters beyond this add nothing more. */
const ENOUGH_RATERS = 6;
/** A rating this old (in days, relative to the newest) no longer adds to how sure the level is. */
const OLD_AFTER_DAYS = 730;

const DAY_MS = 86_400_000;

/**
 * Confidence from 0 to 100, in four parts of the evidence as it stood when the level was computed:
 * - source mix (40): manager 45 %, colleagues 35 %, self 20 % of the part, for each source present;
 * - raters (20): distinct people behind the level (manager, self, each colleague), up to six;
 * - age (20): how old the sources used are, on average by weight, against the moment of computing
 *   (two years or more: nothing);
 * - agreement (20): how close the sources present are, against the width of the scale (one source
 *   alone: half, as nothing confirms or contradicts it).
 * No usable level: 0. How a level ages after it was computed is `validUntil`'s job, not this one's.
 */
export function levelConfidence(level: CurrentLevel, levelCount: number, asOf: string): number {
  if (level.level === null || level.contributions.length === 0) return 0;
  const present = level.contributions;
  const mix = present.reduce((sum, c) => sum + SOURCE_STRENGTH[c.source], 0);
  const raters = present.reduce((sum, c) => sum + (c.source === 'peers' ? (c.peerCount ?? 0) : 1), 0);
  const used = present.filter((c) => c.weight > 0);
  const now = Date.parse(asOf);
  const ageDays =
    used.reduce((sum, c) => sum + c.weight * Math.max(0, (now - Date.parse(c.ratedAt)) / DAY_MS), 0) /
    Math.max(
      1e-9,
      used.reduce((sum, c) => sum + c.weight, 0),
    );
  const levels = present.map((c) => c.level);
  const spread = Math.max(...levels) - Math.min(...levels);
  const width = Math.max(1, levelCount - 1);
  const agreement = present.length === 1 ? 0.5 : Math.max(0, 1 - spread / width);
  const score =
    40 * Math.min(1, mix) +
    20 * (Math.min(raters, ENOUGH_RATERS) / ENOUGH_RATERS) +
    20 * Math.max(0, 1 - ageDays / OLD_AFTER_DAYS) +
    20 * agreement;
  return Math.max(0, Math.min(100, Math.round(score)));
}

/**
 * The last day a level holds: REASSESS_AFTER_MONTHS after the newest rating it rests on (a source
 * with a weight), or the day a qualification linked to the competency expires if that is later (a
 * certificate vouches for the competency until then; issue 23, point 4). `certificateExpiry` is the
 * latest expiry among the person's certifications linked to the competency, null when none expires.
 * Null without a level. An ISO date (YYYY-MM-DD), the same in every time zone.
 */
export function levelValidUntil(level: CurrentLevel, certificateExpiry: string | null): string | null {
  if (level.level === null) return null;
  let newest = '';
  for (const c of level.contributions) if (c.weight > 0 && c.ratedAt > newest) newest = c.ratedAt;
  if (!newest) return null;
  const day = new Date(`${newest.slice(0, 10)}T00:00:00.000Z`);
  day.setUTCMonth(day.getUTCMonth() + REASSESS_AFTER_MONTHS);
  const due = day.toISOString().slice(0, 10);
  return certificateExpiry !== null && certificateExpiry > due ? certificateExpiry : due;
}

/** Confidence in words: high from 70, medium from 40, low below. */
export type ConfidenceBand = 'high' | 'medium' | 'low';
export const confidenceBand = (confidence: number): ConfidenceBand =>
  confidence >= 70 ? 'high' : confidence >= 40 ? 'medium' : 'low';

/** Whether a level is past the day it holds until (`today` an ISO date). */
export const isStale = (validUntil: string | null, today: string) =>
  validUntil !== null && validUntil < today;

/** A level as stored: tenths of a level (3.4 is 34), so that it is an exact small integer. */
export const toTenths = (level: number | null) => (level === null ? null : Math.round(level * 10));
export const fromTenths = (tenths: number | null) => (tenths === null ? null : tenths / 10);
