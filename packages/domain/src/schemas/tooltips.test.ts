import { describe, expect, it } from 'vitest';
import { TooltipInput, TooltipListQuery, TooltipSightings, tooltipText } from './tooltips.ts';
import { TOOLTIP_LIMITS, TOOLTIP_MESSAGES } from './tooltips-messages.ts';

const valid = {
  page: '/dashboard',
  selector: '[data-testid="save"]',
  texts: { 'en-US': 'Saves your changes', 'de-DE': 'Speichert Ihre Änderungen' },
};

const messages = (input: unknown) =>
  TooltipInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('TooltipInput', () => {
  it('takes a page, a selector and an English text; other languages are optional', () => {
    const parsed = TooltipInput.parse({ ...valid, texts: { ...valid.texts, 'fr-FR': '' } });
    expect(parsed.texts).toEqual({ 'en-US': 'Saves your changes', 'de-DE': 'Speichert Ihre Änderungen' });
  });

  it('refuses a page that is not a signed-in page of the app', () => {
    expect(messages({ ...valid, page: '/landing' })).toEqual([TOOLTIP_MESSAGES.pageUnknown]);
    expect(messages({ ...valid, page: '/dashboard?tab=x' })).toEqual([TOOLTIP_MESSAGES.pageUnknown]);
  });

  it('requires the English text and bounds every text', () => {
    expect(messages({ ...valid, texts: { 'de-DE': 'Nur Deutsch' } })).toContain(
      TOOLTIP_MESSAGES.englishRequired,
    );
    expect(messages({ ...valid, texts: { 'en-US': '   ' } })).toEqual([TOOLTIP_MESSAGES.englishRequired]);
    const long = 'x'.repeat(TOOLTIP_LIMITS.textChars + 1);
    expect(messages({ ...valid, texts: { 'en-US': 'ok', 'pt-PT': long } })).toEqual([
      TOOLTIP_MESSAGES.textTooLong,
    ]);
  });

  it('requires a one-line selector of bounded length', () => {
    expect(messages({ ...valid, selector: ' ' })).toEqual([TOOLTIP_MESSAGES.selectorRequired]);
    expect(messages({ ...valid, selector: `#${'a'.repeat(TOOLTIP_LIMITS.selectorChars)}` })).toEqual([
      TOOLTIP_MESSAGES.selectorTooLong,
    ]);
    expect(messages({ ...valid, selector: '#a\nbutton' })).toEqual([TOOLTIP_MESSAGES.selectorCharacters]);
  });

  it('refuses bidi overrides in a text', () => {
    expect(messages({ ...valid, texts: { 'en-US': 'evil\u202etxt' } })).toHaveLength(1);
  });
});

describe('lists and reports are bounded', () => {
  it('pages the list from an offset no larger than the total allowed', () => {
    expect(TooltipListQuery.parse({})).toEqual({ offset: 0 });
    expect(TooltipListQuery.safeParse({ offset: TOOLTIP_LIMITS.total + 1 }).success).toBe(false);
  });

  it('takes at most reportIds ids in a sighting report', () => {
    const ids = Array.from({ length: TOOLTIP_LIMITS.reportIds + 1 }, () => crypto.randomUUID());
    expect(TooltipSightings.safeParse({ page: '/dashboard', found: ids, missing: [] }).success).toBe(false);
  });
});

describe('tooltipText', () => {
  const texts = { 'en-US': 'Save', 'de-DE': 'Speichern' };
  it('answers in the person’s language, falling back to English', () => {
    expect(tooltipText(texts, 'de-DE')).toBe('Speichern');
    expect(tooltipText(texts, 'de')).toBe('Speichern');
    expect(tooltipText(texts, 'fr-FR')).toBe('Save');
    expect(tooltipText(texts, 'xx')).toBe('Save');
  });
});
