import { mentorLevel } from '@competencyhub/domain/development';
import { analyseGaps } from '@competencyhub/domain/gap-analysis';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  developmentActionCompetencies,
  developmentActions,
  developmentPlanComments,
  developmentPlans,
} from '../db/schema/development-plan.ts';
import { profiles } from '../db/schema/profiles.ts';
import { competencyCatalog, personRole } from '../modules/assessments/catalog.ts';
import { currentLevels, levelNumbers, loadLevelRules } from '../modules/competencies/levels.ts';

/**
 * Acme's development plans (issue 9), one in each state: Diego's approved with an action done (with
 * evidence) and one under way, Julia's changed since its approval, Mateo's a draft with an overdue
 * action, Omar's approved with a cancelled action, Ben's with an overdue action. Emma's is empty, to
 * be built from the suggestions. Two colleagues offer mentoring: the two who are advanced or better
 * in most of the competencies Emma's roles ask more of her than she has.
 */

type Kind = 'course' | 'project' | 'mentoring' | 'reading' | 'other';
type Status = 'planned' | 'in_progress' | 'done' | 'cancelled';

interface DemoAction {
  type: Kind;
  /** `{competency}` is replaced by the name of the gap it closes. */
  title: string;
  description?: string;
  url?: string;
  dueInDays: number;
  status: Status;
  createdDaysAgo: number;
  /** Which of the person's gaps, largest first. */
  gap: number;
  completedDaysAgo?: number;
  evidenceUrl?: string;
  note?: string;
}

interface DemoPlan {
  email: string;
  actions: DemoAction[];
  approvedDaysAgo?: number;
  changedDaysAgo?: number;
  comments?: ReadonlyArray<{ by: 'manager' | 'self'; daysAgo: number; body: string }>;
}

const PLANS: readonly DemoPlan[] = [
  {
    email: 'diego@acme.test',
    approvedDaysAgo: 75,
    changedDaysAgo: 80,
    actions: [
      {
        type: 'course',
        title: '{competency}: online course',
        url: 'https://learning.acme.test/courses/foundations',
        dueInDays: -30,
        status: 'done',
        createdDaysAgo: 80,
        gap: 0,
        completedDaysAgo: 35,
        evidenceUrl: 'https://learning.acme.test/certificates/diego-foundations',
        note: 'Finished all modules and the final assignment.',
      },
      {
        type: 'project',
        title: 'Lead the {competency} part of the billing integration',
        description: 'Own the design review and present the outcome to the team.',
        dueInDays: 40,
        status: 'in_progress',
        createdDaysAgo: 80,
        gap: 1,
      },
    ],
    comments: [
      {
        by: 'manager',
        daysAgo: 76,
        body: 'Good plan. The integration is the right stretch: ask me for the design review slot.',
      },
    ],
  },
  {
    email: 'julia@acme.test',
    approvedDaysAgo: 50,
    changedDaysAgo: 12,
    actions: [
      {
        type: 'reading',
        title: 'Read two case studies on {competency}',
        dueInDays: 15,
        status: 'in_progress',
        createdDaysAgo: 55,
        gap: 0,
      },
      {
        type: 'project',
        title: 'Run the next {competency} workshop',
        dueInDays: 60,
        status: 'planned',
        createdDaysAgo: 12,
        gap: 1,
      },
    ],
  },
  {
    email: 'mateo@acme.test',
    changedDaysAgo: 25,
    actions: [
      {
        type: 'course',
        title: '{competency} fundamentals',
        url: 'https://learning.acme.test/courses/fundamentals',
        dueInDays: -6,
        status: 'planned',
        createdDaysAgo: 25,
        gap: 0,
      },
      {
        type: 'other',
        title: 'Shadow two senior colleagues on {competency}',
        dueInDays: 35,
        status: 'planned',
        createdDaysAgo: 25,
        gap: 1,
      },
    ],
    comments: [
      { by: 'self', daysAgo: 24, body: 'First draft: happy to change the dates if the quarter gets busy.' },
    ],
  },
  {
    email: 'omar@acme.test',
    approvedDaysAgo: 20,
    changedDaysAgo: 21,
    actions: [
      {
        type: 'course',
        title: '{competency} workshop',
        dueInDays: 10,
        status: 'cancelled',
        createdDaysAgo: 30,
        gap: 0,
      },
      {
        type: 'project',
        title: 'Handle the {competency} escalations for a month',
        dueInDays: 25,
        status: 'planned',
        createdDaysAgo: 21,
        gap: 1,
      },
    ],
  },
  {
    email: 'ben@acme.test',
    changedDaysAgo: 40,
    actions: [
      {
        type: 'reading',
        title: 'Read the {competency} playbook',
        url: 'https://wiki.acme.test/playbooks/customer',
        dueInDays: -3,
        status: 'in_progress',
        createdDaysAgo: 40,
        gap: 0,
      },
    ],
  },
];

export async function seedDemoDevelopment(
  tx: Tx,
  { companyId, now }: { companyId: string; now: number },
): Promise<void> {
  const day = 86_400_000;
  const at = (daysAgo: number) => new Date(now - daysAgo * day);
  const isoDay = (inDays: number) => new Date(now + inDays * day).toISOString().slice(0, 10);
  const rules = await loadLevelRules(tx, companyId);
  const people = await tx
    .select({ id: profiles.id, email: profiles.email, managerId: profiles.lineManagerId })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.status, 'active')));
  const byEmail = new Map(people.map((person) => [person.email, person]));

  /** A person's gaps in their current role, largest weighted first (the gap analysis's order). */
  async function gapsOf(personId: string) {
    const person = await personRole(tx, companyId, personId);
    if (!person) return [];
    const levels = await currentLevels(tx, companyId, rules, [personId], {
      competencyIds: person.requirements.map((r) => r.competencyId),
    });
    const rows = analyseGaps(person.requirements, levelNumbers(levels.get(personId))).rows;
    // Met requirements last: a plan may also deepen a strength.
    return [...rows.filter((row) => row.gap > 0), ...rows.filter((row) => row.gap === 0)].map(
      (row) => row.competencyId,
    );
  }

  const allGapIds = new Set<string>();
  const planned: Array<{ plan: DemoPlan; personId: string; managerId: string | null; gaps: string[] }> = [];
  for (const plan of PLANS) {
    const person = byEmail.get(plan.email);
    if (!person) continue;
    const gaps = await gapsOf(person.id);
    for (const id of gaps) allGapIds.add(id);
    planned.push({ plan, personId: person.id, managerId: person.managerId, gaps });
  }
  const catalog = await competencyCatalog(tx, companyId, [...allGapIds]);

  for (const { plan, personId, managerId, gaps } of planned) {
    for (const action of plan.actions) {
      const competencyId = gaps[action.gap] ?? gaps[0];
      if (!competencyId) continue;
      const name = catalog.get(competencyId)?.name ?? '';
      const [row] = await tx
        .insert(developmentActions)
        .values({
          companyId,
          profileId: personId,
          type: action.type,
          title: action.title.replace('{competency}', name),
          description: action.description ?? '',
          url: action.url ?? null,
          dueOn: isoDay(action.dueInDays),
          status: action.status,
          evidenceUrl: action.evidenceUrl ?? null,
          completionNote: action.note ?? '',
          completedAt: action.completedDaysAgo === undefined ? null : at(action.completedDaysAgo),
          reassessmentRequestedAt:
            action.completedDaysAgo === undefined || !managerId ? null : at(action.completedDaysAgo),
          createdAt: at(action.createdDaysAgo),
          updatedAt: at(action.completedDaysAgo ?? action.createdDaysAgo),
        })
        .returning({ id: developmentActions.id });
      if (!row) throw new Error('demo development action insert failed');
      await tx.insert(developmentActionCompetencies).values({ companyId, actionId: row.id, competencyId });
    }
    await tx.insert(developmentPlans).values({
      companyId,
      profileId: personId,
      changedAt: at(plan.changedDaysAgo ?? 0),
      approvedBy: plan.approvedDaysAgo === undefined ? null : managerId,
      approvedAt: plan.approvedDaysAgo === undefined || !managerId ? null : at(plan.approvedDaysAgo),
      // As if the weekly e-mail had gone out already today: a fresh start does not send a burst.
      overdueEmailedAt: new Date(now),
    });
    const comments = (plan.comments ?? []).map((comment) => ({
      companyId,
      profileId: personId,
      authorId: comment.by === 'manager' ? managerId : personId,
      body: comment.body,
      createdAt: at(comment.daysAgo),
    }));
    if (comments.length > 0) await tx.insert(developmentPlanComments).values(comments);
  }

  // Mentors: the two colleagues (not Emma, not her manager) advanced or better in most of Emma's gaps.
  const emma = byEmail.get('employee@acme.test');
  if (!emma) return;
  const emmaGaps = (await gapsOf(emma.id)).slice(0, 4);
  const emmaCatalog = await competencyCatalog(tx, companyId, emmaGaps);
  const candidates = people.filter((p) => p.id !== emma.id && p.id !== emma.managerId);
  const levels = await currentLevels(
    tx,
    companyId,
    rules,
    candidates.map((p) => p.id),
    { competencyIds: emmaGaps },
  );
  const ranked = candidates
    .map((candidate) => ({
      id: candidate.id,
      email: candidate.email,
      strengths: emmaGaps.filter((id) => {
        const entry = emmaCatalog.get(id);
        const level = levels.get(candidate.id)?.get(id)?.level ?? null;
        return entry !== undefined && level !== null && level >= mentorLevel(entry.scale);
      }).length,
    }))
    .filter((candidate) => candidate.strengths > 0)
    .sort((a, b) => b.strengths - a.strengths || a.email.localeCompare(b.email))
    .slice(0, 2);
  if (ranked.length > 0) {
    await tx
      .update(profiles)
      .set({ mentorOptIn: true })
      .where(
        inArray(
          profiles.id,
          ranked.map((candidate) => candidate.id),
        ),
      );
  }
}
