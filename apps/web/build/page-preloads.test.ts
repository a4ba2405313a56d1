import { describe, expect, it } from 'vitest';
import { type ChunkInfo, chunksToPreload, htmlWithPreloads } from './page-preloads.ts';

const ROOT = '/app';
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry }) satisfies ChunkInfo;

const bundle = {
  'assets/index-1.js': chunk('assets/index-1.js', ['assets/react-1.js'], '/app/src/main.tsx', true),
  'assets/react-1.js': chunk('assets/react-1.js', []),
  'assets/landing-1.js': chunk(
    'assets/landing-1.js',
    ['assets/icons-1.js', 'assets/react-1.js', 'assets/layout-1.js'],
    '/app/src/landing.tsx',
  ),
  'assets/layout-1.js': chunk('assets/layout-1.js', ['assets/icons-1.js']),
  'assets/icons-1.js': chunk('assets/icons-1.js', []),
  'assets/en-1.js': chunk('assets/en-1.js', [], '/app/src/en.json'),
  'assets/faq-1.js': chunk('assets/faq-1.js', ['assets/layout-1.js'], '/app/src/faq.tsx'),
};

describe('chunksToPreload', () => {
  it("lists the page's chunks and what they import, without what the entry loads anyway", () => {
    const files = chunksToPreload(
      bundle,
      { html: 'landing.html', modules: ['src/landing.tsx', 'src/en.json'] },
      ROOT,
    );
    expect(files).toEqual([
      'assets/en-1.js',
      'assets/icons-1.js',
      'assets/landing-1.js',
      'assets/layout-1.js',
    ]);
  });

  it('fails the build when a module no longer starts a chunk, rather than dropping the preload', () => {
    expect(() => chunksToPreload(bundle, { html: 'landing.html', modules: ['src/gone.tsx'] }, ROOT)).toThrow(
      /no chunk starts at src\/gone.tsx/,
    );
  });
});

describe('htmlWithPreloads', () => {
  it('adds one modulepreload link per file at the end of the head', () => {
    const html = '<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body></body>\n</html>';
    expect(htmlWithPreloads(html, ['assets/a.js', 'assets/b.js'], '/')).toBe(
      '<html>\n  <head>\n    <title>x</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n  </head>\n  <body></body>\n</html>',
    );
  });
});
