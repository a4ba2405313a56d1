import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown.tsx';

/** What the assistant's Markdown becomes in the page (spec section 5: no raw HTML, safe links only). */
const render = (text: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(SafeMarkdown, { text })));

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<svg onload="alert(1)"><circle r="5"/></svg>',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<div onclick="alert(1)" style="position:fixed">cover</div>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '![x](https://tracker.example/pixel.png)',
  '<style>body{display:none}</style>',
  '[a](\\u006Aavascript:alert(1))',
];

describe('the assistant Markdown', () => {
  it.each(PAYLOADS)('renders %s with nothing that runs', (payload) => {
    const html = render(payload);
    expect(html).not.toMatch(/<(script|iframe|svg|style|img|object|embed)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/src=/i);
  });

  it('keeps links with the allowed protocols, and opens other sites in a new tab without access back', () => {
    const html = render(
      '[help](/competencies?tab=assessments) [site](https://example.com/a) [mail](mailto:help@example.com) [chat](xmpp:help@example.com) [irc](ircs://irc.example.com/help)',
    );
    expect(html).toContain('href="/competencies?tab=assessments"');
    expect(html).toContain('href="https://example.com/a" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="mailto:help@example.com"');
    expect(html).toContain('href="xmpp:help@example.com"');
    expect(html).toContain('href="ircs://irc.example.com/help"');
  });

  it('shows after each link to another site the domain it really leads to', () => {
    const text = (markdown: string) => render(markdown).replace(/<[^>]+>/g, '');
    expect(text('Read [Benefits](https://evil.example/phish) first.')).toBe(
      'Read Benefits (evil.example) first.',
    );
    expect(render('[Benefits](https://evil.example/phish)')).toMatch(
      /^<p[^>]*><a href="https:\/\/evil\.example\/phish"[^>]*>Benefits<span[^>]*> \(evil\.example\)<\/span><\/a><\/p>$/,
    );
    // A look-alike name shows as what it is; the port and the path are not the site.
    expect(text('[Your bank](https://bаnk.example:8443/login)')).toBe('Your bank (xn--bnk-6cd.example)');
    expect(text('<https://HR.Acme.test/benefits>')).toBe('https://HR.Acme.test/benefits (hr.acme.test)');
    expect(text('[Write to us](mailto:help@Example.com)')).toBe('Write to us (example.com)');
    // The app's own pages need no domain; a relative address that leaves the app is no link.
    expect(text('[My competencies](/competencies)')).toBe('My competencies');
    // A backslash reaches the page encoded, so it cannot turn into "//" and leave the app.
    expect(render('[Benefits](/\\evil.example/x)')).toContain('href="/%5Cevil.example/x"');
    for (const address of ['//evil.example/x', 'evil.example/x']) {
      const html = render(`[Benefits](${address})`);
      expect(html, address).not.toContain('<a');
      expect(html.replace(/<[^>]+>/g, ''), address).toBe('Benefits');
    }
  });

  it('shows Markdown as formatting: bold, lists, code', () => {
    const html = render('**Bold** and `code`\n\n- one\n- two');
    expect(html).toContain('<strong');
    expect(html).toContain('<code');
    expect(html).toMatch(/<ul[^>]*>\s*<li>one<\/li>/);
  });
});
