import { CUSTOM_CSS_MAX } from '@competencyhub/domain/schemas/branding';
import { describe, expect, it } from 'vitest';
import { APP_SCOPE, appStylesheet, PREVIEW_SCOPE, PROTECTED, sanitiseCustomCss } from './custom-css.ts';

/*
 * A small tokenizer that follows CSS Syntax Level 3 (§4, as Blink and Gecko implement it), used as
 * the browser's view of the sanitiser's output. It deliberately does not reuse css-tree: the attacks
 * below work exactly where css-tree's tokenizer and a browser's disagree (an escaped `u\72l(` is a
 * url token to a browser, a function to css-tree; css-tree's bad-url remnants skip the character
 * after an escape), so checking the output with css-tree would agree with the sanitiser's mistakes.
 */
type Token = { type: string; value: string };

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isHex = (c: string | undefined) => c !== undefined && /^[0-9a-fA-F]$/.test(c);
const isWs = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n';
const isNameStart = (c: string | undefined) =>
  c !== undefined && (/^[A-Za-z_]$/.test(c) || c.charCodeAt(0) >= 0x80);
const isName = (c: string | undefined) => isNameStart(c) || isDigit(c) || c === '-';
const isValidEscape = (a: string | undefined, b: string | undefined) =>
  a === '\\' && b !== undefined && b !== '\n';
const startsIdent = (a: string | undefined, b: string | undefined, c: string | undefined) =>
  a === '-' ? isNameStart(b) || b === '-' || isValidEscape(b, c) : isNameStart(a) || isValidEscape(a, b);
const startsNumber = (a: string | undefined, b: string | undefined, c: string | undefined) =>
  a === '+' || a === '-' ? isDigit(b) || (b === '.' && isDigit(c)) : a === '.' ? isDigit(b) : isDigit(a);
const isNonPrintable = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 8 || code === 0x0b || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
};

function tokenize(source: string): Token[] {
  const s = [...source.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\uFFFD')];
  const tokens: Token[] = [];
  let i = 0;
  const take = (): string => s[i++] ?? '';

  const consumeEscape = (): string => {
    // i is just after the backslash.
    if (i >= s.length) return '\uFFFD';
    if (isHex(s[i])) {
      let hex = '';
      while (hex.length < 6 && isHex(s[i])) hex += take();
      if (isWs(s[i])) i++;
      const code = Number.parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\uFFFD'
        : String.fromCodePoint(code);
    }
    return take();
  };
  const consumeName = (): string => {
    let name = '';
    for (;;) {
      if (isName(s[i])) name += take();
      else if (isValidEscape(s[i], s[i + 1])) {
        i++;
        name += consumeEscape();
      } else return name;
    }
  };
  const consumeBadUrlRemnants = () => {
    for (;;) {
      if (i >= s.length) return;
      if (s[i] === ')') {
        i++;
        return;
      }
      if (isValidEscape(s[i], s[i + 1])) {
        i++;
        consumeEscape();
      } else i++;
    }
  };
  const consumeUrl = (): Token => {
    let value = '';
    while (isWs(s[i])) i++;
    for (;;) {
      const c = s[i];
      if (c === undefined) return { type: 'url', value };
      if (c === ')') {
        i++;
        return { type: 'url', value };
      }
      if (isWs(c)) {
        while (isWs(s[i])) i++;
        if (s[i] === undefined || s[i] === ')') {
          if (s[i] === ')') i++;
          return { type: 'url', value };
        }
        consumeBadUrlRemnants();
        return { type: 'bad-url', value };
      }
      if (c === '"' || c === "'" || c === '(' || isNonPrintable(c)) {
        consumeBadUrlRemnants();
        return { type: 'bad-url', value };
      }
      if (c === '\\') {
        if (!isValidEscape(c, s[i + 1])) {
          consumeBadUrlRemnants();
          return { type: 'bad-url', value };
        }
        i++;
        value += consumeEscape();
      } else {
        value += c;
        i++;
      }
    }
  };
  const consumeIdentLike = (): Token => {
    const name = consumeName();
    if (name.toLowerCase() === 'url' && s[i] === '(') {
      i++;
      while (isWs(s[i]) && isWs(s[i + 1])) i++;
      const quote = (c: string | undefined) => c === '"' || c === "'";
      if (quote(s[i]) || (isWs(s[i]) && quote(s[i + 1]))) return { type: 'function', value: name };
      return consumeUrl();
    }
    if (s[i] === '(') {
      i++;
      return { type: 'function', value: name };
    }
    return { type: 'ident', value: name };
  };
  const consumeNumeric = (): Token => {
    let text = '';
    if (s[i] === '+' || s[i] === '-') text += take();
    while (isDigit(s[i])) text += take();
    if (s[i] === '.' && isDigit(s[i + 1])) {
      text += take();
      while (isDigit(s[i])) text += take();
    }
    if (
      (s[i] === 'e' || s[i] === 'E') &&
      (isDigit(s[i + 1]) || ((s[i + 1] === '+' || s[i + 1] === '-') && isDigit(s[i + 2])))
    ) {
      text += take() + take();
      while (isDigit(s[i])) text += take();
    }
    if (startsIdent(s[i], s[i + 1], s[i + 2])) return { type: 'dimension', value: text + consumeName() };
    if (s[i] === '%') {
      i++;
      return { type: 'percentage', value: text };
    }
    return { type: 'number', value: text };
  };
  const consumeString = (quote: string): Token => {
    let value = '';
    i++;
    for (;;) {
      const c = s[i];
      if (c === undefined) return { type: 'string', value };
      if (c === quote) {
        i++;
        return { type: 'string', value };
      }
      if (c === '\n') return { type: 'bad-string', value };
      if (c === '\\') {
        if (s[i + 1] === undefined) i++;
        else if (s[i + 1] === '\n') i += 2;
        else {
          i++;
          value += consumeEscape();
        }
      } else {
        value += c;
        i++;
      }
    }
  };

  while (i < s.length) {
    const c = s[i] ?? '';
    if (c === '/' && s[i + 1] === '*') {
      const end = s.join('').indexOf('*/', i + 2);
      i = end === -1 ? s.length : end + 2;
    } else if (isWs(c)) {
      while (isWs(s[i])) i++;
      tokens.push({ type: 'ws', value: ' ' });
    } else if (c === '"' || c === "'") tokens.push(consumeString(c));
    else if (c === '#') {
      if (isName(s[i + 1]) || isValidEscape(s[i + 1], s[i + 2])) {
        i++;
        tokens.push({ type: 'hash', value: consumeName() });
      } else tokens.push({ type: 'delim', value: take() });
    } else if ('()[]{},:;'.includes(c)) tokens.push({ type: take(), value: c });
    else if (c === '+' || c === '.') {
      if (startsNumber(c, s[i + 1], s[i + 2])) tokens.push(consumeNumeric());
      else tokens.push({ type: 'delim', value: take() });
    } else if (c === '-') {
      if (startsNumber(c, s[i + 1], s[i + 2])) tokens.push(consumeNumeric());
      else if (s[i + 1] === '-' && s[i + 2] === '>') {
        i += 3;
        tokens.push({ type: 'cdc', value: '-->' });
      } else if (startsIdent(c, s[i + 1], s[i + 2])) tokens.push(consumeIdentLike());
      else tokens.push({ type: 'delim', value: take() });
    } else if (c === '<' && s[i + 1] === '!' && s[i + 2] === '-' && s[i + 3] === '-') {
      i += 4;
      tokens.push({ type: 'cdo', value: '<!--' });
    } else if (c === '@' && startsIdent(s[i + 1], s[i + 2], s[i + 3])) {
      i++;
      tokens.push({ type: 'at-keyword', value: consumeName() });
    } else if (c === '\\') {
      if (isValidEscape(c, s[i + 1])) tokens.push(consumeIdentLike());
      else tokens.push({ type: 'delim', value: take() });
    } else if (isDigit(c)) tokens.push(consumeNumeric());
    else if (isNameStart(c)) tokens.push(consumeIdentLike());
    else tokens.push({ type: 'delim', value: take() });
  }
  return tokens;
}

const CLOSER: Record<string, string> = { '(': ')', function: ')', '[': ']', '{': '}' };
const LOADING_FUNCTIONS = new Set([
  'url',
  'src',
  'image',
  'image-set',
  '-webkit-image-set',
  'cross-fade',
  '-webkit-cross-fade',
  'element',
  '-moz-element',
  'paint',
  'expression',
]);

/**
 * What is wrong with the CSS as a browser reads it: the output must be one `@scope` rule whose
 * block closes at the very end (nothing at the top level after it), with no url token, no function
 * that loads or runs anything, no at-rule inside, and no `javascript:`.
 */
function problemsOf(css: string, { scoped }: { scoped: boolean }): string[] {
  const problems: string[] = [];
  if (css === '') return problems;
  const tokens = tokenize(css);
  const stack: string[] = [];
  let scopeClosed = false;
  let seenAtRule = false;
  for (const token of tokens) {
    if (token.type === 'url' || token.type === 'bad-url') problems.push(`url token ${token.value}`);
    if (token.type === 'function' && LOADING_FUNCTIONS.has(token.value.toLowerCase()))
      problems.push(`${token.value}() function`);
    if (token.type === 'at-keyword') {
      if (!scoped || seenAtRule || stack.length > 0) problems.push(`@${token.value}`);
      seenAtRule = true;
    }
    const depth = stack.length;
    const closer = Object.hasOwn(CLOSER, token.type) ? CLOSER[token.type] : undefined;
    if (closer) stack.push(closer);
    else if (stack.length > 0 && token.type === stack[stack.length - 1]) {
      stack.pop();
      if (scoped && stack.length === 0 && token.type === '}') {
        if (scopeClosed) problems.push('a second top-level block');
        scopeClosed = true;
        continue;
      }
    }
    if (scoped && depth === 0 && scopeClosed && token.type !== 'ws')
      problems.push(`top-level text after @scope: ${token.type} ${token.value}`);
  }
  if (stack.length > 0) problems.push(`unbalanced: ${stack.length} block(s) left open`);
  if (scoped && !scopeClosed) problems.push('the @scope block never closes');
  if (/javascript\s*:/i.test(css)) problems.push('javascript:');
  return problems;
}

/** The guarantees, for one input: what the browser gets is safe, and the stored text is a fixed point. */
function expectSafe(input: string, scope = APP_SCOPE) {
  const result = sanitiseCustomCss(input, scope);
  if (result.css !== '') {
    expect(result.css.startsWith(`@scope (${scope}) to (${PROTECTED}){:scope `)).toBe(true);
    expect(result.css.endsWith('}')).toBe(true);
  }
  expect(problemsOf(result.css, { scoped: true })).toEqual([]);
  expect(problemsOf(result.kept, { scoped: false })).toEqual([]);
  for (const text of [result.css, result.kept]) {
    expect(text.toLowerCase()).not.toContain('url(');
    expect(text.toLowerCase()).not.toContain('@import');
    expect(text.toLowerCase()).not.toContain('@font-face');
    expect(text.toLowerCase()).not.toContain('image-set');
    expect(text.toLowerCase()).not.toContain('expression(');
    expect(text.toLowerCase()).not.toContain('-moz-binding');
    expect(text.toLowerCase()).not.toContain('behavior');
  }
  expectFixedPoint(result.kept);
  return result;
}

function expectFixedPoint(kept: string) {
  const again = sanitiseCustomCss(kept);
  expect(again.kept).toBe(kept);
  expect(again.removed).toEqual([]);
  expect(appStylesheet(kept)).toBe(sanitiseCustomCss(kept).css);
}

describe('sanitiseCustomCss: what it keeps', () => {
  it('keeps an allowed cosmetic rule and scopes it to the app', () => {
    const result = expectSafe('.card { color: #4f46e5; border-radius: 8px }');
    expect(result.kept).toBe('.card { color: #4f46e5; border-radius: 8px }');
    expect(result.css).toBe(
      '@scope (.ch-app) to ([data-brand-protected]){:scope .card{color: #4f46e5;border-radius: 8px}}',
    );
    expect(result.removed).toEqual([]);
  });

  it('keeps colour functions, calc(), var() and !important, writing the property in lower case', () => {
    const result = expectSafe(
      '.btn { BACKGROUND-COLOR: oklch(62% 0.2 264) !important; color: color-mix(in srgb, rgb(0 0 0 / 50%), hsl(221 83% 53%)); border-radius: calc(1px + 0.1rem); border-color: var(--brand-primary) }',
    );
    expect(result.kept).toBe(
      '.btn { background-color: oklch(62%0.2 264) !important; color: color-mix(in srgb,rgb(0 0 0/50%),hsl(221 83% 53%)); border-radius: calc(1px + 0.1rem); border-color: var(--brand-primary) }',
    );
    expect(result.removed).toEqual([]);
  });

  it('keeps several selectors and pseudo-classes, each relative to :scope', () => {
    const result = expectSafe('.a:hover, #b > li:is(.c, .d)::before { font-weight: 700 }');
    expect(result.css).toBe(
      '@scope (.ch-app) to ([data-brand-protected]){:scope .a:hover,:scope #b>li:is(.c,.d)::before{font-weight: 700}}',
    );
  });

  it('keeps escaped class names such as Tailwind utilities', () => {
    const result = expectSafe('.md\\:flex, .w-1\\/2 { color: red }');
    expect(result.kept).toBe('.md\\:flex, .w-1\\/2 { color: red }');
  });

  it('keeps quoted attribute values, braces included, re-quoted', () => {
    const result = expectSafe(`.a[data-x="}"], .a[data-y='{;'], .a[data-z="\\"}"] { color: red }`);
    expect(result.kept).toBe('.a[data-x="}"], .a[data-y="{;"], .a[data-z="\\"}"] { color: red }');
  });

  it('scopes to the preview container when asked', () => {
    const result = expectSafe('.a { color: red }', PREVIEW_SCOPE);
    expect(result.css).toBe(
      '@scope ([data-brand-preview]) to ([data-brand-protected]){:scope .a{color: red}}',
    );
  });

  it('serves the stored text as the same scoped stylesheet', () => {
    const { kept, css } = expectSafe('.a { color: red }\n.b { box-shadow: 0 1px 2px rgb(0 0 0 / 10%) }');
    expect(appStylesheet(kept)).toBe(css);
  });

  it('returns nothing for empty or comment-only input', () => {
    expect(sanitiseCustomCss('')).toEqual({ kept: '', css: '', removed: [] });
    expect(sanitiseCustomCss('/* nothing */')).toEqual({ kept: '', css: '', removed: [] });
    expect(appStylesheet('')).toBe('');
  });

  it('refuses input longer than the limit as too_long', () => {
    const result = sanitiseCustomCss('.a { color: red }\n'.repeat(Math.ceil((CUSTOM_CSS_MAX + 1) / 18)));
    expect(result).toEqual({ kept: '', css: '', removed: [expect.objectContaining({ reason: 'too_long' })] });
  });

  it('handles an input just under the limit made of many rules', () => {
    const input = '.a { color: red }\n'.repeat(Math.floor(CUSTOM_CSS_MAX / 18));
    const result = expectSafe(input);
    expect(result.removed).toEqual([]);
  });
});

describe('sanitiseCustomCss: attacks that are blocked', () => {
  it.each([
    ['url()', '.a { background-color: url(//evil.test/x) }'],
    ['URL() in capitals', '.a { color: URL(//evil.test/x) }'],
    ['quoted url()', '.a { color: url("//evil.test/x") }'],
    ['hex-escaped url (\\75 rl)', '.a { color: \\75 rl(//evil.test/x) }'],
    ['escaped letter in url (u\\rl)', '.a { color: u\\rl(//evil.test/x) }'],
    ['hex escape inside url (u\\72l)', '.a { color: u\\72l(//evil.test/x) }'],
    ['comment inside url (u/**/rl)', '.a { color: u/**/rl(//evil.test/x) }'],
    ['url() with form feed and tab', '.a { color: url(\f//evil.test/x\t) }'],
    ['image-set()', '.a { color: image-set("//evil.test/x" 1x) }'],
    ['-webkit-image-set()', '.a { color: -webkit-image-set(url(//evil.test/x) 1x) }'],
    ['src()', '.a { color: src("//evil.test/x") }'],
    ['expression()', '.a { color: expression(alert(1)) }'],
    ['attr()', '.a { color: attr(data-x type(<color>)) }'],
    ['env()', '.a { color: env(safe-area-inset-top) }'],
    ['a string value', '.a { color: "red" }'],
    ['a unicode-range value', '.a { color: U+0025-00FF }'],
    ['url() as the fallback of var()', '.a { color: var(--x, url(//evil.test/x)) }'],
    ['url() as a nested var() fallback', '.a { color: var(--x, var(--y, url(//evil.test/x))) }'],
    ['url() inside color-mix()', '.a { color: color-mix(in srgb, red, url(//evil.test/x)) }'],
    ['url() inside calc()', '.a { border-width: calc(1px + url(//evil.test/x)) }'],
    ['a semicolon inside a function', '.a { color: rgb(1; background: url(//evil.test/x)) }'],
    ['a block inside a value', '.a { color: red {} }'],
    ['a block inside a function', '.a { color: rgb({}) }'],
    ['a stray ) in a value', '.a { color: red ) ; background-color: url(//evil.test/x) }'],
    ['!important inside a function', '.a { color: rgb(1 2 3 !important) }'],
    ['!important twice', '.a { color: red !important !important }'],
  ])('removes a value with %s', (_label, input) => {
    const result = expectSafe(input);
    expect(result.kept).toBe('');
    expect(result.removed.length).toBeGreaterThan(0);
  });

  it.each([
    ['-moz-binding', '.a { -moz-binding: url(//evil.test/x.xml#b) }'],
    ['behavior', '.a { behavior: url(//evil.test/x.htc) }'],
    ['a javascript: URL', '.a { background-image: url(javascript:alert(1)) }'],
    ['an escaped property name', '.a { backgro\\75 nd: url(//evil.test/x) }'],
    ['a comment inside the property name', '.a { co/**/lor: red }'],
    ['an escaped custom property', '.a { \\2d -x: url(//evil.test/x) }'],
    [
      'vendor-prefixed properties',
      '.a { -webkit-mask-image: url(//evil.test/x); -webkit-box-reflect: below 0 url(//evil.test/x) }',
    ],
    [
      'other properties that take URLs',
      '.a { cursor: url(//evil.test/x), auto; list-style-image: url(//evil.test/x); border-image: url(//evil.test/x) 30; content: url(//evil.test/x) }',
    ],
  ])('removes %s', (_label, input) => {
    const result = expectSafe(input);
    expect(result.kept).toBe('');
    expect(result.removed.every((item) => item.reason === 'property' || item.reason === 'value')).toBe(true);
  });

  it('cannot declare a custom property, so var() only reads the app’s own', () => {
    const result = expectSafe('.a { --x: url(//evil.test/x); color: var(--x) }');
    expect(result.kept).toBe('.a { color: var(--x) }');
    expect(result.removed).toEqual([{ line: 1, text: '--x: url(//evil.test/x)', reason: 'property' }]);
  });

  it('keeps !important only where it belongs', () => {
    const result = expectSafe(
      '.a { color: red !important; background: url(//evil.test/x) !important; caret-color: blue !ie }',
    );
    expect(result.kept).toBe('.a { color: red !important; caret-color: blue !important }');
  });

  it.each([
    ['@import', '@import url(//evil.test/x.css); .a { color: red }'],
    ['@IMPORT', '@IMPORT "//evil.test/x.css"; .a { color: red }'],
    ['an escaped @import', '@\\69mport "//evil.test/x.css"; .a { color: red }'],
    ['@font-face', '@font-face { font-family: x; src: url(//evil.test/f.woff) } .a { color: red }'],
    ['@namespace', '@namespace url(//evil.test/ns); .a { color: red }'],
    ['@media', '@media all { .b { background: url(//evil.test/x) } } .a { color: red }'],
    ['@layer', '@layer x { .b { color: blue } } .a { color: red }'],
    ['@container', '@container (min-width: 1px) { .b { color: blue } } .a { color: red }'],
    ['@scope', '@scope (body) { :scope { color: blue } } .a { color: red }'],
    ['@supports', '@supports (color: red) { body { color: blue } } .a { color: red }'],
    [
      '@property',
      '@property --x { syntax: "<url>"; inherits: true; initial-value: url(//evil.test/x) } .a { color: red }',
    ],
    ['@-moz-document', '@-moz-document url-prefix() { body { color: blue } } .a { color: red }'],
    ['@keyframes', '@keyframes k { from { color: blue } } .a { color: red }'],
    ['@charset', '@charset "utf-8"; .a { color: red }'],
  ])('removes %s and keeps the rest', (_label, input) => {
    const result = expectSafe(input);
    expect(result.kept).toBe('.a { color: red }');
    expect(result.removed[0]?.reason).toBe('at_rule');
  });

  it('removes an at-rule nested inside a style rule', () => {
    const result = expectSafe('.a { @media all { color: red } color: blue }');
    expect(result.kept).toBe('.a { color: blue }');
  });

  it.each([
    ['a stray } before the next rule', '.a { color: red }} .b { background: url(//evil.test/x) }'],
    ['}} then @font-face', '}} @font-face { src: url(//evil.test/f) } .a { color: red }'],
    ['a } closing the rule inside a value', '.a { color: red } .b { background: url(//evil.test/x) }'],
    ['a block left open at the end', '.a { color: red'],
    ['a nested block left open at the end', '.a { color: red; .b { color: blue'],
    ['declarations outside any rule', 'color: red; background-color: url(//evil.test/x); .a { color: red }'],
    ['a declaration closing nothing', 'color: red } .a { color: blue }'],
    ['a selector list with a }', '.a, } .b { color: red }'],
    ['an empty selector in a list', '.a,, .b { color: red }'],
    ['a trailing comma in a selector list', '.a, { color: red }'],
    ['!important in a selector', '.a !important { color: red }'],
    ['<!-- and -->', '<!-- .a { color: red } -->'],
    ['comments holding braces', '/* } */ .a /* { */ { /* } */ color: /* ; */ red /* } */ }'],
    ['an unclosed comment', '.a { color: red } /* .b { color: blue }'],
    ['a backslash at the very end', '.a { color: red } \\'],
    ['a NUL character', '.a { color: red }\u0000 .b { background: url(//evil.test/x) }'],
    ['CR, LF and FF as whitespace', '.a\r\n{\r\ncolor:\fred\r\n}'],
    ['a string broken by a newline in a selector', '.a[data-x="}\n"] { color: red } .b { color: blue }'],
    ['a string left open at the end', '.a[data-x="} { color: red }'],
    ['an escaped } in a class name (hex)', '.a\\7d { color: red }'],
    ['an escaped } in a class name', '.a\\} { color: red }'],
    ['an escaped newline inside a string', '.a[data-x="a\\\nb"] { color: red }'],
  ])('keeps the output inside one @scope block with %s', (_label, input) => {
    expectSafe(input);
  });

  it.each([
    ['html', 'html .a { color: red }'],
    ['BODY', 'BODY { color: red }'],
    [':root', ':root { color: red }'],
    [':ROOT', ':ROOT { color: red }'],
    [':host()', ':host(.x) { color: red }'],
    [':host-context()', ':host-context(body) .a { color: red }'],
    [':scope', ':scope { color: red }'],
    [':is(html)', ':is(html) .a { color: red }'],
    [':where(body)', ':where(body) .a { color: red }'],
    [':has(:root)', '.a:has(:root) { color: red }'],
    [':not(:root)', ':not(:root) { color: red }'],
    [':is(:scope)', ':is(:scope) .a { color: red }'],
    ['a document selector nested deep', ':is(:where(:not(:is(body)))) { color: red }'],
    [':nth-child(… of body)', ':nth-child(2n of body) { color: red }'],
  ])('removes a selector naming the document: %s', (_label, input) => {
    const result = expectSafe(input);
    expect(result.kept).toBe('');
    expect(result.removed[0]?.reason).toBe('selector');
  });

  it('keeps the other selectors of a list when one names the document', () => {
    const result = expectSafe('body, .a { color: red }');
    expect(result.kept).toBe('.a { color: red }');
    expect(result.removed).toEqual([{ line: 1, text: 'body', reason: 'selector' }]);
  });

  it.each([
    ['a nested rule', '.a { .b { background-color: url(//evil.test/x); color: red } }', ''],
    ['a nested & rule', '.a { color: red; & .b { color: blue } }', '.a { color: red }'],
    ['a nested &:hover rule', '.a { color: red; &:hover { color: blue } }', '.a { color: red }'],
    [
      'a declaration that a browser reads as a nested rule',
      '.a { color:hover { background: url(//evil.test/x) } }',
      '',
    ],
  ])('removes CSS nesting: %s', (_label, input, kept) => {
    const result = expectSafe(input);
    expect(result.kept).toBe(kept);
  });

  it.each([
    ['& at the top level', '& { color: red }'],
    ['& with sibling combinators', '& ~ .b, & + .c { color: red }'],
    ['a relative ~ selector', '~ .b { color: red }'],
    ['a relative > selector', '> .b { color: red }'],
  ])('keeps %s inside the scope (the browser only styles elements in scope)', (_label, input) => {
    const result = expectSafe(input);
    expect(result.css.startsWith('@scope (.ch-app) to ([data-brand-protected]){:scope ')).toBe(true);
  });
});

describe('sanitiseCustomCss: attacks that currently succeed', () => {
  /*
   * Unknown functional pseudo-classes (`:foo(…)`) and pseudo-elements (`::foo(…)`) keep their
   * arguments as css-tree Raw text, copied into the output. css-tree's tokenizer compares `url` with
   * the source text, so `u\72l(` (or `\75 rl(`, `U\52L(`) is a plain function to it; to a browser it
   * is `url(` and starts a url token. After `u\72l(()` the browser's (bad) url token is over while
   * css-tree still waits for one more `)`: the browser's `)` then closes `:foo(`, `{}` is the rule's
   * block, the next `}` closes `@scope`, and the rest is a top-level rule of the attacker's.
   * Checked in Chromium 156: `.y { background: url("//evil.test/a") }` is a top-level rule and
   * styles (and loads for) elements outside `.ch-app`.
   */
  it('does not let an escaped url( inside :foo() close the @scope block', () => {
    expectSafe('.x:foo(u\\72l(()){}}.y{background:url(//evil.test/a)}) { color: red }');
  });

  it('does not let a hex-escaped url( inside :foo() add a top-level @font-face', () => {
    expectSafe('.x:foo(\\75 rl(()){}}@font-face{font-family:x;src:url(//evil.test/f)}) { color: red }');
  });

  it('does not let an escaped url( inside ::foo() add a top-level * rule', () => {
    expectSafe('.x::foo(u\\72l(()){}}*{background:url(//evil.test/a)}) { color: red }');
  });

  /*
   * css-tree's bad-url remnants skip the character after an escape (`offset = consumeEscaped(…)`
   * then the loop's `offset++`), so in `url((\x))` it swallows the `)` right after `\x`, which ends
   * the bad url for a browser. Same break-out, no escaped `url` needed.
   */
  it('does not let a bad url with an escape inside :foo() close the @scope block', () => {
    expectSafe('.x:foo(url((\\x)){}}.y{background:url(//evil.test/b)}) { color: red }');
  });

  /*
   * Not exploitable on their own in a spec-conforming browser (a `}` inside `(…)` does not close
   * anything, a selector loads nothing), but this is raw attacker text copied into the stylesheet,
   * the door the break-outs above come through: `}`, `url(`, `@import` and `</style>` reach the
   * output.
   */
  it.each([
    ['a }', '.a:foo(}) { color: red }'],
    ['url()', '.a:foo(url(//evil.test/x)) { color: red }'],
    ['@import', '.a::foo(@import "//evil.test/x.css") { color: red }'],
    ['</style>', '.a:foo(</style><img src=x onerror=alert(1)>) { color: red }'],
  ])('does not copy raw pseudo-class arguments holding %s into the output', (_label, input) => {
    const result = sanitiseCustomCss(input);
    expect(result.kept).toBe('');
    expect(result.removed[0]?.reason).toBe('selector');
  });

  /*
   * Names are compared as written, so escapes spell the document selectors past the check. Today
   * `:scope ` in front and @scope keep these from matching outside the app, so this is a check that
   * does not do what it says rather than a way out.
   */
  it.each([
    ['b\\ody', 'b\\ody .a { color: red }'],
    [':\\72oot', ':\\72oot .a { color: red }'],
    [':\\73 cope', ':\\73 cope .a { color: red }'],
    [':\\69s(body)', ':\\69s(body) .a { color: red }'],
  ])('removes the escaped document selector %s', (_label, input) => {
    const result = sanitiseCustomCss(input);
    expect(result.kept).toBe('');
    expect(result.removed[0]?.reason).toBe('selector');
  });

  /* Guarantee 4: sanitising `kept` again must give `kept`. */
  it('is a fixed point for a value ending in an operator before !important', () => {
    // kept `.a { color: red+ !important }`, then `red+  !important`: css-tree keeps the space
    // after an Operator in its value (`+ `), and the sanitiser adds another before !important.
    expectFixedPoint(sanitiseCustomCss('.a { color: red+!important }').kept);
  });

  it('is a fixed point for a selector ending in a hex escape', () => {
    // kept `.a\31 { color: red }`: the space kept puts after the selector becomes the escape's end,
    // and sanitising again writes `.a\31  { color: red }`.
    expectFixedPoint(sanitiseCustomCss('.a\\31{color:red}').kept);
  });

  it('is a fixed point for raw pseudo-class arguments holding a backslash-newline', () => {
    // Each pass adds a newline after the `\` (css-tree re-tokenises the Raw text).
    expectFixedPoint(sanitiseCustomCss('.a:foo(\\\n) { color: red }').kept);
  });
});

describe('the test tokenizer (the browser’s view)', () => {
  it('reads an escaped url( as a url token and ends a bad url at the ) after an escape', () => {
    expect(tokenize('u\\72l(x)')).toEqual([{ type: 'url', value: 'x' }]);
    expect(tokenize('url((\\x))').map((t) => t.type)).toEqual(['bad-url', ')']);
  });

  it('finds text after the @scope block', () => {
    expect(problemsOf('@scope (.a){:scope .b{color:red}}', { scoped: true })).toEqual([]);
    expect(problemsOf('@scope (.a){}.b{color:red}', { scoped: true })).not.toEqual([]);
    expect(problemsOf('@scope (.a){:scope .b:x(}){color:red}}', { scoped: true })).toEqual([]);
  });
});
