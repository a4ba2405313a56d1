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

  it('shows Markdown as formatting: bold, lists, code', () => {
    const html = render('**Bold** and `code`\n\n- one\n- two');
    expect(html).toContain('<strong');
    expect(html).toContain('<code');
    expect(html).toMatch(/<ul[^>]*>\s*<li>one<\/li>/);
  });
});
