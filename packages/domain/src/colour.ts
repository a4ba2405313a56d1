/**
 * Colours as the product stores them: `hsl(H S% L%)` strings (spec section 3). Parsing accepts what
 * people paste (a hex value from a colour picker, `hsl(210, 40%, 50%)` with commas or without);
 * contrast follows WCAG 2.2's definitions of relative luminance and contrast ratio.
 */

export interface Hsl {
  /** 0–360 */
  h: number;
  /** 0–100 */
  s: number;
  /** 0–100 */
  l: number;
}

const HSL = /^hsla?\(\s*(-?\d+(?:\.\d+)?)(?:deg)?\s*[, ]\s*(\d+(?:\.\d+)?)%\s*[, ]\s*(\d+(?:\.\d+)?)%\s*\)$/i;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** An `hsl(...)` or `#rgb`/`#rrggbb` string as HSL, or null when it is neither (or out of range). */
export function parseColour(value: string): Hsl | null {
  const text = value.trim();
  const hsl = HSL.exec(text);
  if (hsl) {
    const [h, s, l] = [Number(hsl[1]), Number(hsl[2]), Number(hsl[3])];
    if (s > 100 || l > 100) return null;
    return { h: ((h % 360) + 360) % 360, s, l };
  }
  const hex = HEX.exec(text);
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255);
    return rgbToHsl(r ?? 0, g ?? 0, b ?? 0);
  }
  return null;
}

/** The stored form: `hsl(221 83% 53%)`, one decimal at most. */
export function formatHsl({ h, s, l }: Hsl): string {
  return `hsl(${round(h)} ${round(s)}% ${round(l)}%)`;
}

/** A colour picker's value: `#rrggbb`. */
export function toHex(colour: Hsl): string {
  return `#${hslToRgb(colour)
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Red, green and blue in 0–1. */
export function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)];
}

function rgbToHsl(r: number, g: number, b: number): Hsl {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: round((h * 60 + 360) % 360), s: round(s * 100), l: round(l * 100) };
}

/** WCAG relative luminance (0 black – 1 white). */
export function relativeLuminance(colour: Hsl): number {
  const [r, g, b] = hslToRgb(colour).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio, 1–21. */
export function contrastRatio(a: Hsl, b: Hsl): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** WCAG 2.2 AA for body text. */
export const AA_NORMAL_TEXT = 4.5;

export const WHITE: Hsl = { h: 0, s: 0, l: 100 };
