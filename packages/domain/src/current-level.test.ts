import { describe, expect, it } from 'vitest';
import {
  currentLevel,
  type LevelRules,
  levelTimeline,
  MIN_ANONYMOUS_RATERS,
  peerRounds,
  type RatingSource,
  shownPeerRound,
} from './current-level.ts';

/** A company that takes the manager's rating, else the peers' average of at least `minPeers`, else the self-rating. */
const managerFirst = (minPeers = 3): LevelRules => ({
  policy: { mode: 'first_available', order: ['manager', 'peers', 'self'] },
  minPeers,
});
const weighted = (weights: Record<RatingSource, number>, minPeers = 3): LevelRules => ({
  policy: { mode: 'weighted', weights },
  minPeers,
});

const manager = { level: 4, ratedAt: '2026-09-01T10:00:00.000Z', raterName: 'Marcus Manager' };
const self = { level: 2, ratedAt: '2026-08-01T10:00:00.000Z', raterName: 'Emma Employee' };
/** Colleague `rater`'s answer on a day of July 2026 (by default one colleague per day). */
const peer = (level: number, day: number, rater = `colleague-${day}`) => ({
  rater,
  level,
  ratedAt: `2026-07-${String(day).padStart(2, '0')}T09:00:00.000Z`,
});

describe('currentLevel taking the first source present (manager, else peers, else self)', () => {
  it("takes the manager's rating and shows the others as present but unused", () => {
    const result = currentLevel(
      { manager, self, peers: [peer(3, 1), peer(3, 2), peer(4, 3)] },
      managerFirst(),
    );
    expect(result.level).toBe(4);
    expect(result.contributions.map((c) => [c.source, c.level, c.weight])).toEqual([
      ['manager', 4, 1],
      ['peers', 3.3, 0],
      ['self', 2, 0],
    ]);
    expect(result.contributions[0]?.raterName).toBe('Marcus Manager');
    expect(result.contributions[1]).toMatchObject({
      raterName: null,
      peerCount: 3,
      ratedAt: '2026-07-03T00:00:00.000Z',
    });
  });

  it('falls back to the peers, then to the self-rating', () => {
    expect(currentLevel({ self, peers: [peer(3, 1), peer(4, 2), peer(5, 3)] }, managerFirst()).level).toBe(4);
    expect(currentLevel({ self, peers: [] }, managerFirst()).level).toBe(2);
    expect(currentLevel({ peers: [] }, managerFirst())).toEqual({
      level: null,
      contributions: [],
      peersWithheld: 0,
    });
  });
});

describe('the anonymity threshold', () => {
  it('withholds peer answers until at least three have answered', () => {
    const two = currentLevel({ self, peers: [peer(5, 1), peer(5, 2)] }, managerFirst());
    expect(two.level).toBe(2);
    expect(two.contributions.map((c) => c.source)).toEqual(['self']);
    expect(two.peersWithheld).toBe(2);
  });

  it('can be raised by a company but never lowered below three', () => {
    const peers = [peer(4, 1), peer(4, 2), peer(4, 3)];
    expect(currentLevel({ self, peers }, managerFirst(5)).peersWithheld).toBe(3);
    expect(currentLevel({ self, peers }, managerFirst(1)).level).toBe(4);
    expect(MIN_ANONYMOUS_RATERS).toBe(3);
  });
});

describe('a weighted policy', () => {
  it('averages the sources present with their weights, normalised over those present', () => {
    const result = currentLevel({ manager, self, peers: [] }, weighted({ manager: 3, peers: 2, self: 1 }));
    // (4 × 3 + 2 × 1) ÷ 4 = 3.5; the peers are absent, so their weight goes to the others.
    expect(result.level).toBe(3.5);
    expect(result.contributions.map((c) => [c.source, c.weight])).toEqual([
      ['manager', 0.75],
      ['self', 0.25],
    ]);
  });

  it('has no level when every present source weighs nothing', () => {
    const result = currentLevel({ self, peers: [] }, weighted({ manager: 1, peers: 1, self: 0 }));
    expect(result.level).toBeNull();
  });
});

describe('peer rounds: no two averages ever tell one answer apart', () => {
  it('publishes a new average only once three more colleagues have answered since the last one', () => {
    const answers = [peer(3, 1), peer(3, 2), peer(3, 3), peer(5, 4), peer(5, 5)];
    const { rounds, pending } = peerRounds(answers);
    // The 4th and 5th answers wait: publishing after the 4th would give away its rating (4 × avg − 9).
    expect(rounds.map((r) => r.levels.length)).toEqual([3]);
    expect(pending).toBe(2);
    const more = peerRounds([...answers, peer(2, 6)]);
    expect(more.rounds.map((r) => [r.at.slice(0, 10), r.levels.length])).toEqual([
      ['2026-07-03', 3],
      ['2026-07-06', 6],
    ]);
    expect(more.pending).toBe(0);
  });

  it('counts a colleague who answers again once, with their newest answer', () => {
    const answers = [peer(2, 1, 'a'), peer(2, 2, 'b'), peer(2, 3, 'c'), peer(5, 4, 'a'), peer(5, 5, 'b')];
    expect(peerRounds(answers).rounds.at(-1)?.levels).toEqual([2, 2, 2]);
    const third = peerRounds([...answers, peer(5, 6, 'c')]);
    expect(third.rounds.at(-1)?.levels).toEqual([5, 5, 5]);
  });

  it('waits for a round as big as a higher company threshold, without moving where rounds fall', () => {
    const five = [1, 2, 3, 4, 5].map((day) => peer(4, day));
    // Rounds fall every three answers whatever the company asks: one after the third answer.
    expect(peerRounds(five).rounds.map((r) => r.levels.length)).toEqual([3]);
    // Asking for five hides it (three answers) until a round of at least five completes, at the sixth.
    expect(shownPeerRound(five, 5)).toEqual({ round: undefined, withheld: 5 });
    expect(currentLevel({ self, peers: five }, managerFirst(5)).peersWithheld).toBe(5);
    const six = [...five, peer(2, 6)];
    expect(shownPeerRound(six, 5).round?.levels).toHaveLength(6);
  });

  it('never shows two averages one answer apart when the company changes its threshold', () => {
    const answers = [peer(3, 1), peer(3, 2), peer(3, 3)];
    const seenAtThree = shownPeerRound(answers, 3).round;
    expect(seenAtThree?.levels).toHaveLength(3);
    // The company asks for four, a fourth colleague answers: nothing new may appear (4 × avg − 9 = it).
    const four = [...answers, peer(5, 4)];
    expect(shownPeerRound(four, 4).round).toBeUndefined();
    // Back to three: the same three-answer round as before, the fourth still waiting.
    expect(shownPeerRound(four, 3)).toEqual({ round: seenAtThree, withheld: 1 });
  });

  it('shows the person the round, dated by the day (never the time) of the answer that completed it, and how many wait', () => {
    const result = currentLevel(
      { self, peers: [peer(3, 1), peer(3, 2), peer(3, 3), peer(5, 4)] },
      managerFirst(),
    );
    expect(result.contributions.find((c) => c.source === 'peers')).toMatchObject({
      level: 3,
      peerCount: 3,
      ratedAt: '2026-07-03T00:00:00.000Z',
    });
    expect(result.peersWithheld).toBe(1);
  });
});

describe('the level timeline', () => {
  const event = (
    source: 'manager' | 'self' | 'peer',
    level: number,
    day: number,
    rater: string = source,
  ) => ({
    source,
    rater,
    raterName: source === 'peer' ? null : `${source} name`,
    level,
    ratedAt: `2026-07-${String(day).padStart(2, '0')}T09:00:00.000Z`,
  });

  it('shows named ratings, published peer rounds only, and the level after each day it changed', () => {
    const { points, current } = levelTimeline(
      [
        event('self', 2, 1),
        event('peer', 3, 2, 'a'),
        event('peer', 4, 3, 'b'),
        event('peer', 5, 4, 'c'),
        event('peer', 1, 5, 'd'),
        event('manager', 4, 6),
      ],
      managerFirst(),
    );
    expect(points.map((p) => [p.source, p.level, p.peerCount])).toEqual([
      ['self', 2, null],
      ['peers', 4, 3],
      ['manager', 4, null],
    ]);
    expect(current.map((c) => [c.at.slice(0, 10), c.level])).toEqual([
      ['2026-07-01', 2],
      ['2026-07-04', 4],
    ]);
    // Colleagues' answers are dated by the day only: the time would say whose answer closed the round.
    expect(points.find((p) => p.source === 'peers')?.ratedAt).toBe('2026-07-04T00:00:00.000Z');
    expect(current.map((c) => c.at)).toEqual(['2026-07-01T00:00:00.000Z', '2026-07-04T00:00:00.000Z']);
  });

  it('keeps a round that completes on a day that ends with a named rating', () => {
    const sameDay = (source: 'self' | 'peer', level: number, hour: number, rater: string) => ({
      source,
      rater,
      raterName: null,
      level,
      ratedAt: `2026-07-01T${String(hour).padStart(2, '0')}:00:00.000Z`,
    });
    const { points } = levelTimeline(
      [
        sameDay('peer', 3, 8, 'a'),
        sameDay('peer', 3, 9, 'b'),
        sameDay('peer', 3, 10, 'c'),
        sameDay('self', 1, 11, 'self'),
      ],
      managerFirst(),
    );
    expect(points.map((p) => p.source)).toEqual(['peers', 'self']);
  });

  it("replays every day through the company's rules: its weights and its minimum of colleague answers", () => {
    const events = [
      event('self', 2, 1),
      event('peer', 4, 2, 'a'),
      event('peer', 4, 3, 'b'),
      event('peer', 4, 4, 'c'),
      event('peer', 4, 5, 'd'),
      event('manager', 5, 6),
    ];
    const atThree = levelTimeline(events, weighted({ manager: 2, peers: 1, self: 1 }));
    // The round of three shows from the 4th: (4 + 2) ÷ 2 = 3, then (2 × 5 + 4 + 2) ÷ 4 = 4.
    expect(atThree.current.map((c) => [c.at.slice(0, 10), c.level])).toEqual([
      ['2026-07-01', 2],
      ['2026-07-04', 3],
      ['2026-07-06', 4],
    ]);
    const atFive = levelTimeline(events, weighted({ manager: 2, peers: 1, self: 1 }, 5));
    // A company asking for five never shows the round of three: (2 × 5 + 2) ÷ 3 = 4.
    expect(atFive.points.map((p) => p.source)).toEqual(['self', 'manager']);
    expect(atFive.current.map((c) => [c.at.slice(0, 10), c.level])).toEqual([
      ['2026-07-01', 2],
      ['2026-07-06', 4],
    ]);
  });
});
