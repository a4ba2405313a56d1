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

/**
 * A company's rules for turning ratings into a level. Every level is computed with them and nothing
 * here assumes any: a level computed with other rules than the company's would show its people an
 * average of fewer colleagues than the company promised them.
 */
export interface LevelRules {
  policy: SourcePolicy;
  /** The company's minimum of colleague answers for an average; below MIN_ANONYMOUS_RATERS, raised to it. */
  minPeers: number;
}

/**
 * The rules of a company that has not saved its own: the column defaults of
 * company_competency_settings (migration 0011). Only the settings reader uses them.
 */
export const STORED_DEFAULT_RULES: LevelRules = {
  policy: { mode: 'first_available', order: ['manager', 'peers', 'self'] },
  minPeers: MIN_ANONYMOUS_RATERS,
};

export interface NamedRating {
  level: number;
  ratedAt: string;
  /** Who rated: the manager's or the person's own name, as shown. */
  raterName: string;
}

/** One colleague's answer (peer, direct report or other): never shown on its own. */
export interface PeerAnswer {
  /** Who answered, as an opaque key: a colleague's later answer replaces their earlier one. */
  rater: string;
  level: number;
  ratedAt: string;
}

export interface LevelInputs {
  manager?: NamedRating | null;
  self?: NamedRating | null;
  /** Every colleague answer, in any order; only published rounds are ever used (see peerRounds). */
  peers: readonly PeerAnswer[];
}

/** A published peer average: each rater's latest answer at the moment the round completed. */
export interface PeerRound {
  /**
   * The day the round was published, as midnight UTC: never the time of the answer that completed it,
   * which would tell whoever knows when each colleague answered whose answer that was (decision 0048).
   */
  at: string;
  levels: number[];
}

/** The UTC day of an ISO timestamp, as midnight UTC: what a person rated is told of peer answers. */
export const dayOf = (timestamp: string) => `${timestamp.slice(0, 10)}T00:00:00.000Z`;

const byTime = <T extends { ratedAt: string }>(items: readonly T[]): readonly T[] => {
  // Usually already in order (the API reads them so): then as given, with no copy to sort.
  let sorted = true;
  for (let i = 1; i < items.length && sorted; i++) {
    if ((items[i - 1] as T).ratedAt > (items[i] as T).ratedAt) sorted = false;
  }
  if (sorted) return items;
  // ISO timestamps sort as text; a stable sort keeps same-moment answers in their given order.
  return [...items].sort((a, b) => (a.ratedAt < b.ratedAt ? -1 : a.ratedAt > b.ratedAt ? 1 : 0));
};

/**
 * Colleague answers are released in rounds. A new round is cut once at least three colleagues
 * (MIN_ANONYMOUS_RATERS) have answered, or changed their answer, since the last one. The rounds
 * depend on the answers alone, never on a setting that can change, so every average anyone is ever
 * shown belongs to one fixed sequence, and any two of them differ by at least three answers: someone
 * who knows who answered last, and when, still cannot work out one colleague's rating. `pending`
 * counts the colleagues whose newest answer came after the latest round.
 */
export function peerRounds(answers: readonly PeerAnswer[]): { rounds: PeerRound[]; pending: number } {
  if (answers.length === 0) return { rounds: [], pending: 0 };
  const latest = new Map<string, number>();
  const changed = new Set<string>();
  const rounds: PeerRound[] = [];
  for (const answer of byTime(answers)) {
    latest.set(answer.rater, answer.level);
    changed.add(answer.rater);
    if (changed.size >= MIN_ANONYMOUS_RATERS && latest.size >= MIN_ANONYMOUS_RATERS) {
      rounds.push({ at: dayOf(answer.ratedAt), levels: [...latest.values()] });
      changed.clear();
    }
  }
  return { rounds, pending: changed.size };
}

/**
 * The round a person may see: the latest, once it holds at least the company's minimum of answers
 * (rounds only grow, so an earlier one would hold fewer). A company raising its minimum hides averages
 * until a round big enough completes; it never changes where rounds fall. `withheld` counts the
 * colleagues whose newest answer is not in what is shown.
 */
export function shownPeerRound(
  answers: readonly PeerAnswer[],
  minPeers: number,
): { round: PeerRound | undefined; withheld: number } {
  if (answers.length === 0) return { round: undefined, withheld: 0 };
  const { rounds, pending } = peerRounds(answers);
  const latest = rounds.at(-1);
  if (latest && latest.levels.length >= Math.max(MIN_ANONYMOUS_RATERS, minPeers)) {
    return { round: latest, withheld: pending };
  }
  return { round: undefined, withheld: new Set(answers.map((answer) => answer.rater)).size };
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
  /**
   * Colleagues whose newest answer is not in the shown average yet: it waits until enough others
   * answer too (the person sees only that more answers are needed).
   */
  peersWithheld: number;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

function peerContribution(round: PeerRound | undefined): Contribution | null {
  if (!round) return null;
  const average = round.levels.reduce((sum, level) => sum + level, 0) / round.levels.length;
  return {
    source: 'peers',
    level: roundToTenth(average),
    raterName: null,
    peerCount: round.levels.length,
    ratedAt: round.at,
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

export function currentLevel(inputs: LevelInputs, { policy, minPeers }: LevelRules): CurrentLevel {
  const { round, withheld: peersWithheld } = shownPeerRound(inputs.peers, minPeers);
  // Fresh objects, so their weights are set in place: a team's matrix computes thousands of levels.
  const present: Contribution[] = [];
  for (const contribution of [
    namedContribution('manager', inputs.manager),
    peerContribution(round),
    namedContribution('self', inputs.self),
  ]) {
    if (contribution) present.push(contribution);
  }

  if (policy.mode === 'first_available') {
    let chosen: Contribution | undefined;
    for (const source of policy.order) {
      chosen = present.find((c) => c.source === source);
      if (chosen) break;
    }
    for (const c of present) c.weight = c === chosen ? 1 : 0;
    return { level: chosen ? chosen.level : null, contributions: present, peersWithheld };
  }

  const total = present.reduce((sum, c) => sum + Math.max(0, policy.weights[c.source]), 0);
  if (total === 0) return { level: null, contributions: present, peersWithheld };
  for (const c of present) c.weight = Math.max(0, policy.weights[c.source]) / total;
  const level = roundToTenth(present.reduce((sum, c) => sum + c.level * c.weight, 0));
  return { level, contributions: present, peersWithheld };
}

/** A stored rating as the history replays it: colleague answers keep only an opaque rater key. */
export interface RatingEvent {
  source: 'manager' | 'self' | 'peer';
  rater: string;
  /** The manager's or the person's own name; never read for colleagues. */
  raterName: string | null;
  level: number;
  ratedAt: string;
}

export interface TimelinePoint {
  ratedAt: string;
  source: RatingSource;
  level: number;
  raterName: string | null;
  peerCount: number | null;
}

/**
 * A person's level history in one competency: every manager and self-rating, each published peer
 * round (never a single colleague's answer, see peerRounds), and the current level at the end of each
 * day on which it changed, combined by the company's rules as they are now.
 */
export function levelTimeline(
  events: readonly RatingEvent[],
  rules: LevelRules,
): { points: TimelinePoint[]; current: Array<{ at: string; level: number | null }> } {
  const sorted = byTime(events);
  const points: TimelinePoint[] = [];
  const current: Array<{ at: string; level: number | null }> = [];
  const named: { manager: NamedRating | null; self: NamedRating | null } = { manager: null, self: null };
  const answers: PeerAnswer[] = [];
  let published = 0;
  sorted.forEach((event, index) => {
    if (event.source === 'peer') {
      answers.push({ rater: event.rater, level: event.level, ratedAt: event.ratedAt });
      const { rounds } = peerRounds(answers);
      const round = rounds.at(-1);
      const isNew = round !== undefined && rounds.length > published;
      published = rounds.length;
      if (isNew && round.levels.length >= Math.max(MIN_ANONYMOUS_RATERS, rules.minPeers)) {
        const contribution = peerContribution(round);
        points.push({
          ratedAt: round.at,
          source: 'peers',
          level: contribution?.level ?? 0,
          raterName: null,
          peerCount: round.levels.length,
        });
      }
    } else {
      const rating = { level: event.level, ratedAt: event.ratedAt, raterName: event.raterName ?? '' };
      named[event.source] = rating;
      points.push({
        ratedAt: event.ratedAt,
        source: event.source,
        level: event.level,
        raterName: event.raterName,
        peerCount: null,
      });
    }
    const day = event.ratedAt.slice(0, 10);
    const next = sorted[index + 1];
    if (next && next.ratedAt.slice(0, 10) === day) return;
    const { level } = currentLevel({ ...named, peers: answers }, rules);
    // The day only: the last event of the day may be a colleague's answer, whose time is not shown.
    if (current.at(-1)?.level !== level || current.length === 0) current.push({ at: dayOf(day), level });
  });
  return { points, current };
}
