import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { attachTooltips, TIP_ATTRIBUTE } from './attach-tooltips.ts';

const tip = (id: string, selector: string) => ({ id, selector, texts: { 'en-US': `Text ${id}` } });
const describedBy = (id: string) => `tip-${id}`;

function page(body: string) {
  return parseHTML(`<!doctype html><html><body>${body}</body></html>`).document as unknown as Document;
}

describe('attachTooltips', () => {
  it('describes each element a selector finds, keeping its own description, and says which were found', () => {
    const document = page('<button id="save" aria-describedby="hint">Save</button><p id="hint">Hint</p>');
    const found = new Set<string>();
    const marks = attachTooltips(
      [tip('a', '#save'), tip('b', '#nowhere'), tip('c', '[[bad')],
      describedBy,
      found,
      document,
    );
    const button = document.querySelector('#save');
    expect(button?.getAttribute('aria-describedby')).toBe('hint tip-a');
    expect(button?.getAttribute(TIP_ATTRIBUTE)).toBe('a');
    expect([...found]).toEqual(['a']);
    marks.detach();
    expect(button?.getAttribute('aria-describedby')).toBe('hint');
    expect(button?.hasAttribute(TIP_ATTRIBUTE)).toBe(false);
  });

  it('marks an element once however often the page is scanned, and never Help Mode’s own controls', () => {
    const document = page(
      '<button class="x">One</button><div data-help-mode-ui=""><button class="x">Help Mode</button></div>',
    );
    const found = new Set<string>();
    attachTooltips([tip('a', 'button.x')], describedBy, found, document);
    attachTooltips([tip('a', 'button.x')], describedBy, found, document);
    const [page1, helpModes] = [...document.querySelectorAll('button.x')];
    expect(page1?.getAttribute('aria-describedby')).toBe('tip-a');
    expect(helpModes?.hasAttribute('aria-describedby')).toBe(false);
  });
});
