import { mentorLevel } from '@competencyhub/domain/development';
import { IMPORTANCE_WEIGHTS, type Importance } from '@competencyhub/domain/gap-analysis';
import type { RoleRef } from '@competencyhub/domain/schemas/career-plan';
import type { DevelopmentSuggestions } from '@competencyhub/domain/schemas/development-plan';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { uuidArray } from '../../db/id-lists.ts';
import { rowsOf } from '../../db/migrate.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { competencyCatalog } from '../assessments/catalog.ts';
import { buildGapReport } from '../assessments/gaps.ts';
import { roleRequirements, visiblePlanOwner } from './plan.ts';

/** How many gaps the suggestions cover, and how many mentors each offers at most. */
export const SUGGESTED_GAPS = 5;
export const MENTORS_PER_GAP = 2;

interface Gap {
  competencyId: string;
  name: string;
  currentLevel: number | null;
  requiredLevel: number;
  levelCount: number;
  gap: number;
  importance: Importance;
  roles: RoleRef[];
}

/**
 * Suggested actions (issue 9) for the largest gaps of one's current role and target roles, from the
 * core's gap reports: largest weighted gap first (gap × importance weight, the gap analysis's own
 * order). Each gap gets a stretch project toward the required level, a course or resource, and
 * mentors: active colleagues who opted in and are advanced or better in it (domain mentorLevel),
 * highest level first.
 */
export function developmentSuggestions(
  services: Services,
  viewer: Viewer,
  personId?: string,
): Promise<DevelopmentSuggestions> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const companyId = viewer.tenantId;
    const person = await visiblePlanOwner(tx, viewer, personId ?? viewer.userId);
    const { targetIds } = await roleRequirements(tx, companyId, person);
    const roleIds = [...new Set([...(person.jobProfile ? [person.jobProfile.id] : []), ...targetIds])];
    // The person's gaps and the mentors' levels: stored under the company's rules (decision 0053).
    const gaps = new Map<string, Gap>();
    for (const roleId of roleIds) {
      const report = await buildGapReport(tx, companyId, person, roleId);
      if (!report.jobProfile) continue;
      const role = {
        id: report.jobProfile.id,
        title: report.jobProfile.title,
        grade: report.jobProfile.grade,
        department: report.jobProfile.department,
      };
      for (const row of report.rows) {
        if (row.gap <= 0) continue;
        const known = gaps.get(row.competencyId);
        if (!known) {
          gaps.set(row.competencyId, {
            competencyId: row.competencyId,
            name: row.name,
            currentLevel: row.currentLevel,
            requiredLevel: row.requiredLevel,
            levelCount: row.levelCount,
            gap: row.gap,
            importance: row.importance,
            roles: [role],
          });
          continue;
        }
        known.roles.push(role);
        if (row.requiredLevel > known.requiredLevel) {
          known.requiredLevel = row.requiredLevel;
          known.gap = row.gap;
        }
        if (IMPORTANCE_WEIGHTS[row.importance] > IMPORTANCE_WEIGHTS[known.importance]) {
          known.importance = row.importance;
        }
      }
    }
    const top = [...gaps.values()]
      .sort(
        (a, b) =>
          b.gap * IMPORTANCE_WEIGHTS[b.importance] - a.gap * IMPORTANCE_WEIGHTS[a.importance] ||
          b.gap - a.gap ||
          a.name.localeCompare(b.name),
      )
      .slice(0, SUGGESTED_GAPS);
    if (top.length === 0) return { items: [] };
    const ids = top.map((gap) => gap.competencyId);
    const catalog = await competencyCatalog(tx, companyId, ids);

    // Mentors: for each gap, the active colleagues who opted in with the highest stored levels at or
    // above the mentor level, whoever they are in the company (one index range per competency).
    const thresholds = ids.map((id) => {
      const entry = catalog.get(id);
      return entry ? mentorLevel(entry.scale) * 10 : 1000;
    });
    const mentorRows = rowsOf<{ competency_id: string; id: string; full_name: string; level_tenths: number }>(
      await tx.execute(sql`
        select g.competency_id, m.id, m.full_name, m.level_tenths
        from unnest(${uuidArray(ids)}::uuid[], ${`{${thresholds.join(',')}}`}::int[]) g(competency_id, min_tenths)
        cross join lateral (
          select p.id, p.full_name, s.level_tenths from stored_levels s
          join profiles p on p.company_id = s.company_id and p.id = s.person_id
          -- Only levels on their framework's current scale (a recompute may still be running).
          join competency_frameworks f on f.company_id = s.company_id and f.id = s.framework_id
            and f.scale_version = s.scale_version
          where s.company_id = ${companyId} and s.competency_id = g.competency_id
            and s.level_tenths >= g.min_tenths
            and p.status = 'active' and p.mentor_opt_in and p.id <> ${person.id}
          order by s.level_tenths desc, p.full_name, p.id
          limit ${MENTORS_PER_GAP}) m`),
    );
    const mentorsOf = new Map<string, Array<{ id: string; fullName: string; level: number }>>();
    for (const row of mentorRows) {
      const list = mentorsOf.get(row.competency_id) ?? [];
      list.push({ id: row.id, fullName: row.full_name, level: row.level_tenths / 10 });
      mentorsOf.set(row.competency_id, list);
    }
    const planned = new Set(
      rowsOf<{ competency_id: string }>(
        await tx.execute(sql`
          select distinct c.competency_id from development_action_competencies c
          join development_actions a on a.company_id = c.company_id and a.id = c.action_id
          where a.company_id = ${companyId} and a.profile_id = ${person.id}
            and a.status in ('planned', 'in_progress') and c.competency_id = any(${uuidArray(ids)}::uuid[])`),
      ).map((row) => row.competency_id),
    );

    return {
      items: top.flatMap((gap) => {
        const entry = catalog.get(gap.competencyId);
        if (!entry) return [];
        const mentors = mentorsOf.get(gap.competencyId) ?? [];
        const levelName = (value: number) => entry.scale.levels.find((l) => l.value === value)?.name ?? '';
        return [
          {
            competencyId: gap.competencyId,
            name: gap.name,
            currentLevel: gap.currentLevel,
            requiredLevel: gap.requiredLevel,
            requiredLevelName: levelName(gap.requiredLevel),
            requiredLevelDescription: entry.levelDescriptions[gap.requiredLevel - 1] ?? '',
            levelCount: gap.levelCount,
            gap: gap.gap,
            importance: gap.importance,
            roles: gap.roles,
            planned: planned.has(gap.competencyId),
            actions: [
              ...mentors.map((mentor) => ({
                type: 'mentoring' as const,
                mentor: {
                  id: mentor.id,
                  fullName: mentor.fullName,
                  level: mentor.level,
                  levelName: levelName(Math.floor(mentor.level)),
                },
              })),
              { type: 'project' as const, mentor: null },
              { type: 'course' as const, mentor: null },
            ],
          },
        ];
      }),
    };
  });
}
