// A person's current level in one competency (issue 8), with every contribution that made it, so the
// interface can answer "Why this level?". Levels here are already on the framework's current scale
// (see proficiency.ts levelOnVersion).

export const RATING_SOURCES = ['manager', 'peers', 'self'] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];

/** Peers and direct reports are shown only as an average of at least this many answers, never fewer. */
export const MIN_ANONYMOUS_RATERS = 3;

/**
 * How the sources combine, per company. `first_available` takes the first source in `order` that has a
 * rating (by default the manager's validated rating, else the peers' average, else the self-rating);
 * `weighted` averages the sources present with the given weights.
 */
export type SourcePolicy =
  | { mode: 'first_available'; order: readonly RatingSource[] }
  | { mode: 'weighted'; weights: Readonly<Record<RatingSource, number>> };

export const DEFAULT_SOURCE_POLICY: SourcePolicy = {
  mode: 'first_available',
  order: ['manager', 'peers', 'self'],
};

export interface NamedRating {
  level: number;
  ratedAt: string;
  /** Who rated: the manager's or the person's own name, as shown. */
  raterName: string;
}

export interface AnonymousRating {
  level: number;
  ratedAt: string;
}

export interface LevelInputs {
  manager?: NamedRating | null;
  self?: NamedRating | null;
  /** Peer and direct-report answers; never shown one by one. */
  peers: readonly AnonymousRating[];
  /** The company's threshold; values below MIN_ANONYMOUS_RATERS are raised to it. */
  minPeers?: number;
}

export interface Contribution {
  source: RatingSource;
  level: number;
  /** The rater's name for the manager and self; for peers, how many answered (shown as "3 peers"). */
  raterName: string | null;
  peerCount: number | null;
  /** The latest rating date of this source. */
  ratedAt: string;
  /** Its share of the result, 0–1; 0 for a source that was present but not used. */
  weight: number;
}

export interface CurrentLevel {
  /** Rounded to one decimal for a weighted policy; null when nothing usable exists. */
  level: number | null;
  contributions: Contribution[];
  /** Peer answers that exist but are too few to be shown (the person sees only that more are needed). */
  peersWithheld: number;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

function peerContribution(peers: readonly AnonymousRating[], minPeers: number): Contribution | null {
  if (peers.length < Math.max(MIN_ANONYMOUS_RATERS, minPeers)) return null;
  const average = peers.reduce((sum, rating) => sum + rating.level, 0) / peers.length;
  // ISO timestamps sort as text.
  const latest =
    peers
      .map((rating) => rating.ratedAt)
      .sort()
      .at(-1) ?? '';
  return {
    source: 'peers',
    level: roundToTenth(average),
    raterName: null,
    peerCount: peers.length,
    ratedAt: latest,
    weight: 0,
  };
}

function namedContribution(
  source: 'manager' | 'self',
  rating: NamedRating | null | undefined,
): Contribution | null {
  if (!rating) return null;
  return {
    source,
    level: rating.level,
    raterName: rating.raterName,
    peerCount: null,
    ratedAt: rating.ratedAt,
    weight: 0,
  };
}

export function currentLevel(
  inputs: LevelInputs,
  policy: SourcePolicy = DEFAULT_SOURCE_POLICY,
): CurrentLevel {
  const peers = peerContribution(inputs.peers, inputs.minPeers ?? MIN_ANONYMOUS_RATERS);
  const present: Contribution[] = [
    namedContribution('manager', inputs.manager),
    peers,
    namedContribution('self', inputs.self),
  ].filter((contribution): contribution is Contribution => contribution !== null);
  const peersWithheld = peers ? 0 : inputs.peers.length;

  if (policy.mode === 'first_available') {
    const chosen = policy.order.map((source) => present.find((c) => c.source === source)).find(Boolean);
    return {
      level: chosen ? chosen.level : null,
      contributions: present.map((c) => ({ ...c, weight: c === chosen ? 1 : 0 })),
      peersWithheld,
    };
  }

  const total = present.reduce((sum, c) => sum + Math.max(0, policy.weights[c.source]), 0);
  if (total === 0) return { level: null, contributions: present, peersWithheld };
  const contributions = present.map((c) => ({ ...c, weight: Math.max(0, policy.weights[c.source]) / total }));
  const level = roundToTenth(contributions.reduce((sum, c) => sum + c.level * c.weight, 0));
  return { level, contributions, peersWithheld };
}
