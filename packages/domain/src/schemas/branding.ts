import { z } from 'zod';
import { formatHsl, parseColour } from '../colour.ts';
import { Id, Timestamp } from './common.ts';

/**
 * Company branding (issue 10; spec sections 2 and 3): the company's colours (on `companies`) and its
 * `company_branding_settings` row — theme mode, logo position, whether the name shows, header and
 * sidebar styles, font and custom CSS.
 */

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const LOGO_POSITIONS = ['left', 'center'] as const;
export const HEADER_STYLES = ['default', 'minimal', 'bold'] as const;
export const SIDEBAR_STYLES = ['default', 'compact', 'expanded'] as const;
/** Fonts the app serves itself (kept @fontsource packages); never a third-party font host. */
export const BRAND_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Source Sans 3', 'Merriweather'] as const;
export type BrandFont = (typeof BRAND_FONTS)[number];
export const DEFAULT_FONT: BrandFont = 'Inter';

const SANS_FALLBACK =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/**
 * The CSS font-family of each bundled font: the family its @fontsource package declares (the web app
 * loads them in app/fonts.css), then what the system has while it loads or for scripts it lacks.
 */
export const FONT_STACKS: Record<BrandFont, string> = {
  Inter: `"Inter Variable", Inter, ${SANS_FALLBACK}`,
  Roboto: `"Roboto Variable", Roboto, ${SANS_FALLBACK}`,
  'Open Sans': `"Open Sans Variable", "Open Sans", ${SANS_FALLBACK}`,
  Lato: `Lato, ${SANS_FALLBACK}`,
  'Source Sans 3': `"Source Sans 3 Variable", "Source Sans 3", ${SANS_FALLBACK}`,
  Merriweather: `"Merriweather Variable", Merriweather, ui-serif, Georgia, Cambria, "Times New Roman", serif`,
};
/** A logo's largest width or height, in pixels (its file is at most AVATAR_MAX_BYTES, 2 MB). */
export const LOGO_MAX_SIDE = 4096;
/** Custom CSS as typed, before it is reduced to what is allowed. */
export const CUSTOM_CSS_MAX = 10_000;

export const BRANDING_MESSAGES = {
  colour: 'Enter a colour as hsl(221 83% 53%) or #4f46e5',
  customCssTooLong: `Custom CSS can be at most ${CUSTOM_CSS_MAX.toLocaleString('en-US')} characters`,
  customCssUnreadable: 'The custom CSS is nested too deeply to be read',
  logoTooManyPixels: `The logo can be at most ${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} pixels`,
} as const;

/** A colour as stored, `hsl(H S% L%)`; hex and comma-separated hsl are accepted and converted. */
export const HslColour = z.string().transform((value, ctx) => {
  const parsed = parseColour(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: BRANDING_MESSAGES.colour });
    return z.NEVER;
  }
  return formatHsl(parsed);
});

/** Empty clears a colour (the platform theme's shows instead). */
const ClearableColour = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  HslColour.nullable(),
);

export const BrandingSettings = z.object({
  themeMode: z.enum(THEME_MODES),
  logoPosition: z.enum(LOGO_POSITIONS),
  showCompanyName: z.boolean(),
  headerStyle: z.enum(HEADER_STYLES),
  sidebarStyle: z.enum(SIDEBAR_STYLES),
  fontFamily: z.enum(BRAND_FONTS),
  /** What is applied: the CSS as typed, reduced to what is allowed. */
  customCss: z.string(),
});
export type BrandingSettings = z.infer<typeof BrandingSettings>;

export const BrandColours = z.object({
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  accentColor: z.string().nullable(),
});
export type BrandColours = z.infer<typeof BrandColours>;

export const DEFAULT_BRANDING: BrandingSettings = {
  themeMode: 'light',
  logoPosition: 'left',
  showCompanyName: true,
  headerStyle: 'default',
  sidebarStyle: 'default',
  fontFamily: DEFAULT_FONT,
  customCss: '',
};

/** One thing the custom CSS sanitiser removed, and why (shown to the admin). */
export const CssRemoval = z.object({
  /** 1-based line in the CSS as typed. */
  line: z.number().int(),
  /** What was removed, shortened: `position: fixed`, `@import`, `body`. */
  text: z.string(),
  reason: z.enum(['property', 'value', 'at_rule', 'selector', 'too_long']),
});
export type CssRemoval = z.infer<typeof CssRemoval>;

/** PUT /api/v1/company/logo: the logo's public URL, also saved to companies.logo_url. */
export const LogoResult = z.object({ logoUrl: z.string().nullable() });
export type LogoResult = z.infer<typeof LogoResult>;

/** GET /api/v1/company-assets/:companyId/:fileName (public: logos are shown before sign-in too). */
export const CompanyAssetParams = z.object({
  companyId: Id,
  fileName: z.string().regex(/^logo\.(png|webp)$/),
});

/** GET/PUT /api/v1/company/branding: what the Branding tab edits. */
export const CompanyBranding = BrandingSettings.extend({
  ...BrandColours.shape,
  logoUrl: z.string().nullable(),
  /** When the settings were last saved; null until they ever were (the defaults apply). */
  updatedAt: Timestamp.nullable(),
  /** What the last sanitising removed from the CSS as typed (only on the answer to a save). */
  customCssRemoved: z.array(CssRemoval),
});
export type CompanyBranding = z.infer<typeof CompanyBranding>;

/** Every setting, any subset of them; the custom CSS as typed (the server reduces it). */
export const UpdateBrandingInput = BrandingSettings.extend({
  customCss: z.string().max(CUSTOM_CSS_MAX, { error: BRANDING_MESSAGES.customCssTooLong }),
  primaryColor: ClearableColour,
  secondaryColor: ClearableColour,
  accentColor: ClearableColour,
})
  .partial()
  .strict();
export type UpdateBrandingInput = z.infer<typeof UpdateBrandingInput>;

/** POST /api/v1/company/branding/css-preview: custom CSS as it would be saved, for the preview. */
export const CssPreviewInput = z
  .object({ customCss: z.string().max(CUSTOM_CSS_MAX, { error: BRANDING_MESSAGES.customCssTooLong }) })
  .strict();
export const CssPreview = z.object({
  /** Scoped to the preview (`[data-brand-preview]`), not to the app. */
  css: z.string(),
  removed: z.array(CssRemoval),
});
export type CssPreview = z.infer<typeof CssPreview>;

/**
 * The brand as the app shell applies it, in /me: the settings, and the CSS custom properties the
 * server derived from the active platform theme and the company's own colours (light and dark).
 */
export const BrandView = BrandingSettings.omit({ customCss: true }).extend({
  variables: z.record(z.string(), z.string()),
  darkVariables: z.record(z.string(), z.string()),
  /** The company's sanitised custom CSS as a stylesheet, or null when it has none. */
  customCssUrl: z.string().nullable(),
});
export type BrandView = z.infer<typeof BrandView>;
