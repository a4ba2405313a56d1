/**
 * A stable CSS selector for one element, for Help Mode (spec section 2): what a tooltip can be
 * attached by after the next release. Stable first — an id the code wrote, a `data-` attribute meant
 * for it (`data-help-id`, `data-testid`), a role or field with its accessible name or `aria-label` —
 * and position (`:nth-of-type`) only where nothing else tells the element apart. Every answer is
 * checked with `querySelectorAll`: it finds exactly this element, or a longer one is built.
 */

/** `data-` attributes written to name an element, best first. */
const NAMING_DATA = ['data-help-id', 'data-testid', 'data-test-id', 'data-test', 'data-cy'] as const;

/** Attributes that say what an element is, in the order they are tried (each with the tag). */
const NAMING_ATTRIBUTES = [
  'aria-label',
  'name',
  'href',
  'title',
  'placeholder',
  'for',
  'aria-controls',
] as const;

/**
 * Ids a library generates per render (React's useId `:r1:`, `«r1»` or `_r_1_`, Radix's `radix-…`),
 * or that end in a long number: they change when the page does, so they are not used.
 */
const GENERATED_ID = /[:«»]|^radix-|_r_[0-9a-z]+_|^r[0-9a-z]{1,3}$|\d{4,}$/;

export function isStableId(id: string): boolean {
  return id.length > 0 && id.length <= 80 && !GENERATED_ID.test(id);
}

/** CSS.escape (CSSOM), here so it runs where the DOM has none (tests). */
export function cssEscape(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value.charAt(i);
    const code = value.charCodeAt(i);
    if (code === 0) out += '\uFFFD';
    else if ((code >= 1 && code <= 31) || code === 127) out += `\\${code.toString(16)} `;
    else if (i === 0 && code >= 48 && code <= 57) out += `\\${code.toString(16)} `;
    else if (i === 1 && code >= 48 && code <= 57 && value.charCodeAt(0) === 45)
      out += `\\${code.toString(16)} `;
    else if (i === 0 && code === 45 && value.length === 1) out += `\\${ch}`;
    else if (code >= 128 || code === 45 || code === 95 || /[0-9A-Za-z]/.test(ch)) out += ch;
    else out += `\\${ch}`;
  }
  return out;
}

/** An attribute value in double quotes, as a selector takes it. */
const quoted = (value: string) =>
  `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\a ')}"`;

/** True when the selector finds exactly this element under the root. */
export function findsOnly(selector: string, element: Element, root: ParentNode): boolean {
  try {
    const found = root.querySelectorAll(selector);
    return found.length === 1 && found[0] === element;
  } catch {
    return false;
  }
}

const tagOf = (element: Element) => element.tagName.toLowerCase();

/** The element's own stable selectors, best first (none positional). */
export function ownCandidates(element: Element): string[] {
  const tag = tagOf(element);
  const out: string[] = [];
  const id = element.getAttribute('id');
  if (id && isStableId(id)) out.push(`#${cssEscape(id)}`);
  for (const name of NAMING_DATA) {
    const value = element.getAttribute(name);
    if (value) out.push(`[${name}=${quoted(value)}]`, `${tag}[${name}=${quoted(value)}]`);
  }
  const role = element.getAttribute('role');
  const label = element.getAttribute('aria-label');
  if (role && label) out.push(`${tag}[role=${quoted(role)}][aria-label=${quoted(label)}]`);
  for (const name of NAMING_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (!value || value.length > 120) continue;
    if (name === 'aria-controls' && !isStableId(value)) continue;
    out.push(`${tag}[${name}=${quoted(value)}]`);
    if (role) out.push(`${tag}[role=${quoted(role)}][${name}=${quoted(value)}]`);
  }
  const type = element.getAttribute('type');
  const name = element.getAttribute('name');
  if (type && name) out.push(`${tag}[type=${quoted(type)}][name=${quoted(name)}]`);
  // The tabs' pattern: a role and the panel it shows.
  if (role && out.length === 0) out.push(`${tag}[role=${quoted(role)}]`);
  return out;
}

/** One step of a path: the element's best own selector if any, else its tag and place among its kind. */
function step(element: Element): string {
  const own = ownCandidates(element)[0];
  if (own) return own;
  const tag = tagOf(element);
  const parent = element.parentElement;
  if (!parent) return tag;
  const same = [...parent.children].filter((child) => tagOf(child) === tag);
  return same.length === 1 ? tag : `${tag}:nth-of-type(${same.indexOf(element) + 1})`;
}

const MAX_DEPTH = 12;

/**
 * The selector Help Mode shows. Tried in order: the element's own stable selectors; the same inside
 * its nearest ancestor that has a unique stable selector (a landmark, a dialog, a section with an
 * id); then a path of steps (`a > b:nth-of-type(2)`) from that ancestor, or from the top.
 */
export function buildSelector(
  element: Element,
  root: ParentNode = element.ownerDocument ?? document,
): string {
  const own = ownCandidates(element);
  for (const candidate of own) if (findsOnly(candidate, element, root)) return candidate;

  // The nearest ancestor a stable selector finds on its own.
  let anchor: { element: Element; selector: string } | null = null;
  for (
    let parent = element.parentElement, depth = 0;
    parent && depth < MAX_DEPTH;
    parent = parent.parentElement, depth++
  ) {
    const tag = tagOf(parent);
    if (tag === 'body' || tag === 'html') break;
    const found = ownCandidates(parent).find((candidate) => findsOnly(candidate, parent as Element, root));
    if (found) {
      anchor = { element: parent, selector: found };
      break;
    }
  }
  if (anchor) {
    for (const candidate of own) {
      const scoped = `${anchor.selector} ${candidate}`;
      if (findsOnly(scoped, element, root)) return scoped;
    }
  }

  // A path of steps up to the anchor (or the body), shortest that finds only this element.
  const steps: string[] = [];
  for (let node: Element | null = element; node && steps.length < MAX_DEPTH; node = node.parentElement) {
    if (anchor && node === anchor.element) break;
    const tag = tagOf(node);
    if (tag === 'body' || tag === 'html') break;
    steps.unshift(step(node));
    const path = steps.join(' > ');
    const full = anchor ? `${anchor.selector} > ${path}` : path;
    if (findsOnly(full, element, root)) return full;
  }
  // Every step positional from the body: always unique.
  const chain: string[] = [];
  for (
    let node: Element | null = element;
    node && tagOf(node) !== 'body' && tagOf(node) !== 'html';
    node = node.parentElement
  ) {
    const parent: Element | null = node.parentElement;
    const tag = tagOf(node);
    const index = parent ? [...parent.children].filter((child) => tagOf(child) === tag).indexOf(node) + 1 : 1;
    chain.unshift(`${tag}:nth-of-type(${index})`);
  }
  return ['body', ...chain].join(' > ');
}
