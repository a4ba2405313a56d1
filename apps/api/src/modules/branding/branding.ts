import { darkVariables, lightVariables, type ThemeColours } from '@competencyhub/domain/palette';
import {
  BRANDING_MESSAGES,
  type BrandingSettings,
  type BrandView,
  type CompanyBranding,
  DEFAULT_BRANDING,
  LOGO_MAX_SIDE,
  type LogoResult,
  type UpdateBrandingInput,
} from '@competencyhub/domain/schemas/branding';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, type Tx, withTenant } from '../../db/client.ts';
import { companyBrandingSettings } from '../../db/schema/branding.ts';
import { companies } from '../../db/schema/companies.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { type FileStore, type StoredFile, sha256Hex } from '../files/file-store.ts';
import { reencodeImage, sniffedImage } from '../files/reencode-image.ts';
import { APP_SCOPE, appStylesheet, sanitiseCustomCss, UnreadableCss } from './custom-css.ts';

export const LOGO_PURPOSE = 'company_logo';

const SETTINGS_COLUMNS = {
  themeMode: companyBrandingSettings.themeMode,
  customCss: companyBrandingSettings.customCss,
  logoPosition: companyBrandingSettings.logoPosition,
  showCompanyName: companyBrandingSettings.showCompanyName,
  headerStyle: companyBrandingSettings.headerStyle,
  sidebarStyle: companyBrandingSettings.sidebarStyle,
  fontFamily: companyBrandingSettings.fontFamily,
  updatedAt: companyBrandingSettings.updatedAt,
};

type SettingsRow = BrandingSettings & { updatedAt: string | null };

async function readSettings(db: Db | Tx, companyId: string): Promise<SettingsRow> {
  const [row] = await db
    .select(SETTINGS_COLUMNS)
    .from(companyBrandingSettings)
    .where(eq(companyBrandingSettings.companyId, companyId))
    .limit(1);
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : { ...DEFAULT_BRANDING, updatedAt: null };
}

async function readColours(db: Db | Tx, companyId: string) {
  const [row] = await db
    .select({
      primaryColor: companies.primaryColor,
      secondaryColor: companies.secondaryColor,
      accentColor: companies.accentColor,
      logoUrl: companies.logoUrl,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** The CSS reduced to what is allowed, or a 400 naming the field when it cannot be read at all. */
export function checkedCss(input: string, scope: string) {
  try {
    return sanitiseCustomCss(input, scope);
  } catch (error) {
    if (!(error instanceof UnreadableCss)) throw error;
    throw new AppError('VALIDATION_FAILED', BRANDING_MESSAGES.customCssUnreadable, {
      errors: { customCss: [BRANDING_MESSAGES.customCssUnreadable] },
    });
  }
}

/** The URL of the company's custom CSS; its hash makes a changed stylesheet a new address. */
function customCssUrl(css: string): string | null {
  return css ? `/api/v1/company/custom.css?v=${sha256Hex(Buffer.from(css)).slice(0, 12)}` : null;
}

/**
 * The brand as the shell applies it (in /me): one read of the settings and the colours, on the
 * owner connection like the rest of /me. `theme` is the active platform theme, when there is one.
 */
export async function brandView(
  db: Db | Tx,
  companyId: string,
  theme: ThemeColours | null,
): Promise<BrandView> {
  const [settings, colours] = await Promise.all([readSettings(db, companyId), readColours(db, companyId)]);
  const own: ThemeColours = colours ?? {};
  const { customCss, updatedAt: _updatedAt, ...rest } = settings;
  return {
    ...rest,
    variables: lightVariables(theme, own),
    darkVariables: darkVariables(theme, own),
    customCssUrl: customCssUrl(customCss),
  };
}

export function getCompanyBranding(services: Services, viewer: Viewer): Promise<CompanyBranding> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const colours = await readColours(tx, viewer.tenantId);
    if (!colours) throw notFound('Company');
    const settings = await readSettings(tx, viewer.tenantId);
    return { ...settings, ...colours, customCssRemoved: [] };
  });
}

const SETTING_KEYS = [
  'themeMode',
  'logoPosition',
  'showCompanyName',
  'headerStyle',
  'sidebarStyle',
  'fontFamily',
  'customCss',
] as const;
const COLOUR_KEYS = ['primaryColor', 'secondaryColor', 'accentColor'] as const;

/**
 * Saves what changed: the settings row is upserted on company_id (spec section 3), the colours go
 * to `companies`. The custom CSS is stored as sanitised; what was removed is in the answer. An
 * unchanged save writes nothing and audits nothing.
 */
export function updateCompanyBranding(
  services: Services,
  viewer: Viewer,
  input: UpdateBrandingInput,
  req: FastifyRequest,
): Promise<CompanyBranding> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const colours = await readColours(tx, viewer.tenantId);
    if (!colours) throw notFound('Company');
    const current = await readSettings(tx, viewer.tenantId);
    const sanitised = input.customCss === undefined ? null : checkedCss(input.customCss, APP_SCOPE);
    const next: Partial<BrandingSettings> = {};
    const before: Record<string, unknown> = {};
    for (const key of SETTING_KEYS) {
      const value = key === 'customCss' ? sanitised?.kept : input[key];
      if (value === undefined || value === current[key]) continue;
      Object.assign(next, { [key]: value });
      before[key] = current[key];
    }
    const colourChanges: Partial<Record<(typeof COLOUR_KEYS)[number], string | null>> = {};
    for (const key of COLOUR_KEYS) {
      const value = input[key];
      if (value === undefined || value === colours[key]) continue;
      colourChanges[key] = value;
      before[key] = colours[key];
    }
    const fields = [...Object.keys(next), ...Object.keys(colourChanges)];
    if (fields.length > 0) {
      if (Object.keys(next).length > 0) {
        await tx
          .insert(companyBrandingSettings)
          .values({
            ...DEFAULT_BRANDING,
            ...current,
            ...next,
            updatedAt: undefined,
            companyId: viewer.tenantId,
            updatedBy: viewer.userId,
          })
          .onConflictDoUpdate({
            target: companyBrandingSettings.companyId,
            set: { ...next, updatedBy: viewer.userId, updatedAt: sql`now()` },
          });
      }
      if (Object.keys(colourChanges).length > 0) {
        await tx
          .update(companies)
          .set({ ...colourChanges, updatedAt: sql`now()` })
          .where(eq(companies.id, viewer.tenantId));
      }
      await writeAudit(tx, req, {
        action: 'company.branding_changed',
        companyId: viewer.tenantId,
        actorId: viewer.userId,
        actorEmail: viewer.email,
        targetType: 'company',
        targetId: viewer.tenantId,
        details: {
          fields,
          before,
          after: { ...next, ...colourChanges },
          ...(sanitised?.removed.length ? { cssRemoved: sanitised.removed.length } : {}),
        },
      });
    }
    const settings = await readSettings(tx, viewer.tenantId);
    const saved = await readColours(tx, viewer.tenantId);
    return { ...settings, ...(saved ?? colours), customCssRemoved: sanitised?.removed ?? [] };
  });
}

const EXTENSIONS = { 'image/png': 'png', 'image/webp': 'webp' } as const;

/** The logo's public address; the version makes a new logo a new URL (the old one may be cached). */
export const logoUrl = (companyId: string, file: { contentType: string; sha256: string }) =>
  `/api/v1/company-assets/${companyId}/logo.${EXTENSIONS[file.contentType as keyof typeof EXTENSIONS] ?? 'png'}?v=${file.sha256.slice(0, 12)}`;

/**
 * Stores the new logo under {companyId}/logo.{ext} of the company's assets (its file name), saves
 * its public URL to companies.logo_url and removes the one it replaces, all or nothing.
 */
export async function replaceLogo(
  services: Services,
  store: FileStore,
  viewer: Viewer,
  body: unknown,
  req: FastifyRequest,
): Promise<LogoResult> {
  const upload = await sniffedImage(body);
  const image = await reencodeImage(upload.bytes, upload.contentType, {
    maxPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE,
    maxSide: { pixels: LOGO_MAX_SIDE, message: BRANDING_MESSAGES.logoTooManyPixels },
    tooManyPixels: BRANDING_MESSAGES.logoTooManyPixels,
  });
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const ext = EXTENSIONS[image.contentType as keyof typeof EXTENSIONS] ?? 'png';
    const file = await store.put(tx, companyId, {
      ownerId: null,
      purpose: LOGO_PURPOSE,
      contentType: image.contentType,
      bytes: image.bytes,
      fileName: `logo.${ext}`,
    });
    const url = logoUrl(companyId, file);
    const [updated] = await tx
      .update(companies)
      .set({ logoUrl: url, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    if (!updated) throw notFound('Company');
    const replaced = await deleteLogos(tx, companyId, file.id);
    await writeAudit(tx, req, {
      action: 'company.logo_changed',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company',
      targetId: companyId,
      details: {
        fileId: file.id,
        contentType: file.contentType,
        byteSize: file.byteSize,
        width: image.width,
        height: image.height,
        replaced,
      },
    });
    return { logoUrl: url };
  });
}

/** The company's logo files other than `keepId` go (a logo is replaced, never kept twice). */
async function deleteLogos(tx: Tx, companyId: string, keepId?: string): Promise<number> {
  const gone = await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.companyId, companyId),
        eq(storedFiles.purpose, LOGO_PURPOSE),
        keepId ? sql`${storedFiles.id} <> ${keepId}` : undefined,
      ),
    )
    .returning({ id: storedFiles.id });
  return gone.length;
}

/** Removes the logo; the initials show again. Removing none changes nothing and audits nothing. */
export function removeLogo(services: Services, viewer: Viewer, req: FastifyRequest): Promise<LogoResult> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const colours = await readColours(tx, companyId);
    if (!colours) throw notFound('Company');
    const removed = await deleteLogos(tx, companyId);
    if (colours.logoUrl === null && removed === 0) return { logoUrl: null };
    await tx
      .update(companies)
      .set({ logoUrl: null, updatedAt: sql`now()` })
      .where(eq(companies.id, companyId));
    await writeAudit(tx, req, {
      action: 'company.logo_removed',
      companyId,
      actorId: viewer.userId,
      actorEmail: viewer.email,
      targetType: 'company',
      targetId: companyId,
      details: { removed },
    });
    return { logoUrl: null };
  });
}

/** The current logo file of a company, if it is the one named (logo.png or logo.webp). */
export function findLogo(
  services: Services,
  store: FileStore,
  companyId: string,
  fileName: string,
): Promise<StoredFile | null> {
  return withTenant(services.database, companyId, async (tx) => {
    const [row] = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.purpose, LOGO_PURPOSE)))
      .orderBy(desc(storedFiles.createdAt))
      .limit(1);
    const file = row ? await store.get(tx, companyId, row.id) : null;
    return file?.fileName === fileName ? file : null;
  });
}

/** The company's custom CSS as the app's stylesheet ('' when none). */
export async function customCssOf(services: Services, companyId: string): Promise<string> {
  const kept = await withTenant(
    services.database,
    companyId,
    async (tx) => (await readSettings(tx, companyId)).customCss,
  );
  return appStylesheet(kept);
}
