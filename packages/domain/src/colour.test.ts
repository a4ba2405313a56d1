import { describe, expect, it } from 'vitest';
import { contrastRatio, formatHsl, parseColour, toHex, WHITE } from './colour.ts';
import { lightVariables, paletteAround } from './palette.ts';

describe('colours', () => {
  it('reads hex and hsl in the forms people paste, and refuses the rest', () => {
    expect(parseColour('#4f46e5')).toEqual({ h: 243.4, s: 75.4, l: 58.6 });
    expect(parseColour('#fff')).toEqual({ h: 0, s: 0, l: 100 });
    expect(parseColour('hsl(221, 83%, 53%)')).toEqual({ h: 221, s: 83, l: 53 });
    expect(parseColour(' hsl(221deg 83% 53%) ')).toEqual({ h: 221, s: 83, l: 53 });
    for (const bad of ['red', '#12345', 'hsl(10 150% 50%)', 'hsl(10 50% 50%', 'rgb(1,2,3)', '']) {
      expect(parseColour(bad), bad).toBeNull();
    }
  });

  it('writes the stored form and a picker value that round-trip', () => {
    const indigo = parseColour('#4f46e5');
    expect(indigo && formatHsl(indigo)).toBe('hsl(243.4 75.4% 58.6%)');
    expect(indigo && toHex(indigo)).toBe('#4f46e5');
  });

  it('measures contrast as WCAG defines it', () => {
    const black = parseColour('#000000');
    const grey = parseColour('#767676');
    expect(black && contrastRatio(black, WHITE)).toBeCloseTo(21, 5);
    // #767676 is the lightest grey that passes AA on white.
    expect(grey && contrastRatio(grey, WHITE)).toBeCloseTo(4.54, 2);
  });
});

describe('brand palettes', () => {
  it('keeps the brand colour as step 600 and grows lighter and darker steps around it', () => {
    const teal = parseColour('#0f766e');
    if (!teal) throw new Error('unreadable');
    const palette = paletteAround(teal);
    expect(palette['--color-indigo-600']).toBe('#0f766e');
    expect(Object.keys(palette)).toHaveLength(11);
    const lightness = (hex: string | undefined) => parseColour(hex ?? '')?.l ?? -1;
    expect(lightness(palette['--color-indigo-50'])).toBeGreaterThan(lightness(palette['--color-indigo-200']));
    expect(lightness(palette['--color-indigo-700'])).toBeLessThan(lightness(palette['--color-indigo-600']));
  });

  it("puts the company's colours over the platform theme's", () => {
    const vars = lightVariables(
      { primaryColor: 'hsl(0 70% 45%)', borderColor: 'hsl(0 0% 80%)' },
      { primaryColor: 'hsl(175 77% 26%)' },
    );
    expect(vars['--color-indigo-600']).toBe(toHex({ h: 175, s: 77, l: 26 }));
    expect(vars['--color-slate-200']).toBe('#cccccc');
    expect(lightVariables(null, {})).toEqual({});
  });
});
