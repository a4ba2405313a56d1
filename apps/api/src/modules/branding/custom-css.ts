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
 * - declarations only of cosmetic properties (colours, borders, radius, shadows, letter case and
 *   weight): nothing that moves, hides, covers, shrinks or animates, and no text decoration (a
 *   line through drawn by an ancestor would cross the protected parts too);
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
  'border-width',
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
  'letter-spacing',
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
      (node.type === 'TypeSelector' && DOCUMENT_SELECTORS.has(node.name.toLowerCase())) ||
      ((node.type === 'PseudoClassSelector' || node.type === 'PseudoElementSelector') &&
        DOCUMENT_SELECTORS.has(node.name.toLowerCase())) ||
      (node.type === 'PseudoClassSelector' && node.name.toLowerCase() === 'scope')
    ) {
      outside = true;
    }
  });
  return outside;
}

/** The Branding tab's preview: the same CSS, scoped to the preview instead of the app. */
export const PREVIEW_SCOPE = '[data-brand-preview]';

export function sanitiseCustomCss(input: string, scope = APP_SCOPE): SanitisedCss {
  const removed: CssRemoval[] = [];
  if (input.length > CUSTOM_CSS_MAX) {
    return {
      kept: '',
      css: '',
      removed: [{ line: 1, text: `${input.length} characters`, reason: 'too_long' }],
    };
  }
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
        const text = csstree.generate(selector);
        if (reachesOutside(selector)) {
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
          `${property}: ${csstree.generate(child.value)}${child.important ? ' !important' : ''}`,
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
