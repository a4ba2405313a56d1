import type { PageTooltips, TooltipList } from '@competencyhub/domain/schemas/tooltips';
import { TOOLTIP_LIMITS } from '@competencyhub/domain/schemas/tooltips-messages';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/migrate.ts';
import type { Services } from '../../services.ts';
import { TOOLTIP_COLUMNS, type TooltipRow, toPageTooltip, toTooltip } from './tooltip-rows.ts';

/**
 * The tooltips of one page, for every signed-in person on it: at most TOOLTIP_LIMITS.perPage (the
 * create refuses more), by the (page, selector) index.
 */
export async function pageTooltips(services: Services, page: string): Promise<PageTooltips> {
  const rows = rowsOf<TooltipRow>(
    await services.database.db.execute(sql`
      select ${sql.raw(TOOLTIP_COLUMNS)} from tooltips where page = ${page}
      order by created_at, id limit ${TOOLTIP_LIMITS.perPage}`),
  );
  return { items: rows.map(toPageTooltip) };
}

/** The Tooltips tab's list (platform staff): by page, oldest first, a page of 50 with the total. */
export async function listTooltips(
  services: Services,
  query: { page?: string | undefined; offset: number },
): Promise<TooltipList> {
  const where = query.page ? sql`where page = ${query.page}` : sql``;
  const limit = TOOLTIP_LIMITS.listPage;
  const [rows, counted] = await Promise.all([
    services.database.db.execute(sql`
      select ${sql.raw(TOOLTIP_COLUMNS)} from tooltips ${where}
      order by page, created_at, id limit ${limit} offset ${query.offset}`),
    services.database.db.execute(sql`select count(*)::int as total from tooltips ${where}`),
  ]);
  const items = rowsOf<TooltipRow>(rows).map(toTooltip);
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  const next = query.offset + items.length;
  return { items, total, nextOffset: next < total && items.length === limit ? next : null };
}
