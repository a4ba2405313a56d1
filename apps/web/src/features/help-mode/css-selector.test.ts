import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { buildSelector, cssEscape, findsOnly, isStableId } from './css-selector.ts';

function page(body: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${body}</body></html>`);
  return document;
}

const pick = (document: Document, selector: string) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

describe('buildSelector', () => {
  it('prefers an id the code wrote', () => {
    const document = page('<button id="save-profile">Save</button><button>Other</button>');
    expect(buildSelector(pick(document, 'button'), document)).toBe('#save-profile');
  });

  it('skips ids a library generates per render and uses a data attribute instead', () => {
    const document = page(
      '<button id=":r5:" data-testid="open-menu">Open</button><button id="radix-_r_2_" data-help-id="tour">Tour</button>',
    );
    expect(buildSelector(pick(document, '[data-testid="open-menu"]'), document)).toBe(
      '[data-testid="open-menu"]',
    );
    expect(buildSelector(pick(document, '[data-help-id]'), document)).toBe('[data-help-id="tour"]');
  });

  it('names a control by its role and accessible name, or a field by its name', () => {
    const document = page(
      '<div role="tablist"><button role="tab" aria-label="System">S</button><button role="tab" aria-label="Users">U</button></div>' +
        '<form><input name="email" type="email"><input name="password" type="password"></form>',
    );
    expect(buildSelector(pick(document, '[aria-label="Users"]'), document)).toBe(
      'button[role="tab"][aria-label="Users"]',
    );
    expect(buildSelector(pick(document, '[name="password"]'), document)).toBe('input[name="password"]');
  });

  it('scopes a repeated control inside its nearest uniquely named ancestor', () => {
    const document = page(
      '<section id="themes"><button aria-label="Edit">E</button></section>' +
        '<section id="images"><button aria-label="Edit">E</button></section>',
    );
    const second = document.querySelectorAll('button')[1] as Element;
    expect(buildSelector(second, document)).toBe('#images button[aria-label="Edit"]');
  });

  it('falls back to position only where nothing else tells the element apart', () => {
    const document = page('<ul><li><a>One</a></li><li><a>Two</a></li></ul><div><span>x</span></div>');
    const second = document.querySelectorAll('a')[1] as Element;
    const selector = buildSelector(second, document);
    expect(selector).toContain(':nth-of-type(2)');
    expect(findsOnly(selector, second, document)).toBe(true);
  });

  it('always answers a selector that finds exactly the element', () => {
    const document = page(
      '<main><div><button>A</button><button>B</button></div><div><button>A</button><button class="x">B</button></div></main>',
    );
    for (const button of document.querySelectorAll('button')) {
      expect(findsOnly(buildSelector(button, document), button, document)).toBe(true);
    }
  });

  it('quotes values with quotes and backslashes so the selector still parses', () => {
    const document = page('<button aria-label=\'Say "hi"\\now\'>x</button><button>y</button>');
    const button = pick(document, 'button');
    const selector = buildSelector(button, document);
    expect(findsOnly(selector, button, document)).toBe(true);
  });
});

describe('helpers', () => {
  it('tells generated ids from written ones', () => {
    expect(isStableId('save-profile')).toBe(true);
    expect(isStableId(':r1:')).toBe(false);
    expect(isStableId('«r3»')).toBe(false);
    expect(isStableId('_r_1_')).toBe(false);
    expect(isStableId('radix-_r_4_')).toBe(false);
    expect(isStableId('row-1699999999999')).toBe(false);
  });

  it('escapes as CSS.escape does', () => {
    expect(cssEscape('a.b')).toBe('a\\.b');
    expect(cssEscape('1st')).toBe('\\31 st');
    expect(cssEscape('-')).toBe('\\-');
    expect(cssEscape('ok-id_2')).toBe('ok-id_2');
  });
});
