import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canHydrate, PRERENDER_HIDDEN_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerendered.ts';

function root(prerendered: string | null): Element {
  return { getAttribute: (name: string) => (name === PRERENDERED_ATTRIBUTE ? prerendered : null) } as Element;
}

describe('canHydrate', () => {
  it('takes over markup made for this path, for a visitor shown English (en-US)', () => {
    expect(canHydrate(root('/landing'), '/landing', 'en-US')).toBe(true);
  });

  it('renders afresh for another language, another path, or no prerendered markup', () => {
    expect(canHydrate(root('/landing'), '/landing', 'de-DE')).toBe(false);
    // Same words, but prices are written differently ("US$99").
    expect(canHydrate(root('/landing'), '/landing', 'en-GB')).toBe(false);
    expect(canHydrate(root('/landing'), '/faq', 'en-US')).toBe(false);
    expect(canHydrate(root(null), '/landing', 'en-US')).toBe(false);
  });
});

describe('styles.css', () => {
  it('keeps prerendered markup unseen while the start script says the language is another', () => {
    const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
    expect(css).toContain(`html[${PRERENDER_HIDDEN_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}] {`);
  });
});
