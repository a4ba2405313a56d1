import { describe, expect, it } from 'vitest';
import { quoteUserText, USER_TEXT_MAX_LENGTH } from './user-text.ts';

describe('quoteUserText: what people typed, as an e-mail may show it', () => {
  it('quotes plain names unchanged', () => {
    expect(quoteUserText('Ada Lovelace')).toBe('“Ada Lovelace”');
    expect(quoteUserText('Acme Corp.')).toBe('“Acme Corp.”');
    expect(quoteUserText('J. R. R. Tolkien')).toBe('“J. R. R. Tolkien”');
    expect(quoteUserText('Zoë Ørsted-Łukasz')).toBe('“Zoë Ørsted-Łukasz”');
  });

  it('breaks every web address so no mail program makes it a link', () => {
    expect(quoteUserText('re-login at http://evil.test/x')).toBe('“re-login at http[:]//evil[.]test/x”');
    expect(quoteUserText('HTTPS://Evil.Example.com')).toBe('“HTTPS[:]//Evil[.]Example[.]com”');
    expect(quoteUserText('visit www.evil.test now')).toBe('“visit www[.]evil[.]test now”');
    expect(quoteUserText('evil.co.uk')).toBe('“evil[.]co[.]uk”');
    expect(quoteUserText('javascript:alert(1)')).toBe('“javascript[:]alert(1)”');
  });

  it('breaks e-mail addresses', () => {
    expect(quoteUserText('write to it-desk@evil.test')).toBe('“write to it-desk [at] evil[.]test”');
    expect(quoteUserText('mailto:x@y.test')).toBe('“mailto[:]x [at] y[.]test”');
  });

  it('sees through look-alike dots, at signs and colons', () => {
    expect(quoteUserText('evil\uFF0Etest')).toBe('“evil[.]test”');
    expect(quoteUserText('evil\u3002test')).toBe('“evil[.]test”');
    expect(quoteUserText('evil\uFF61test')).toBe('“evil[.]test”');
    expect(quoteUserText('me\uFF20evil.test')).toBe('“me [at] evil[.]test”');
    expect(quoteUserText('http\uFF1A//x.test')).toBe('“http[:]//x[.]test”');
  });

  it(`shortens to ${USER_TEXT_MAX_LENGTH} characters with an ellipsis`, () => {
    const long = 'Acme Corp IT – your password expired, please sign in again at the portal today';
    const quoted = quoteUserText(long);
    const inner = quoted.slice(1, -1);
    expect([...inner]).toHaveLength(USER_TEXT_MAX_LENGTH);
    expect(inner.endsWith('…')).toBe(true);
    expect(long.startsWith(inner.slice(0, -1))).toBe(true);
    expect(quoteUserText('x'.repeat(USER_TEXT_MAX_LENGTH))).toBe(`“${'x'.repeat(USER_TEXT_MAX_LENGTH)}”`);
  });

  it('never leaves a link whole when shortening', () => {
    const quoted = quoteUserText(`${'a'.repeat(40)} http://evil.test/login`);
    expect(quoted).not.toMatch(/https?:\/\//i);
    expect(quoted).not.toMatch(/\w\.\w/);
  });

  it('keeps quotation marks, line breaks and invisible characters from breaking out of the quote', () => {
    expect(quoteUserText('Acme” – act now “')).toBe("“Acme' – act now '”");
    expect(quoteUserText('Line one\nSubject: hi\r\n\tthere')).toBe('“Line one Subject: hi there”');
    expect(quoteUserText('Acme\u202Emoc.live')).toBe('“Acmemoc[.]live”');
    expect(quoteUserText('a\u200Bb\uFEFFc')).toBe('“abc”');
  });

  it('counts characters, not UTF-16 units, and does not split an emoji', () => {
    const quoted = quoteUserText('😀'.repeat(70));
    expect([...quoted.slice(1, -1)]).toHaveLength(USER_TEXT_MAX_LENGTH);
  });

  it('answers an empty or blank name with empty quotes', () => {
    expect(quoteUserText('   ')).toBe('“”');
  });
});
