import { type CssRemoval, CUSTOM_CSS_MAX } from '@competencyhub/domain/schemas/branding';
import * as csstree from 'css-tree';

/**
 * A company's custom CSS, reduced to what cannot hurt (issue 10). It is parsed with css-tree (a
 * real CSS parser, not patterns over text) and rebuilt from what survives:
 * - style rules only; every at-rule goes (`@import`, `@font-face`, `@keyframes`, `@media`, …);
 * - selectors stay inside the app: each becomes relative to the app's container through
 *   `@scope (.ch-app) to ([data-brand-protected])`, so nothing outside the app (dialogs, menus,
 *   the page itself) and nothing inside a protected part (the user menu with Sign out) is reached;
 *   selectors naming the document (`html`, `body`, `:root`, `:host`) are removed;
 * - declarations only of cosmetic properties (colours, border colour and style, radius, shadows,
 *   letter case and weight): nothing that moves, resizes, hides or animates (no widths, not even a
 *   border's or letter spacing, which could push the user menu out of sight), and no text decoration
 *   (a line through drawn by an ancestor would cross the protected parts too);
 * - values only of keywords, numbers, colours and a few colour functions: no `url()`,
 *   `image-set()`, `expression()`, `attr()`, strings or escapes.
 * A browser without `@scope` ignores the whole block: the CSS then does nothing, rather than
 * reaching too far.
 */

export const APP_SCOPE = '.ch-app';
export const PROTECTED = '[data-brand-protected]';

const ALLOWED_PROPERTIES = new Set([
  'color',
  'background-color',
  'border-color',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-style',
  'border-radius',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-left-radius',
  'border-bottom-right-radius',
  'outline-color',
  'box-shadow',
  'text-shadow',
  'text-transform',
  'font-weight',
  'font-style',
  'accent-color',
  'caret-color',
]);

const ALLOWED_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color-mix',
  'calc',
  'var',
]);

const DOCUMENT_SELECTORS = new Set(['html', 'body', 'root', 'host', 'host-context']);

export interface SanitisedCss {
  /** What survived, one rule a line, as stored and shown to the admin ('' when nothing did). */
  kept: string;
  /** The same rules as the browser gets them: inside `@scope`, each selector relative to it. */
  css: string;
  removed: CssRemoval[];
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text);
const lineOf = (node: csstree.CssNode) => node.loc?.start.line ?? 1;

/** Whether a value holds only keywords, numbers, dimensions, percentages, colours and allowed functions. */
function isSafeValue(value: csstree.CssNode): boolean {
  let safe = true;
  csstree.walk(value, (node) => {
    switch (node.type) {
      case 'Identifier':
      case 'Number':
      case 'Dimension':
      case 'Percentage':
      case 'Hash':
      case 'Operator':
      case 'Value':
        return;
      case 'Function':
        if (!ALLOWED_FUNCTIONS.has(node.name.toLowerCase())) safe = false;
        return;
      default:
        // Url, String, Raw (unparsed text), UnicodeRange, … and anything new.
        safe = false;
    }
  });
  // Escapes can spell what the checks above look for (u\72l); no cosmetic value needs one.
  return safe && !csstree.generate(value).includes('\\');
}

/** Whether a selector names the document or the app's outside (`html`, `body`, `:root`, `:host`). */
function reachesOutside(selector: csstree.CssNode): boolean {
  let outside = false;
  csstree.walk(selector, (node) => {
    if (
      node.type !== 'TypeSelector' &&
      node.type !== 'PseudoClassSelector' &&
      node.type !== 'PseudoElementSelector'
    )
      return;
    // `b\ody` is `body` to a browser: compare names as the browser reads them.
    const name = csstree.ident.decode(node.name).toLowerCase();
    if (DOCUMENT_SELECTORS.has(name) || (node.type === 'PseudoClassSelector' && name === 'scope'))
      outside = true;
  });
  return outside;
}

/**
 * Whether css-tree understood every part of a selector. The arguments of a pseudo-class it does not
 * know (`:foo(…)`) stay raw text, which it may cut where a browser does not (an escaped `url(`
 * inside them let a rule escape the @scope block): such a selector is removed, never copied.
 */
function isPlainSelector(selector: csstree.CssNode): boolean {
  let plain = true;
  csstree.walk(selector, (node) => {
    if (node.type === 'Raw') plain = false;
  });
  return plain;
}

/** Deeper nesting than any real CSS needs; css-tree's walkers recurse, so a cap keeps them safe. */
const MAX_NESTING = 32;

function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '(' || char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if ((char === ')' || char === ']' || char === '}') && depth > 0) depth--;
  }
  return deepest;
}

/** CSS nested beyond what the sanitiser reads: refused as a whole (the route answers 400). */
export class UnreadableCss extends Error {}

/** The Branding tab's preview: the same CSS, scoped to the preview instead of the app. */
export const PREVIEW_SCOPE = '[data-brand-preview]';

export function sanitiseCustomCss(input: string, scope = APP_SCOPE): SanitisedCss {
  try {
    return sanitise(input, scope);
  } catch (error) {
    // css-tree recurses: what is too deep for it is too deep for us (and changes nothing).
    if (error instanceof RangeError) throw new UnreadableCss('nested too deeply');
    throw error;
  }
}

function sanitise(input: string, scope: string): SanitisedCss {
  const removed: CssRemoval[] = [];
  if (input.length > CUSTOM_CSS_MAX) {
    return {
      kept: '',
      css: '',
      removed: [{ line: 1, text: `${input.length} characters`, reason: 'too_long' }],
    };
  }
  if (nestingDepth(input) > MAX_NESTING) throw new UnreadableCss('nested too deeply');
  const ast = csstree.parse(input, {
    positions: true,
    parseValue: true,
    parseRulePrelude: true,
    // A broken part becomes a Raw node, which the checks below remove; parsing goes on.
    onParseError: () => undefined,
  });
  const rules: Array<{ selectors: string[]; declarations: string[] }> = [];
  if (ast.type !== 'StyleSheet') return { kept: '', css: '', removed };
  ast.children.forEach((node) => {
    if (node.type === 'Atrule') {
      removed.push({ line: lineOf(node), text: `@${node.name}`, reason: 'at_rule' });
      return;
    }
    if (node.type !== 'Rule') {
      if (node.type === 'Raw' && node.value.trim()) {
        removed.push({ line: lineOf(node), text: shorten(node.value.trim()), reason: 'selector' });
      }
      return;
    }
    const selectors: string[] = [];
    if (node.prelude.type === 'SelectorList') {
      node.prelude.children.forEach((selector) => {
        // An escape at the end needs its space back, or it would swallow what follows (`.a\\31 `).
        const text = csstree.generate(selector).replace(/(\\[0-9a-fA-F]{1,6})$/, '$1 ');
        if (reachesOutside(selector) || !isPlainSelector(selector)) {
          removed.push({ line: lineOf(selector), text: shorten(text), reason: 'selector' });
        } else {
          selectors.push(text);
        }
      });
    } else {
      removed.push({ line: lineOf(node), text: shorten(csstree.generate(node.prelude)), reason: 'selector' });
    }
    const declarations: string[] = [];
    node.block.children.forEach((child) => {
      if (child.type !== 'Declaration') {
        const text = child.type === 'Raw' ? child.value.trim() : csstree.generate(child);
        if (text) removed.push({ line: lineOf(child), text: shorten(text), reason: 'property' });
        return;
      }
      const property = child.property.toLowerCase();
      const text = `${child.property}: ${csstree.generate(child.value).trim()}`;
      if (!ALLOWED_PROPERTIES.has(property)) {
        removed.push({ line: lineOf(child), text: shorten(text), reason: 'property' });
      } else if (!isSafeValue(child.value)) {
        removed.push({ line: lineOf(child), text: shorten(text), reason: 'value' });
      } else {
        declarations.push(
          `${property}: ${csstree.generate(child.value).trim()}${child.important ? ' !important' : ''}`,
        );
      }
    });
    if (selectors.length > 0 && declarations.length > 0) rules.push({ selectors, declarations });
  });
  const kept = rules
    .map((rule) => `${rule.selectors.join(', ')} { ${rule.declarations.join('; ')} }`)
    .join('\n');
  return { kept, css: scopeCss(rules, scope), removed };
}

function scopeCss(rules: Array<{ selectors: string[]; declarations: string[] }>, scope: string): string {
  if (rules.length === 0) return '';
  const body = rules
    .map((rule) => `${rule.selectors.map((s) => `:scope ${s}`).join(',')}{${rule.declarations.join(';')}}`)
    .join('');
  return `@scope (${scope}) to (${PROTECTED}){${body}}`;
}

/** Stored CSS (already reduced) as the app's stylesheet: sanitised again, which keeps it as it is. */
export function appStylesheet(kept: string): string {
  return sanitiseCustomCss(kept, APP_SCOPE).css;
}
