import { clampChroma, formatHex, type Oklch, oklch } from 'culori';
import { type Hsl, hslToRgb, parseColour } from './colour.ts';

/**
 * The CSS custom properties the app shell sets on its container, from the active platform theme and
 * the company's own colours (issue 10). The web app is styled with Tailwind, whose utilities read
 * their colours from custom properties (`bg-indigo-600` is `var(--color-indigo-600)`): the product's
 * primary colour is Tailwind's indigo, its neutral greys are slate. Setting those properties on the
 * container re-colours every page at once, with no per-page work and no inline styles in markup.
 */

/** Tailwind 4's indigo in OKLCH (lightness, chroma): the shape each derived palette follows. */
const INDIGO_STEPS: ReadonlyArray<readonly [string, number, number]> = [
  ['50', 0.962, 0.018],
  ['100', 0.93, 0.034],
  ['200', 0.87, 0.065],
  ['300', 0.785, 0.115],
  ['400', 0.673, 0.182],
  ['500', 0.585, 0.233],
  ['600', 0.511, 0.262],
  ['700', 0.457, 0.24],
  ['800', 0.398, 0.199],
  ['900', 0.359, 0.144],
  ['950', 0.257, 0.09],
];

const toOklch = (colour: Hsl): Oklch => {
  const [r, g, b] = hslToRgb(colour);
  return oklch({ mode: 'rgb', r, g, b });
};

/**
 * Eleven shades around a colour, named like Tailwind's (`--color-indigo-50` … `-950`): step 600 is
 * the colour itself (buttons, links), the others keep its hue at Tailwind's lightness for that step,
 * with chroma in proportion, brought into sRGB.
 */
export function paletteAround(colour: Hsl, name = 'indigo'): Record<string, string> {
  const base = toOklch(colour);
  const baseChroma = base.c ?? 0;
  const out: Record<string, string> = {};
  for (const [step, lightness, chroma] of INDIGO_STEPS) {
    if (step === '600') {
      out[`--color-${name}-600`] = formatHex(base);
      continue;
    }
    const shade: Oklch = {
      mode: 'oklch',
      l: lightness,
      c: baseChroma * (chroma / 0.262),
      h: base.h,
    };
    out[`--color-${name}-${step}`] = formatHex(clampChroma(shade, 'oklch'));
  }
  return out;
}

/** The colours a platform theme sets (spec section 3), all optional here. */
export interface ThemeColours {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  accentColor?: string | null;
  backgroundColor?: string | null;
  foregroundColor?: string | null;
  mutedColor?: string | null;
  mutedForegroundColor?: string | null;
  borderColor?: string | null;
  navigationActiveColor?: string | null;
  navigationActiveTextColor?: string | null;
  navigationHoverColor?: string | null;
}

const hex = (value: string | null | undefined): string | null => {
  const parsed = value ? parseColour(value) : null;
  if (!parsed) return null;
  const [r, g, b] = hslToRgb(parsed);
  return formatHex({ mode: 'rgb', r, g, b });
};

/** A colour's very light tint and a dark shade of it, for an active navigation item. */
function tintAndShade(colour: Hsl): { tint: string; shade: string } {
  const base = toOklch(colour);
  return {
    tint: formatHex(
      clampChroma({ mode: 'oklch', l: 0.96, c: Math.min(base.c ?? 0, 0.03), h: base.h }, 'oklch'),
    ),
    shade: formatHex(clampChroma({ mode: 'oklch', l: 0.42, c: base.c ?? 0, h: base.h }, 'oklch')),
  };
}

/**
 * The light-mode variables: the theme's colours, then the company's primary, secondary and accent
 * over them. Only what is set becomes a variable; the rest keeps the app's own defaults.
 */
export function lightVariables(theme: ThemeColours | null, company: ThemeColours): Record<string, string> {
  const vars: Record<string, string> = {};
  const primary = parseColour(company.primaryColor ?? theme?.primaryColor ?? '');
  if (primary) Object.assign(vars, paletteAround(primary));
  const neutrals: Array<[keyof ThemeColours, string]> = [
    ['backgroundColor', '--color-slate-50'],
    ['foregroundColor', '--color-slate-900'],
    ['mutedColor', '--color-slate-100'],
    ['mutedForegroundColor', '--color-slate-600'],
    ['borderColor', '--color-slate-200'],
    ['navigationActiveColor', '--nav-active-bg'],
    ['navigationActiveTextColor', '--nav-active-text'],
    ['navigationHoverColor', '--nav-hover-bg'],
  ];
  for (const [key, variable] of neutrals) {
    const value = hex(theme?.[key]);
    if (value) vars[variable] = value;
  }
  const secondary = parseColour(company.secondaryColor ?? theme?.secondaryColor ?? '');
  if (secondary) {
    const { tint, shade } = tintAndShade(secondary);
    vars['--brand-secondary'] = hex(company.secondaryColor ?? theme?.secondaryColor) ?? tint;
    // The company's secondary colour marks where one is in the navigation.
    if (company.secondaryColor || !vars['--nav-active-bg']) {
      vars['--nav-active-bg'] = tint;
      vars['--nav-active-text'] = shade;
    }
  }
  const accent = hex(company.accentColor ?? theme?.accentColor);
  if (accent) vars['--brand-accent'] = accent;
  return vars;
}

/**
 * Dark mode keeps the brand's hue but not its light-mode neutrals (a theme's white background
 * would defeat it): the primary palette is mirrored like every other colour in dark mode
 * (apps/web/build/dark-palette.ts), 50 ↔ 950 … 400 ↔ 600, so text stays readable on dark surfaces
 * and a filled button turns lighter, with dark text; the greys come from the app's own dark palette.
 */
export function darkVariables(theme: ThemeColours | null, company: ThemeColours): Record<string, string> {
  const vars: Record<string, string> = {};
  const primary = parseColour(company.primaryColor ?? theme?.primaryColor ?? '');
  if (primary) {
    const light = paletteAround(primary);
    const steps = INDIGO_STEPS.map(([step]) => step);
    steps.forEach((step, i) => {
      const value = light[`--color-indigo-${steps[steps.length - 1 - i] ?? step}`];
      if (value) vars[`--color-indigo-${step}`] = value;
    });
  }
  const accent = hex(company.accentColor ?? theme?.accentColor);
  if (accent) vars['--brand-accent'] = accent;
  return vars;
}
