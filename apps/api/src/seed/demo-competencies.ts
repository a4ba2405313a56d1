import { randomUUID } from 'node:crypto';
import type { Importance } from '@competencyhub/domain/gap-analysis';
import { defaultScale } from '@competencyhub/domain/proficiency';
import { starterLibraryFor } from '@competencyhub/domain/starter-library/index';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { assessmentCycleMembers, assessmentCycles, feedbackRequests } from '../db/schema/assessments.ts';
import {
  competencies,
  competencyCategories,
  competencyFrameworks,
  competencyRatings,
  competencyScaleVersions,
  evidence,
} from '../db/schema/competencies.ts';
import { jobProfileRequirements, jobProfiles } from '../db/schema/job-profiles.ts';
import { profiles } from '../db/schema/profiles.ts';
import { recordRequirementVersions } from '../modules/job-profiles/requirement-versions.ts';
import { writeStoredLevels } from '../modules/levels/stored-levels.ts';
import { managerNote, PEERS_PER_ROUND, peerRaters, reviewName, selfNote } from './demo-ratings.ts';

/**
 * The competency side of the demo company (issue 8): the starter library imported as Acme's
 * framework, a job profile for every role with what it requires, everyone given theirs, and 18 months
 * of self, manager and 360 ratings (some explained, with a link), an open assessment cycle and open
 * feedback requests, so every competency page shows real content on first start. Random but repeatable: a seeded generator, so
 * every fresh start shows the same demo.
 */

export interface DemoMember {
  id: string;
  email: string;
  name: string;
  jobTitle: string | null;
  department: string | null;
  managerId: string | null;
}

/** mulberry32: a small, well-known seeded generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What each department's roles draw on, as words found in competency names (the library's own). */
const DEPARTMENT_FOCUS: Record<string, RegExp[]> = {
  'Customer Success': [
    /customer|client/i,
    /listen/i,
    /problem|resol/i,
    /relationship|stakeholder/i,
    /product|business/i,
  ],
  Engineering: [
    /software|code|engineer|programm/i,
    /test|quality/i,
    /architect|design|system/i,
    /data|analy/i,
    /problem/i,
  ],
  Sales: [
    /negotiat|influenc|persua/i,
    /customer|client/i,
    /commercial|business|market/i,
    /relationship/i,
    /present/i,
  ],
  Product: [
    /product|user|customer/i,
    /data|analy/i,
    /design|research/i,
    /prioriti|decision|plan/i,
    /stakeholder/i,
  ],
  'People & Culture': [
    /coach|develop|mentor/i,
    /feedback/i,
    /inclus|divers|empath/i,
    /facilitat|learning/i,
    /change/i,
  ],
  Leadership: [/strateg|vision/i, /lead|inspir/i, /decision/i, /change/i, /develop|talent/i],
  IT: [/secur|cyber/i, /system|infra|cloud|technical/i, /problem/i, /data/i, /process|quality/i],
};
const GENERAL = [
  /communicat|written|verbal/i,
  /collaborat|team/i,
  /adapt|resilien|learn/i,
  /accountab|ownership|deliver/i,
];

/** Roles whose title says they lead people also need leadership competencies. */
const LEADS = /manager|lead|head|chief|director/i;
const LEADERSHIP = [/coach|develop/i, /lead|inspir/i, /decision|delegat/i];

export async function seedDemoCompetencies(
  tx: Tx,
  options: {
    companyId: string;
    /** Named in the job profiles' descriptions. */
    companyName?: string;
    ownerId: string;
    members: readonly DemoMember[];
    now: number;
  },
): Promise<void> {
  const { companyId, ownerId, members, now, companyName = 'Acme' } = options;
  const random = generator(20_260_101);
  const day = 86_400_000;
  const library = starterLibraryFor('en-US');

  // The starter library, imported 19 months ago.
  const importedAt = new Date(now - 570 * day);
  const [framework] = await tx
    .insert(competencyFrameworks)
    .values({
      companyId,
      name: library.frameworkName,
      description: library.frameworkDescription,
      createdBy: ownerId,
      createdAt: importedAt,
      updatedAt: importedAt,
    })
    .returning({ id: competencyFrameworks.id });
  if (!framework) throw new Error('demo framework insert failed');
  const scale = defaultScale();
  await tx.insert(competencyScaleVersions).values({
    companyId,
    frameworkId: framework.id,
    version: 1,
    levels: scale.levels.map((level) => ({ ...level })),
    proficientLevel: scale.proficientLevel,
    createdBy: ownerId,
    createdAt: importedAt,
  });
  const catalog: Array<{ id: string; name: string }> = [];
  for (const [position, category] of library.categories.entries()) {
    const [row] = await tx
      .insert(competencyCategories)
      .values({
        companyId,
        frameworkId: framework.id,
        name: category.name,
        description: category.description,
        position,
      })
      .returning({ id: competencyCategories.id });
    if (!row) throw new Error('demo category insert failed');
    const inserted = await tx
      .insert(competencies)
      .values(
        category.competencies.map((competency) => ({
          companyId,
          frameworkId: framework.id,
          categoryId: row.id,
          name: competency.name,
          description: competency.description,
          type: competency.type,
          tags: [...competency.tags],
          levelDescriptions: [...competency.levels],
          createdAt: importedAt,
          updatedAt: importedAt,
        })),
      )
      .returning({ id: competencies.id, name: competencies.name });
    catalog.push(...inserted);
  }

  /** The first competency matching each pattern, not yet picked; then general ones up to `count`. */
  const pick = (patterns: readonly RegExp[], count: number): string[] => {
    const chosen: string[] = [];
    for (const pattern of [...patterns, ...GENERAL]) {
      const found = catalog.find((c) => pattern.test(c.name) && !chosen.includes(c.id));
      if (found) chosen.push(found.id);
      if (chosen.length >= count) break;
    }
    for (const c of catalog) {
      if (chosen.length >= count) break;
      if (!chosen.includes(c.id)) chosen.push(c.id);
    }
    return chosen;
  };

  // One job profile per title the company uses, with 6–7 requirements.
  const titles = new Map<string, { department: string; memberIds: string[] }>();
  for (const member of members) {
    if (!member.jobTitle) continue;
    const entry = titles.get(member.jobTitle) ?? { department: member.department ?? '', memberIds: [] };
    entry.memberIds.push(member.id);
    titles.set(member.jobTitle, entry);
  }
  const requirementsOf = new Map<
    string,
    Array<{ competencyId: string; requiredLevel: number; importance: Importance }>
  >();
  const profileOf = new Map<string, string>();
  for (const [title, { department, memberIds }] of titles) {
    const senior = /senior|manager|lead|head|chief/i.test(title);
    const focus = [...(DEPARTMENT_FOCUS[department] ?? []), ...(LEADS.test(title) ? LEADERSHIP : [])];
    const ids = pick(focus, LEADS.test(title) ? 7 : 6);
    const requirements = ids.map((competencyId, index) => ({
      competencyId,
      requiredLevel: Math.min(5, (senior ? 4 : 3) - (index >= 4 ? 1 : 0)),
      importance: (index < 2 ? 'critical' : index < 4 ? 'important' : 'nice_to_have') as Importance,
    }));
    const [profile] = await tx
      .insert(jobProfiles)
      .values({
        companyId,
        title,
        department,
        description: `What we expect of a ${title} at ${companyName}.`,
        createdBy: ownerId,
        createdAt: importedAt,
        updatedAt: importedAt,
      })
      .returning({ id: jobProfiles.id });
    if (!profile) throw new Error('demo job profile insert failed');
    await tx.insert(jobProfileRequirements).values(
      requirements.map((requirement, position) => ({
        companyId,
        jobProfileId: profile.id,
        position,
        ...requirement,
      })),
    );
    requirementsOf.set(profile.id, requirements);
    await recordRequirementVersions(tx, companyId, [profile.id], ownerId);
    for (const id of memberIds) {
      profileOf.set(id, profile.id);
      await tx.update(profiles).set({ jobProfileId: profile.id }).where(eq(profiles.id, id));
    }
  }

  // 18 months of ratings: each person grows toward their requirements; self-ratings run a little
  // high, managers rate every six months, and colleagues answered 360 rounds nine and three months ago.
  const ratings: Array<typeof competencyRatings.$inferInsert> = [];
  const pieces: Array<typeof evidence.$inferInsert> = [];
  /** A rating with a note: its comment, and its links as pieces of evidence added by its rater. */
  const noted = (
    rating: typeof competencyRatings.$inferInsert,
    note: { comment: string; links: string[] },
  ): typeof competencyRatings.$inferInsert => {
    const id = randomUUID();
    const ratedAt = rating.ratedAt ?? new Date(now);
    note.links.forEach((url, position) => {
      pieces.push({
        companyId,
        personId: rating.subjectId,
        competencyId: rating.competencyId,
        kind: 'link',
        ratingId: id,
        url,
        position,
        addedOn: ratedAt.toISOString().slice(0, 10),
        addedBy: rating.raterId ?? null,
        createdAt: ratedAt,
      });
    });
    return { ...rating, id, comment: note.comment };
  };
  const answered: Array<typeof feedbackRequests.$inferInsert> = [];
  const at = (daysAgo: number) => new Date(now - daysAgo * day - Math.floor(random() * 8) * 3_600_000);
  const clamp = (level: number) => Math.max(1, Math.min(5, Math.round(level)));
  for (const [index, member] of members.entries()) {
    const requirements = requirementsOf.get(profileOf.get(member.id) ?? '') ?? [];
    const raters = peerRaters(member, members, index);
    const trueLevels = requirements.map((requirement) => {
      const start = Math.max(1, requirement.requiredLevel - 1 - Math.floor(random() * 2));
      const growth = random() < 0.7 ? 1 : 0;
      const late = random() < 0.3 ? 1 : 0;
      return (daysAgo: number) => start + growth * (daysAgo < 270 ? 1 : 0) + (daysAgo < 90 ? late : 0);
    });
    // About half the company has already rated themselves in the running cycle (launched 10 days ago).
    const latestSelf = member.email.charCodeAt(0) % 2 === 0 ? 4 : 25;
    for (const [position, requirement] of requirements.entries()) {
      const trueLevel = trueLevels[position] ?? (() => requirement.requiredLevel);
      const base = {
        companyId,
        subjectId: member.id,
        competencyId: requirement.competencyId,
        frameworkId: framework.id,
        scaleVersion: 1,
      };
      for (const daysAgo of [540, 360, 180, latestSelf]) {
        const latest = daysAgo === latestSelf;
        const rating = {
          ...base,
          source: 'self',
          raterId: member.id,
          level: clamp(trueLevel(daysAgo) + (random() < 0.4 ? 1 : 0)),
          ratedAt: at(daysAgo),
        };
        // The latest self-rating of the most important requirement says why, with links.
        ratings.push(latest && position === 0 ? noted(rating, selfNote(index)) : rating);
      }
      if (member.managerId) {
        for (const daysAgo of [450, 270, 60]) {
          const rating = {
            ...base,
            source: 'manager',
            raterId: member.managerId,
            level: clamp(trueLevel(daysAgo)),
            ratedAt: at(daysAgo),
          };
          ratings.push(
            daysAgo === 60 && position < 2 ? noted(rating, managerNote(index * 2 + position)) : rating,
          );
        }
      }
    }
    // Two 360 rounds of four colleagues each (never the person's line manager), one request each.
    for (const [round, daysAgo] of [270, 90].entries()) {
      for (const rater of raters.slice(round, round + PEERS_PER_ROUND)) {
        const ratedAt = at(daysAgo);
        const requestId = randomUUID();
        const relationship = rater.managerId === member.id ? 'direct_report' : 'peer';
        answered.push({
          id: requestId,
          companyId,
          subjectId: member.id,
          raterId: rater.id,
          requestedBy: member.id,
          relationship,
          status: 'completed',
          competencyIds: requirements.map((r) => r.competencyId),
          dueOn: new Date(ratedAt.getTime() + 7 * day).toISOString().slice(0, 10),
          respondedAt: ratedAt,
          completedAt: ratedAt,
          createdAt: new Date(ratedAt.getTime() - 6 * day),
          updatedAt: ratedAt,
        });
        for (const [position, requirement] of requirements.entries()) {
          const trueLevel = trueLevels[position] ?? (() => requirement.requiredLevel);
          ratings.push({
            companyId,
            subjectId: member.id,
            competencyId: requirement.competencyId,
            frameworkId: framework.id,
            scaleVersion: 1,
            source: relationship,
            raterId: rater.id,
            level: clamp(trueLevel(daysAgo) + (random() < 0.5 ? 0 : random() < 0.5 ? -1 : 1)),
            ratedAt,
            feedbackRequestId: requestId,
          });
        }
      }
    }
  }
  for (let start = 0; start < answered.length; start += 500) {
    await tx.insert(feedbackRequests).values(answered.slice(start, start + 500));
  }
  for (let start = 0; start < ratings.length; start += 500) {
    await tx.insert(competencyRatings).values(ratings.slice(start, start + 500));
  }
  for (let start = 0; start < pieces.length; start += 500) {
    await tx.insert(evidence).values(pieces.slice(start, start + 500));
  }
  // Their stored levels, by the one writer (decision 0053).
  await writeStoredLevels(tx, companyId, { personIds: members.map((member) => member.id) }, 'recompute');

  // An assessment cycle running since ten days ago, for the whole company, due in three weeks.
  const launched = new Date(now - 10 * day);
  const [cycle] = await tx
    .insert(assessmentCycles)
    .values({
      companyId,
      name: reviewName(launched),
      scope: 'company',
      dueOn: new Date(now + 21 * day).toISOString().slice(0, 10),
      createdBy: ownerId,
      createdAt: launched,
    })
    .returning({ id: assessmentCycles.id });
  if (!cycle) throw new Error('demo cycle insert failed');
  await tx
    .insert(assessmentCycleMembers)
    .values(members.map((member) => ({ companyId, cycleId: cycle.id, personId: member.id })));

  // Open 360 requests: Emma waits for two answers; Ben asked Emma for hers.
  const byEmail = new Map(members.map((member) => [member.email, member]));
  const emma = byEmail.get('employee@acme.test');
  const ben = byEmail.get('ben@acme.test');
  const omar = byEmail.get('omar@acme.test');
  const isaac = byEmail.get('isaac@acme.test');
  const due = new Date(now + 9 * day).toISOString().slice(0, 10);
  const requirementIds = (id: string) =>
    (requirementsOf.get(profileOf.get(id) ?? '') ?? []).map((r) => r.competencyId);
  if (emma && omar && isaac) {
    await tx.insert(feedbackRequests).values(
      [omar, isaac].map((rater) => ({
        companyId,
        subjectId: emma.id,
        raterId: rater.id,
        requestedBy: emma.id,
        relationship: 'peer',
        message: 'Could you tell me how I did on the onboarding project?',
        competencyIds: requirementIds(emma.id),
        dueOn: due,
        createdAt: new Date(now - 3 * day),
      })),
    );
  }
  if (emma && ben) {
    await tx.insert(feedbackRequests).values({
      companyId,
      subjectId: ben.id,
      raterId: emma.id,
      requestedBy: ben.id,
      relationship: 'peer',
      message: 'We worked together on the Northwind account; your view would help.',
      competencyIds: requirementIds(ben.id).slice(0, 4),
      dueOn: due,
      createdAt: new Date(now - 2 * day),
    });
  }
}
