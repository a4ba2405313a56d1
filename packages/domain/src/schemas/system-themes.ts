import { z } from 'zod';
import { BRAND_FONTS, HslColour } from './branding.ts';
import { Id, plainLine, Timestamp } from './common.ts';

/**
 * Platform themes (issue 10; spec section 3, `system_theme_settings`): the look of every company
 * that has not set colours of its own. Colours are `hsl(...)` strings. Exactly one theme is active
 * at a time, or none (the built-in look).
 */

export const THEME_COLOUR_FIELDS = [
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'backgroundColor',
  'foregroundColor',
  'mutedColor',
  'mutedForegroundColor',
  'borderColor',
  'navigationActiveColor',
  'navigationActiveTextColor',
  'navigationHoverColor',
] as const;
export type ThemeColourField = (typeof THEME_COLOUR_FIELDS)[number];

export const THEME_NAME_MAX = 80;

export const SYSTEM_THEME_MESSAGES = {
  nameRequired: 'Give the theme a name',
  nameTooLong: `A theme name can be at most ${THEME_NAME_MAX} characters`,
} as const;

/** The built-in look (Tailwind's indigo and slate), which a new theme starts from. */
export const BUILT_IN_THEME: Record<ThemeColourField, string> = {
  primaryColor: 'hsl(243.4 75.4% 58.6%)',
  secondaryColor: 'hsl(225.9 100% 96.7%)',
  accentColor: 'hsl(37.7 92.1% 50.2%)',
  backgroundColor: 'hsl(210 40% 98%)',
  foregroundColor: 'hsl(222.2 47.4% 11.2%)',
  mutedColor: 'hsl(210 40% 96.1%)',
  mutedForegroundColor: 'hsl(215.3 19.3% 34.5%)',
  borderColor: 'hsl(214.3 31.8% 91.4%)',
  navigationActiveColor: 'hsl(225.9 100% 96.7%)',
  navigationActiveTextColor: 'hsl(244.5 57.9% 50.6%)',
  navigationHoverColor: 'hsl(210 40% 96.1%)',
};

/**
 * The pairs a theme must keep readable (WCAG AA, 4.5:1 for text): text on the page, secondary text
 * on the page, white button text on the primary colour, the active navigation item's text on its
 * background. The editor warns under it; saving is still allowed (the owner decides).
 */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<{
  key: string;
  text: ThemeColourField | 'white';
  background: ThemeColourField;
}> = [
  { key: 'text', text: 'foregroundColor', background: 'backgroundColor' },
  { key: 'mutedText', text: 'mutedForegroundColor', background: 'backgroundColor' },
  { key: 'buttons', text: 'white', background: 'primaryColor' },
  { key: 'navigation', text: 'navigationActiveTextColor', background: 'navigationActiveColor' },
];

const colourShape = Object.fromEntries(THEME_COLOUR_FIELDS.map((field) => [field, z.string()])) as Record<
  ThemeColourField,
  z.ZodString
>;

export const SystemTheme = z.object({
  id: Id,
  name: z.string(),
  isActive: z.boolean(),
  createdAt: Timestamp,
  fontFamily: z.enum(BRAND_FONTS),
  ...colourShape,
});
export type SystemTheme = z.infer<typeof SystemTheme>;

export const SystemThemeList = z.object({ items: z.array(SystemTheme) });
export type SystemThemeList = z.infer<typeof SystemThemeList>;

const ThemeName = plainLine(
  z
    .string()
    .trim()
    .min(1, { error: SYSTEM_THEME_MESSAGES.nameRequired })
    .max(THEME_NAME_MAX, { error: SYSTEM_THEME_MESSAGES.nameTooLong }),
);

const inputColours = Object.fromEntries(THEME_COLOUR_FIELDS.map((field) => [field, HslColour])) as Record<
  ThemeColourField,
  typeof HslColour
>;

/** A new theme is inactive (spec section 3); colours left out are the built-in ones. */
export const CreateSystemThemeInput = z
  .object({ name: ThemeName, fontFamily: z.enum(BRAND_FONTS).optional() })
  .extend(z.object(inputColours).partial().shape)
  .strict();
export type CreateSystemThemeInput = z.infer<typeof CreateSystemThemeInput>;

export const UpdateSystemThemeInput = z
  .object({ name: ThemeName, fontFamily: z.enum(BRAND_FONTS) })
  .extend(inputColours)
  .partial()
  .strict();
export type UpdateSystemThemeInput = z.infer<typeof UpdateSystemThemeInput>;

export const ThemeIdParams = z.object({ themeId: Id });
