/**
 * The parts of the demo's ratings that are words and people rather than numbers: who answers each
 * person's 360 rounds, what the manager and the person wrote, and the cycle's name.
 */

export interface DemoRater {
  id: string;
  department: string | null;
  managerId: string | null;
}

/** Each 360 round has this many answers: more than the 3 needed before an average is shown. */
export const PEERS_PER_ROUND = 4;

/**
 * Five colleagues who answer about `member` (two rounds of four, one rater changing between them):
 * their own department first, then the people they manage, then others across the company, each
 * person a different mix. Never the person, never their line manager (who rates by name).
 */
export function peerRaters<T extends DemoRater>(member: T, members: readonly T[], index: number): T[] {
  const allowed = (other: T) => other.id !== member.id && other.id !== member.managerId;
  const sameDepartment = members.filter((m) => allowed(m) && m.department === member.department);
  const reports = members.filter((m) => allowed(m) && m.managerId === member.id);
  const others = members.filter(allowed);
  const shift = others.length === 0 ? 0 : (index * 3) % others.length;
  const rotated = [...others.slice(shift), ...others.slice(0, shift)];
  return [...new Set([...sameDepartment, ...reports, ...rotated])].slice(0, PEERS_PER_ROUND + 1);
}

const MANAGER_NOTES: ReadonlyArray<{ comment: string; links?: string[] }> = [
  {
    comment: 'Led the renewal calls for two key accounts this quarter and kept both.',
    links: ['https://wiki.acme.test/reviews/q2-renewals', 'https://crm.acme.test/accounts/renewals-q2'],
  },
  { comment: 'Steady progress since the last review; ready to do this without support now.' },
  {
    comment: 'Clear weekly updates: stakeholders say they always know where things stand.',
    links: ['https://wiki.acme.test/updates/weekly-status'],
  },
  { comment: 'Still needs a hand on the hardest cases, but asks for it early. Keep going.' },
  { comment: 'Coached a new starter through their first month; this is a real strength.' },
  {
    comment: 'Good instincts. Next step: write the approach down so the team can reuse it.',
    links: ['https://wiki.acme.test/playbooks/draft'],
  },
];

const SELF_NOTES: ReadonlyArray<{ comment: string; links: string[] }> = [
  {
    comment: 'Finished the internal course in the spring and used it on two projects since.',
    links: ['https://learning.acme.test/courses/completed', 'https://wiki.acme.test/projects/applied-course'],
  },
  {
    comment: 'Confident on everyday cases; the complex ones still take me longer than I would like.',
    links: ['https://wiki.acme.test/retros/last-quarter'],
  },
  {
    comment: 'Presented our results at the all-hands; the feedback was good.',
    links: ['https://intranet.acme.test/all-hands/recording'],
  },
];

/** What a manager wrote with a rating, some with links as evidence (one with two). */
export const managerNote = (index: number) => {
  const note = MANAGER_NOTES[index % MANAGER_NOTES.length] ?? { comment: '' };
  return { comment: note.comment, links: note.links ?? [] };
};

/** What a person wrote with their own rating, with links as evidence (one with two). */
export const selfNote = (index: number) => {
  const note = SELF_NOTES[index % SELF_NOTES.length] ?? { comment: '', links: [] };
  return { comment: note.comment, links: note.links };
};

const SEASONS = [
  'Winter',
  'Winter',
  'Spring',
  'Spring',
  'Spring',
  'Summer',
  'Summer',
  'Summer',
  'Autumn',
  'Autumn',
  'Autumn',
  'Winter',
] as const;

/** "Spring 2027 review": the season and year the cycle was launched in (northern hemisphere, UTC). */
export function reviewName(launched: Date): string {
  return `${SEASONS[launched.getUTCMonth()] ?? 'Annual'} ${launched.getUTCFullYear()} review`;
}
