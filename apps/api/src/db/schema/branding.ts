import type { BrandFont, BrandingSettings, ThemeMode } from '@competencyhub/domain/schemas/branding';
import type { SystemImageType } from '@competencyhub/domain/schemas/system-images';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/** Branding: a company's own (0019), the platform's themes (0020) and system images (0021). */

/** One row per company (0019); without one, the defaults of DEFAULT_BRANDING apply. */
export const companyBrandingSettings = pgTable('company_branding_settings', {
  companyId: uuid('company_id').primaryKey(),
  themeMode: text('theme_mode').$type<ThemeMode>().notNull().default('light'),
  customCss: text('custom_css').notNull().default(''),
  logoPosition: text('logo_position').$type<BrandingSettings['logoPosition']>().notNull().default('left'),
  showCompanyName: boolean('show_company_name').notNull().default(true),
  headerStyle: text('header_style').$type<BrandingSettings['headerStyle']>().notNull().default('default'),
  sidebarStyle: text('sidebar_style').$type<BrandingSettings['sidebarStyle']>().notNull().default('default'),
  fontFamily: text('font_family').$type<BrandFont>().notNull().default('Inter'),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

/** Platform themes (0020): at most one active (a partial unique index). */
export const systemThemeSettings = pgTable('system_theme_settings', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: createdAt(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  backgroundColor: text('background_color').notNull(),
  foregroundColor: text('foreground_color').notNull(),
  mutedColor: text('muted_color').notNull(),
  mutedForegroundColor: text('muted_foreground_color').notNull(),
  borderColor: text('border_color').notNull(),
  navigationActiveColor: text('navigation_active_color').notNull(),
  navigationActiveTextColor: text('navigation_active_text_color').notNull(),
  navigationHoverColor: text('navigation_hover_color').notNull(),
  fontFamily: text('font_family').$type<BrandFont>().notNull().default('Inter'),
});

/** System images (0021): the platform's logo, favicon and system-owner picture; one active per type. */
export const systemImages = pgTable('system_images', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  imageType: text('image_type').$type<SystemImageType>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(false),
  fileId: uuid('file_id').notNull(),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  fileUrl: text('file_url').notNull(),
  fileType: text('file_type').$type<'image/png' | 'image/webp'>().notNull(),
  fileSize: integer('file_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
