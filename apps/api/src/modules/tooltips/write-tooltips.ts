import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import type { Tooltip, TooltipInput } from '@competencyhub/domain/schemas/tooltips';
import { TOOLTIP_LIMITS, TOOLTIP_MESSAGES } from '@competencyhub/domain/schemas/tooltips-messages';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { orderedTexts, TOOLTIP_COLUMNS, type TooltipRow, toTooltip } from './tooltip-rows.ts';

/**
 * Creating, changing and deleting tooltips (platform staff, System Admin > Tooltips). Each write is
 * audited under the system owner company with what changed. The caps (all tooltips, one page's) are
 * counted under one transaction-level lock, so two creates at once cannot both take the last place.
 */

const TOOLTIP_WRITE_LOCK = 727356;

const audit = (
  tx: Tx,
  req: FastifyRequest,
  viewer: Viewer,
  action: AuditAction,
  id: string,
  details: Record<string, unknown>,
) =>
  writeAudit(tx, req, {
    action,
    companyId: SYSTEM_OWNER_COMPANY_ID,
    actorId: viewer.userId,
    actorEmail: viewer.email,
    targetType: 'tooltip',
    targetId: id,
    details,
  });

/** Writes take turns: the caps and the one-per-selector rule are checked with nothing in between. */
const takeTurn = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${TOOLTIP_WRITE_LOCK})`);

async function assertRoom(tx: Tx, page: string, movingFrom: string | null) {
  const [counts] = rowsOf<{ total: number; on_page: number }>(
    await tx.execute(sql`
      select count(*)::int as total, count(*) filter (where page = ${page})::int as on_page from tooltips`),
  );
  if (movingFrom === null && Number(counts?.total ?? 0) >= TOOLTIP_LIMITS.total)
    throw new AppError('RULE_BROKEN', TOOLTIP_MESSAGES.tooMany);
  if (movingFrom !== page && Number(counts?.on_page ?? 0) >= TOOLTIP_LIMITS.perPage)
    throw new AppError('RULE_BROKEN', TOOLTIP_MESSAGES.tooManyOnPage);
}

async function assertNoTwin(tx: Tx, page: string, selector: string, id: string | null) {
  const twins = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from tooltips where page = ${page} and selector = ${selector}`),
  );
  if (twins.some((twin) => twin.id !== id))
    throw new AppError('CONFLICT', TOOLTIP_MESSAGES.duplicate, {
      errors: { selector: [TOOLTIP_MESSAGES.duplicate] },
    });
}

export async function createTooltip(
  services: Services,
  viewer: Viewer,
  input: TooltipInput,
  req: FastifyRequest,
): Promise<Tooltip> {
  return services.database.db.transaction(async (tx) => {
    await takeTurn(tx);
    await assertRoom(tx, input.page, null);
    await assertNoTwin(tx, input.page, input.selector, null);
    const [row] = rowsOf<TooltipRow>(
      await tx.execute(sql`
        insert into tooltips (page, selector, texts, created_by, updated_by)
        values (${input.page}, ${input.selector}, ${JSON.stringify(input.texts)}::jsonb, ${viewer.userId}, ${viewer.userId})
        returning ${sql.raw(TOOLTIP_COLUMNS)}`),
    );
    if (!row) throw new Error('tooltip insert returned no row');
    await audit(tx, req, viewer, 'tooltip.created', row.id, {
      page: input.page,
      selector: input.selector,
      languages: Object.keys(orderedTexts(input.texts)),
    });
    return toTooltip(row);
  });
}

/** Replaces what is given; the texts are replaced whole (a language left out is removed). */
export async function updateTooltip(
  services: Services,
  viewer: Viewer,
  id: string,
  input: Partial<TooltipInput>,
  req: FastifyRequest,
): Promise<Tooltip> {
  return services.database.db.transaction(async (tx) => {
    await takeTurn(tx);
    const [current] = rowsOf<TooltipRow>(
      await tx.execute(sql`select ${sql.raw(TOOLTIP_COLUMNS)} from tooltips where id = ${id} for update`),
    );
    if (!current) throw notFound('Tooltip');
    const before = toTooltip(current);
    const page = input.page ?? before.page;
    const selector = input.selector ?? before.selector;
    const texts = orderedTexts(input.texts ?? before.texts);
    const changed = [
      page !== before.page ? 'page' : null,
      selector !== before.selector ? 'selector' : null,
      JSON.stringify(texts) !== JSON.stringify(before.texts) ? 'texts' : null,
    ].filter((field): field is string => field !== null);
    if (changed.length === 0) return before;
    if (page !== before.page) await assertRoom(tx, page, before.page);
    await assertNoTwin(tx, page, selector, id);
    // A new page or selector has not been looked for yet: what pages reported no longer applies.
    const moved = page !== before.page || selector !== before.selector;
    const [row] = rowsOf<TooltipRow>(
      await tx.execute(sql`
        update tooltips set page = ${page}, selector = ${selector}, texts = ${JSON.stringify(texts)}::jsonb,
          updated_at = now(), updated_by = ${viewer.userId},
          last_found_at = case when ${moved} then null else last_found_at end,
          last_missing_at = case when ${moved} then null else last_missing_at end
        where id = ${id} returning ${sql.raw(TOOLTIP_COLUMNS)}`),
    );
    if (!row) throw notFound('Tooltip');
    await audit(tx, req, viewer, 'tooltip.updated', id, {
      fields: changed,
      before: { page: before.page, selector: before.selector, languages: Object.keys(before.texts) },
      after: { page, selector, languages: Object.keys(texts) },
    });
    return toTooltip(row);
  });
}

export async function deleteTooltip(
  services: Services,
  viewer: Viewer,
  id: string,
  req: FastifyRequest,
): Promise<{ ok: true }> {
  return services.database.db.transaction(async (tx) => {
    const [row] = rowsOf<TooltipRow>(
      await tx.execute(sql`delete from tooltips where id = ${id} returning ${sql.raw(TOOLTIP_COLUMNS)}`),
    );
    if (!row) throw notFound('Tooltip');
    await audit(tx, req, viewer, 'tooltip.deleted', id, {
      page: row.page,
      selector: row.selector,
      english: toTooltip(row).texts['en-US'] ?? null,
    });
    return { ok: true as const };
  });
}
