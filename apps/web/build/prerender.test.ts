import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleStartScript, htmlWithPrerender, renderPages } from './prerender.ts';

const APP_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PAGE_COPY = [
  '<!doctype html>',
  '<html lang="en-US">',
  '  <head>',
  '    <title>CompetencyHub</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '    <link rel="modulepreload" crossorigin href="/assets/landing-page-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/icons-1.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

describe('htmlWithPrerender', () => {
  const prerender = {
    markup: '<main><h1>Hello</h1></main>',
    path: '/landing',
    startScript: '/assets/start-1.js',
  };

  it('fills #root, marked with its path, and starts the app through the start script only', () => {
    expect(htmlWithPrerender(PAGE_COPY, prerender)).toBe(
      [
        '<!doctype html>',
        '<html lang="en-US">',
        '  <head>',
        '    <title>CompetencyHub</title>',
        '    <script type="module" blocking="render" crossorigin src="/assets/start-1.js"' +
          ' data-app="/assets/index-1.js" data-preload="/assets/landing-page-1.js /assets/icons-1.js"></script>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
        '  </head>',
        '  <body>',
        '    <div id="root" data-prerendered="/landing"><main><h1>Hello</h1></main></div>',
        '  </body>',
        '</html>',
      ].join('\n'),
    );
  });

  it('refuses markup with a script in it: the CSP would block it', () => {
    expect(() =>
      htmlWithPrerender(PAGE_COPY, { ...prerender, markup: '<p>x</p><script>$RC("B:0")</script>' }),
    ).toThrow(/carries a script/);
  });

  it('refuses a page without an empty #root or without an entry script, and empty markup', () => {
    expect(() => htmlWithPrerender(PAGE_COPY.replace('<div id="root"></div>', ''), prerender)).toThrow(
      /no <div id="root"><\/div>/,
    );
    expect(() => htmlWithPrerender(PAGE_COPY.replace(/<script[^\n]*\n/, ''), prerender)).toThrow(
      /no module entry script/,
    );
    expect(() => htmlWithPrerender(PAGE_COPY, { ...prerender, markup: ' ' })).toThrow(/rendered nothing/);
  });
});

describe('the prerender of /landing', () => {
  it('is the real landing page in English: hero, sections, prices; no script, no error screen', async () => {
    const [markup = ''] = await renderPages(APP_ROOT, ['/landing']);
    expect(markup).toMatch(
      /<h1 id="hero-title"[^>]*>Know every skill in your company\. Grow the ones you need next\.<\/h1>/,
    );
    expect(markup).toContain('Everything you need to develop your people');
    expect(markup).toContain('$99');
    expect(markup).toContain('© 2025 CompetencyHub. All rights reserved.');
    expect(markup).not.toMatch(/<script\b/i);
    expect(markup).not.toContain('Something went wrong');
    expect(markup).not.toContain('publicSite.');
  }, 60_000);
});

describe('the start script', () => {
  it('is one small file that imports nothing before the first paint', async () => {
    const source = await bundleStartScript(APP_ROOT);
    expect(source.length).toBeLessThan(3000);
    // Only the dynamic import() of the app, which runs after the paint; no static import.
    expect(source).not.toMatch(/(^|[;}\s])import\s*[{*\w"']/);
    expect(source).toContain('import(');
  });
});
