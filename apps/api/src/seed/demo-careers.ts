import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { careerPlanComments, careerTargets } from '../db/schema/career-plan.ts';
import { jobProfileNextSteps, jobProfiles } from '../db/schema/job-profiles.ts';
import { profiles } from '../db/schema/profiles.ts';

/**
 * Acme's career paths and a few career plans (issue 9): each job family's ladder and the lateral
 * moves between families, people aiming for their next role with a date, managers' notes on their
 * plans, and a couple of people open to internal opportunities.
 */

type Kind = 'promotion' | 'lateral';

/** From → to, by job title (the demo's job profiles are named after the titles people hold). */
const PATHS: ReadonlyArray<[string, string, Kind]> = [
  ['Customer Success Specialist', 'Customer Success Manager', 'promotion'],
  ['Customer Success Specialist', 'Account Manager', 'lateral'],
  ['Customer Success Specialist', 'Support Engineer', 'lateral'],
  ['Account Manager', 'Customer Success Manager', 'promotion'],
  ['Account Manager', 'Account Executive', 'lateral'],
  ['Support Engineer', 'QA Engineer', 'lateral'],
  ['Support Engineer', 'Customer Success Specialist', 'lateral'],
  ['Software Engineer', 'Senior Software Engineer', 'promotion'],
  ['QA Engineer', 'Software Engineer', 'lateral'],
  ['Senior Software Engineer', 'Engineering Manager', 'promotion'],
  ['Sales Development Representative', 'Account Executive', 'promotion'],
  ['Account Executive', 'Sales Manager', 'promotion'],
  ['Data Analyst', 'Product Manager', 'promotion'],
  ['Product Designer', 'Product Manager', 'promotion'],
  ['Learning Designer', 'Learning & Development Lead', 'promotion'],
  ['HR Business Partner', 'Learning & Development Lead', 'promotion'],
];

interface DemoPlan {
  email: string;
  /** Target titles with how many days from now each is aimed for, and when it was chosen. */
  targets: ReadonlyArray<{ title: string; inDays: number; setDaysAgo: number }>;
  open?: boolean;
  /** Comments: by the person's manager ('manager') or the person ('self'), days ago. */
  comments?: ReadonlyArray<{ by: 'manager' | 'self'; daysAgo: number; body: string }>;
}

const PLANS: readonly DemoPlan[] = [
  {
    email: 'employee@acme.test',
    targets: [
      { title: 'Customer Success Manager', inDays: 420, setDaysAgo: 240 },
      { title: 'Account Manager', inDays: 240, setDaysAgo: 120 },
    ],
    comments: [
      {
        by: 'manager',
        daysAgo: 230,
        body: 'Great choice. Stakeholder management is the big step: take the lead on one renewal next quarter.',
      },
      { by: 'self', daysAgo: 228, body: 'Thanks! I will ask Chloé if I can shadow her next renewal first.' },
      {
        by: 'manager',
        daysAgo: 40,
        body: 'Good progress since spring. Let us review the Account Manager option at our next 1:1.',
      },
    ],
  },
  {
    email: 'diego@acme.test',
    targets: [{ title: 'Senior Software Engineer', inDays: 300, setDaysAgo: 330 }],
    open: true,
    comments: [
      {
        by: 'manager',
        daysAgo: 300,
        body: 'Agreed. Own the design of the next integration end to end and we will have the evidence.',
      },
    ],
  },
  { email: 'mateo@acme.test', targets: [{ title: 'Account Executive', inDays: 180, setDaysAgo: 200 }] },
  { email: 'julia@acme.test', targets: [{ title: 'Product Manager', inDays: 730, setDaysAgo: 90 }] },
  { email: 'omar@acme.test', targets: [], open: true },
];

export async function seedDemoCareers(
  tx: Tx,
  { companyId, now }: { companyId: string; now: number },
): Promise<void> {
  const day = 86_400_000;
  const roles = await tx
    .select({ id: jobProfiles.id, title: jobProfiles.title })
    .from(jobProfiles)
    .where(eq(jobProfiles.companyId, companyId));
  const roleId = new Map(roles.map((role) => [role.title, role.id]));
  const steps = PATHS.flatMap(([from, to, kind], position) => {
    const fromId = roleId.get(from);
    const toId = roleId.get(to);
    return fromId && toId
      ? [{ companyId, fromJobProfileId: fromId, toJobProfileId: toId, kind, position }]
      : [];
  });
  if (steps.length > 0) await tx.insert(jobProfileNextSteps).values(steps);

  const people = await tx
    .select({ id: profiles.id, email: profiles.email, managerId: profiles.lineManagerId })
    .from(profiles)
    .where(eq(profiles.companyId, companyId));
  const byEmail = new Map(people.map((person) => [person.email, person]));
  for (const plan of PLANS) {
    const person = byEmail.get(plan.email);
    if (!person) continue;
    const targets = plan.targets.flatMap((target, position) => {
      const jobProfileId = roleId.get(target.title);
      return jobProfileId
        ? [
            {
              companyId,
              profileId: person.id,
              jobProfileId,
              position,
              targetDate: new Date(now + target.inDays * day).toISOString().slice(0, 10),
              createdAt: new Date(now - target.setDaysAgo * day),
            },
          ]
        : [];
    });
    if (targets.length > 0) await tx.insert(careerTargets).values(targets);
    if (plan.open) {
      await tx.update(profiles).set({ openToInternalOpportunities: true }).where(eq(profiles.id, person.id));
    }
    const comments = (plan.comments ?? []).map((comment) => ({
      companyId,
      profileId: person.id,
      authorId: comment.by === 'manager' ? person.managerId : person.id,
      body: comment.body,
      createdAt: new Date(now - comment.daysAgo * day),
    }));
    if (comments.length > 0) await tx.insert(careerPlanComments).values(comments);
  }
}
