import type {
  CycleDetail,
  CycleInput,
  CycleUpdateInput,
} from '@competencyhub/domain/schemas/assessment-cycles';
import { ASSESSMENT_MESSAGES, DUE_DAYS_MAX } from '@competencyhub/domain/schemas/assessments';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { assessmentCycleMembers, assessmentCycles } from '../../db/schema/assessments.ts';
import { jobProfiles } from '../../db/schema/job-profiles.ts';
import { orgUnits } from '../../db/schema/organisation.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import type { Outbox } from '../mail/outbox.ts';
import { requirementInUseAs } from './catalog.ts';
import { cycleLaunchedEmail, cycleReminderEmail } from './emails.ts';

/**
 * Assessment cycles (issue 8): a learning lead or account holder asks the whole company, a
 * department or the holders of a job profile to assess by a date. The members are fixed at launch.
 * A member's self-assessment is done when they have rated, since the launch, every competency their
 * job profile requires (or anything at all, without a profile); the manager's part likewise with
 * manager ratings. Progress is computed from the ratings, never stored twice.
 */

export type CycleRow = typeof assessmentCycles.$inferSelect;

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: [message] } });

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface MemberProgressRow {
  id: string;
  full_name: string;
  email: string;
  job_title: string | null;
  manager_id: string | null;
  manager_name: string | null;
  manager_email: string | null;
  reminder_sent_at: string | Date | null;
  status: string;
  manager_status: string | null;
  self_done: boolean;
  manager_done: boolean | null;
}

/**
 * Each member (or just `personId`) with whether their self and manager parts are done. "Done" means
 * every required competency has a rating of that source since the cycle began; with no requirements,
 * any rating. A member without a line manager has no manager's part (null).
 */
async function memberProgress(tx: Tx, cycle: CycleRow, personId?: string): Promise<MemberProgressRow[]> {
  return rowsOf<MemberProgressRow>(
    await tx.execute(sql`
      with members as (
        select p.id, p.full_name, p.email, p.job_title, p.job_profile_id, m.reminder_sent_at,
               p.status, mgr.status as manager_status,
               mgr.id as manager_id, mgr.full_name as manager_name, mgr.email as manager_email,
               (select count(*) from job_profile_requirements q
                 where q.company_id = p.company_id and q.job_profile_id = p.job_profile_id
                   and ${requirementInUseAs('q')}) as required
        from assessment_cycle_members m
        join profiles p on p.company_id = m.company_id and p.id = m.person_id
        left join profiles mgr on mgr.company_id = p.company_id and mgr.id = p.line_manager_id
        where m.company_id = ${cycle.companyId} and m.cycle_id = ${cycle.id}
          ${personId ? sql`and m.person_id = ${personId}` : sql``}
      ),
      done as (
        select mb.id, mb.required,
          (select count(distinct r.competency_id) from competency_ratings r
             where r.company_id = ${cycle.companyId} and r.subject_id = mb.id and r.source = 'self'
               and r.rated_at >= ${cycle.createdAt.toISOString()}::timestamptz
               and (mb.required = 0 or r.competency_id in (
                 select q.competency_id from job_profile_requirements q
                 where q.company_id = ${cycle.companyId} and q.job_profile_id = mb.job_profile_id
                   and ${requirementInUseAs('q')}))) as self_rated,
          (select count(distinct r.competency_id) from competency_ratings r
             where r.company_id = ${cycle.companyId} and r.subject_id = mb.id and r.source = 'manager'
               and r.rated_at >= ${cycle.createdAt.toISOString()}::timestamptz
               and (mb.required = 0 or r.competency_id in (
                 select q.competency_id from job_profile_requirements q
                 where q.company_id = ${cycle.companyId} and q.job_profile_id = mb.job_profile_id
                   and ${requirementInUseAs('q')}))) as manager_rated
        from members mb
      )
      select mb.id, mb.full_name, mb.email, mb.job_title, mb.manager_id, mb.manager_name, mb.manager_email,
             mb.reminder_sent_at, mb.status, mb.manager_status,
             (d.self_rated > 0 and d.self_rated >= d.required) as self_done,
             case when mb.manager_id is null then null
                  else (d.manager_rated > 0 and d.manager_rated >= d.required) end as manager_done
      from members mb join done d on d.id = mb.id
      order by mb.full_name`),
  );
}

async function scopeLabel(tx: Tx, cycle: Pick<CycleRow, 'companyId' | 'scope' | 'scopeValue'>) {
  if (cycle.scope === 'org_unit' && cycle.scopeValue) {
    const [unit] = await tx
      .select({ name: orgUnits.name })
      .from(orgUnits)
      .where(and(eq(orgUnits.companyId, cycle.companyId), eq(orgUnits.id, cycle.scopeValue)));
    return unit?.name ?? null;
  }
  if (cycle.scope !== 'job_profile' || !cycle.scopeValue) return cycle.scopeValue;
  const [profile] = await tx
    .select({ title: jobProfiles.title })
    .from(jobProfiles)
    .where(and(eq(jobProfiles.companyId, cycle.companyId), eq(jobProfiles.id, cycle.scopeValue)));
  return profile?.title ?? null;
}

async function cycleDetail(tx: Tx, cycle: CycleRow): Promise<CycleDetail> {
  const members = await memberProgress(tx, cycle);
  return {
    id: cycle.id,
    name: cycle.name,
    scope: cycle.scope as CycleDetail['scope'],
    scopeValue: cycle.scopeValue,
    scopeLabel: await scopeLabel(tx, cycle),
    dueOn: cycle.dueOn,
    status: cycle.status as CycleDetail['status'],
    createdAt: cycle.createdAt.toISOString(),
    memberCount: members.length,
    selfDoneCount: members.filter((m) => m.self_done).length,
    managedCount: members.filter((m) => m.manager_done !== null).length,
    managerDoneCount: members.filter((m) => m.manager_done).length,
    members: members.map((m) => ({
      id: m.id,
      fullName: m.full_name,
      jobTitle: m.job_title,
      managerName: m.manager_name,
      selfDone: Boolean(m.self_done),
      managerDone: m.manager_done === null ? null : Boolean(m.manager_done),
      reminderSentAt: m.reminder_sent_at ? new Date(m.reminder_sent_at).toISOString() : null,
    })),
  };
}

async function findCycle(tx: Tx, companyId: string, id: string, lock = false): Promise<CycleRow> {
  const query = tx
    .select()
    .from(assessmentCycles)
    .where(and(eq(assessmentCycles.companyId, companyId), eq(assessmentCycles.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Assessment cycle');
  return row;
}

export function listCycles(services: Services, viewer: Viewer) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const rows = await tx
      .select()
      .from(assessmentCycles)
      .where(eq(assessmentCycles.companyId, viewer.tenantId))
      .orderBy(desc(assessmentCycles.createdAt))
      .limit(100);
    const items = [];
    for (const row of rows) {
      const { members: _members, ...summary } = await cycleDetail(tx, row);
      items.push(summary);
    }
    return { items };
  });
}

export function getCycle(services: Services, viewer: Viewer, id: string) {
  return withTenant(services.database, viewer.tenantId, async (tx) =>
    cycleDetail(tx, await findCycle(tx, viewer.tenantId, id)),
  );
}

/** A deadline from today to DUE_DAYS_MAX days ahead, or a 400 on dueOn. */
function checkCycleDue(dueOn: string) {
  const now = new Date();
  if (dueOn < isoDay(now) || dueOn > isoDay(new Date(now.getTime() + DUE_DAYS_MAX * 86_400_000))) {
    throw refuse('dueOn', ASSESSMENT_MESSAGES.dueDateInvalid);
  }
}

/**
 * Renames an open cycle or moves its deadline (its people stay as launched); a closed cycle → 409.
 * What changed is audited with its values before and after; an unchanged save writes nothing.
 */
export function updateCycle(
  services: Services,
  viewer: Viewer,
  id: string,
  input: CycleUpdateInput,
  req: FastifyRequest,
) {
  if (input.dueOn !== undefined) checkCycleDue(input.dueOn);
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const cycle = await findCycle(tx, viewer.tenantId, id, true);
    if (cycle.status !== 'open') throw new AppError('RULE_BROKEN', ASSESSMENT_MESSAGES.cycleClosed);
    const changes: { name?: string; dueOn?: string } = {};
    const before: Record<string, string> = {};
    if (input.name !== undefined && input.name !== cycle.name) {
      changes.name = input.name;
      before.name = cycle.name;
    }
    if (input.dueOn !== undefined && input.dueOn !== cycle.dueOn) {
      changes.dueOn = input.dueOn;
      before.dueOn = cycle.dueOn;
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(assessmentCycles)
        .set(changes)
        .where(and(eq(assessmentCycles.companyId, viewer.tenantId), eq(assessmentCycles.id, cycle.id)));
      await writeAudit(tx, req, {
        action: 'assessment_cycle.updated',
        companyId: viewer.tenantId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        targetType: 'assessment_cycle',
        targetId: cycle.id,
        details: { fields: Object.keys(changes), before, after: changes },
      });
    }
    return cycleDetail(tx, await findCycle(tx, viewer.tenantId, id));
  });
}

/** The scope's reference: an active unit of the organisation tree, or a job profile of the company. */
async function checkScope(tx: Tx, companyId: string, input: CycleInput): Promise<string | null> {
  if (input.scope === 'company') return null;
  const id = input.scopeValue ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw refuse('scopeValue', ASSESSMENT_MESSAGES.scopeValueRequired);
  }
  const [found] =
    input.scope === 'org_unit'
      ? await tx
          .select({ id: orgUnits.id })
          .from(orgUnits)
          .where(
            and(
              eq(orgUnits.companyId, companyId),
              eq(orgUnits.id, id),
              eq(orgUnits.hierarchy, 'organisation'),
              isNull(orgUnits.archivedAt),
            ),
          )
      : await tx
          .select({ id: jobProfiles.id })
          .from(jobProfiles)
          .where(and(eq(jobProfiles.companyId, companyId), eq(jobProfiles.id, id)));
  if (!found) throw refuse('scopeValue', ASSESSMENT_MESSAGES.scopeValueRequired);
  return found.id;
}

export function launchCycle(services: Services, viewer: Viewer, input: CycleInput, req: FastifyRequest) {
  checkCycleDue(input.dueOn);
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const scopeValue = await checkScope(tx, companyId, input);
    const inScope =
      input.scope === 'company'
        ? sql`true`
        : input.scope === 'org_unit'
          ? sql`p.org_unit_id in (select descendant_id from org_unit_closure
              where company_id = ${companyId} and ancestor_id = ${scopeValue})`
          : sql`p.job_profile_id = ${scopeValue}`;
    const [cycle] = await tx
      .insert(assessmentCycles)
      .values({
        companyId,
        name: input.name,
        scope: input.scope,
        scopeValue,
        dueOn: input.dueOn,
        createdBy: viewer.userId,
      })
      .returning();
    if (!cycle) throw new Error('cycle insert returned nothing');
    // One statement whatever the company's size: a VALUES list broke above 21,845 members.
    const people = rowsOf<{ fullName: string; email: string }>(
      await tx.execute(sql`
        with members as (
          insert into assessment_cycle_members (company_id, cycle_id, person_id)
          select p.company_id, ${cycle.id}, p.id from profiles p
          where p.company_id = ${companyId} and p.status = 'active' and ${inScope}
          returning person_id
        )
        select p.full_name as "fullName", p.email from members m join profiles p
          on p.company_id = ${companyId} and p.id = m.person_id`),
    );
    if (people.length === 0) throw refuse('scopeValue', ASSESSMENT_MESSAGES.cycleHasNobody);
    await services.outbox.enqueueMany(
      people.map((person) => ({
        ...cycleLaunchedEmail(
          services.config.baseUrl,
          { email: person.email, name: person.fullName },
          input.name,
          input.dueOn,
        ),
        companyId,
      })),
      tx,
    );
    await writeAudit(tx, req, {
      action: 'assessment_cycle.launched',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'assessment_cycle',
      targetId: cycle.id,
      details: {
        name: input.name,
        scope: input.scope,
        scopeValue,
        dueOn: input.dueOn,
        members: people.length,
      },
    });
    return cycleDetail(tx, cycle);
  }).then((detail) => {
    services.outbox.nudge();
    return detail;
  });
}

/**
 * Reminds every member of an open cycle whose self-assessment is not done, and every manager with a
 * report whose manager rating is missing (one e-mail each); only people who can still sign in. The
 * caller holds the cycle row locked. Used by "Send reminders" and by the sweep before the deadline.
 */
export async function sendCycleReminders(
  tx: Tx,
  outbox: Outbox,
  baseUrl: string,
  cycle: CycleRow,
): Promise<{ people: number; managers: number }> {
  const members = await memberProgress(tx, cycle);
  const selfPending = members.filter((m) => !m.self_done && m.status === 'active');
  const managers = new Map<string, { email: string; name: string }>();
  for (const m of members) {
    if (
      m.manager_done === false &&
      m.manager_id &&
      m.manager_email &&
      m.manager_name &&
      m.manager_status === 'active'
    ) {
      managers.set(m.manager_id, { email: m.manager_email, name: m.manager_name });
    }
  }
  for (const m of selfPending) {
    await outbox.enqueue(
      {
        ...cycleReminderEmail(baseUrl, { email: m.email, name: m.full_name }, cycle.name, cycle.dueOn, false),
        companyId: cycle.companyId,
      },
      tx,
    );
  }
  for (const manager of managers.values()) {
    await outbox.enqueue(
      { ...cycleReminderEmail(baseUrl, manager, cycle.name, cycle.dueOn, true), companyId: cycle.companyId },
      tx,
    );
  }
  if (selfPending.length > 0) {
    await tx.execute(sql`
      update assessment_cycle_members set reminder_sent_at = now()
      where company_id = ${cycle.companyId} and cycle_id = ${cycle.id}
        and person_id in (${sql.join(
          selfPending.map((m) => sql`${m.id}::uuid`),
          sql`, `,
        )})`);
  }
  await tx
    .update(assessmentCycles)
    .set({ lastRemindedAt: sql`now()` })
    .where(and(eq(assessmentCycles.companyId, cycle.companyId), eq(assessmentCycles.id, cycle.id)));
  return { people: selfPending.length, managers: managers.size };
}

export function remindCycle(services: Services, viewer: Viewer, id: string, req: FastifyRequest) {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const cycle = await findCycle(tx, companyId, id, true);
    if (cycle.status !== 'open') throw new AppError('RULE_BROKEN', ASSESSMENT_MESSAGES.cycleClosed);
    const sent = await sendCycleReminders(tx, services.outbox, services.config.baseUrl, cycle);
    await writeAudit(tx, req, {
      action: 'assessment_cycle.reminded',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'assessment_cycle',
      targetId: cycle.id,
      details: { name: cycle.name, people: sent.people, managers: sent.managers },
    });
    return { reminded: sent.people + sent.managers };
  }).then((result) => {
    services.outbox.nudge();
    return result;
  });
}

export function closeCycle(services: Services, viewer: Viewer, id: string, req: FastifyRequest) {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const cycle = await findCycle(tx, viewer.tenantId, id, true);
    if (cycle.status === 'open') {
      await tx
        .update(assessmentCycles)
        .set({ status: 'closed', closedAt: sql`now()` })
        .where(and(eq(assessmentCycles.companyId, viewer.tenantId), eq(assessmentCycles.id, cycle.id)));
      await writeAudit(tx, req, {
        action: 'assessment_cycle.closed',
        companyId: viewer.tenantId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        targetType: 'assessment_cycle',
        targetId: cycle.id,
        details: { name: cycle.name },
      });
    }
    return cycleDetail(tx, await findCycle(tx, viewer.tenantId, id));
  });
}

/** The open cycles a person is in (built once: the dashboard asks on every visit). */
const openCyclesOf = reusableQuery((db) =>
  db
    .select({ cycle: assessmentCycles })
    .from(assessmentCycleMembers)
    .innerJoin(
      assessmentCycles,
      and(
        eq(assessmentCycles.companyId, assessmentCycleMembers.companyId),
        eq(assessmentCycles.id, assessmentCycleMembers.cycleId),
      ),
    )
    .where(
      and(
        eq(assessmentCycleMembers.companyId, sql.placeholder('companyId')),
        eq(assessmentCycleMembers.personId, sql.placeholder('personId')),
        eq(assessmentCycles.status, 'open'),
      ),
    ),
);

/** The open cycles the viewer takes part in, with their own part's state (for the dashboard task). */
export async function myOpenCycles(tx: Tx, viewer: Viewer) {
  const cycles = await openCyclesOf(tx, { companyId: viewer.tenantId, personId: viewer.userId });
  const result = [];
  for (const { cycle } of cycles) {
    const [me] = await memberProgress(tx, cycle, viewer.userId);
    result.push({ id: cycle.id, name: cycle.name, dueOn: cycle.dueOn, selfDone: Boolean(me?.self_done) });
  }
  return result;
}
