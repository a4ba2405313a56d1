import { SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import type { ThemeColours } from '@competencyhub/domain/palette';
import type { AuditAction } from '@competencyhub/domain/schemas/audit';
import {
  BUILT_IN_THEME,
  type CreateSystemThemeInput,
  type SystemTheme,
  THEME_COLOUR_FIELDS,
  type UpdateSystemThemeInput,
} from '@competencyhub/domain/schemas/system-themes';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { systemThemeSettings } from '../../db/schema/branding.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';

/**
 * Platform themes (`/system-admin`, Themes tab; system admins and the system owner). Platform data:
 * read and written on the owner connection; audited under the system owner company.
 */

type Row = typeof systemThemeSettings.$inferSelect;

const toTheme = (row: Row): SystemTheme => ({ ...row, createdAt: row.createdAt.toISOString() });

/** All themes, newest first (spec section 3). */
export async function listSystemThemes(db: Db): Promise<{ items: SystemTheme[] }> {
  const rows = await db
    .select()
    .from(systemThemeSettings)
    .orderBy(desc(systemThemeSettings.createdAt), desc(systemThemeSettings.id));
  return { items: rows.map(toTheme) };
}

/** The active theme's colours and font, or null (the built-in look); read by /me for every company. */
export async function activeThemeColours(
  db: Db | Tx,
): Promise<(ThemeColours & { fontFamily: SystemTheme['fontFamily'] }) | null> {
  const [row] = await db
    .select()
    .from(systemThemeSettings)
    .where(eq(systemThemeSettings.isActive, true))
    .limit(1);
  return row ?? null;
}

const audit = (
  db: Db | Tx,
  req: FastifyRequest,
  viewer: Viewer,
  action: AuditAction,
  id: string,
  details = {},
) =>
  writeAudit(db, req, {
    action,
    companyId: SYSTEM_OWNER_COMPANY_ID,
    actorId: viewer.userId,
    actorEmail: viewer.email,
    targetType: 'system_theme',
    targetId: id,
    details,
  });

/** A new theme is inactive; the colours not given are the built-in ones. */
export async function createSystemTheme(
  services: Services,
  viewer: Viewer,
  input: CreateSystemThemeInput,
  req: FastifyRequest,
): Promise<SystemTheme> {
  return services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(systemThemeSettings)
      .values({ ...BUILT_IN_THEME, ...input, isActive: false })
      .returning();
    if (!row) throw new Error('theme insert returned no row');
    await audit(tx, req, viewer, 'system_theme.created', row.id, { name: row.name });
    return toTheme(row);
  });
}

export async function updateSystemTheme(
  services: Services,
  viewer: Viewer,
  id: string,
  input: UpdateSystemThemeInput,
  req: FastifyRequest,
): Promise<SystemTheme> {
  return services.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(systemThemeSettings).where(eq(systemThemeSettings.id, id));
    if (!current) throw notFound('Theme');
    const changes: Partial<Row> = {};
    const before: Record<string, unknown> = {};
    for (const key of ['name', 'fontFamily', ...THEME_COLOUR_FIELDS] as const) {
      const value = input[key];
      if (value === undefined || value === current[key]) continue;
      Object.assign(changes, { [key]: value });
      before[key] = current[key];
    }
    if (Object.keys(changes).length === 0) return toTheme(current);
    const [row] = await tx
      .update(systemThemeSettings)
      .set(changes)
      .where(eq(systemThemeSettings.id, id))
      .returning();
    if (!row) throw notFound('Theme');
    await audit(tx, req, viewer, 'system_theme.updated', id, {
      fields: Object.keys(changes),
      before,
      after: changes,
      isActive: row.isActive,
    });
    return toTheme(row);
  });
}

/**
 * Makes one theme the active one: every other is deactivated first, in the same transaction, so
 * exactly one is active when it commits (the partial unique index guarantees it besides).
 */
export async function activateSystemTheme(
  services: Services,
  viewer: Viewer,
  id: string,
  req: FastifyRequest,
): Promise<SystemTheme> {
  return services.database.db.transaction(async (tx) => {
    // Every theme row locked first: two activations at the same moment take turns (the later one
    // wins) instead of the second running into the one-active index.
    await tx.select({ id: systemThemeSettings.id }).from(systemThemeSettings).for('update');
    const [current] = await tx.select().from(systemThemeSettings).where(eq(systemThemeSettings.id, id));
    if (!current) throw notFound('Theme');
    if (current.isActive) return toTheme(current);
    const previous = await tx
      .update(systemThemeSettings)
      .set({ isActive: false })
      .where(eq(systemThemeSettings.isActive, true))
      .returning({ id: systemThemeSettings.id });
    const [row] = await tx
      .update(systemThemeSettings)
      .set({ isActive: true })
      .where(eq(systemThemeSettings.id, id))
      .returning();
    if (!row) throw notFound('Theme');
    await audit(tx, req, viewer, 'system_theme.activated', id, {
      name: row.name,
      deactivated: previous.map((p) => p.id),
    });
    return toTheme(row);
  });
}

/** Deactivates every theme: the built-in look returns (spec section 3's "bulk deactivate"). */
export async function deactivateSystemThemes(
  services: Services,
  viewer: Viewer,
  req: FastifyRequest,
): Promise<{ items: SystemTheme[] }> {
  await services.database.db.transaction(async (tx) => {
    await tx.select({ id: systemThemeSettings.id }).from(systemThemeSettings).for('update');
    const previous = await tx
      .update(systemThemeSettings)
      .set({ isActive: false })
      .where(eq(systemThemeSettings.isActive, true))
      .returning({ id: systemThemeSettings.id });
    const [first] = previous;
    if (first) await audit(tx, req, viewer, 'system_theme.deactivated', first.id, {});
  });
  return listSystemThemes(services.database.db);
}
