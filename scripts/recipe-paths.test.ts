// docs/recipe-management-page.md points a newcomer at real files and functions; this keeps it from
// rotting. Every backticked repository path must exist, every backticked name (`listSources()`,
// `PERMISSIONS`, `KnowledgeSource`) must be declared in one of the files the recipe names, and every
// relative link must lead somewhere.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './import-graph.ts';

const RECIPE = 'docs/recipe-management-page.md';
const text = readFileSync(path.join(REPO, RECIPE), 'utf8');
const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string);

/** A path from the repository's root; shorter forms (`app.ts`, `ui/`) are words of the text. */
const REPO_PATH = /^(?:apps|packages|scripts|docs)\/[\w.@/-]+$/;
/** A function (`name()`), or a constant, class, type or component (starting with a capital). */
const NAME = /^(?:([A-Za-z_$][\w$]*)\(\)|([A-Z][\w$]*))$/;

const paths = [...new Set(spans.filter((span) => REPO_PATH.test(span)))];
const names = [
  ...new Set(
    spans.flatMap(
      (span) =>
        NAME.exec(span)
          ?.slice(1)
          .filter((n): n is string => !!n) ?? [],
    ),
  ),
];
const files = paths.filter((p) => existsSync(path.join(REPO, p)) && statSync(path.join(REPO, p)).isFile());
const sources = files.map((file) => readFileSync(path.join(REPO, file), 'utf8'));

describe('the recipe for a management page', () => {
  it('names files and names to check', () => {
    expect(paths.length).toBeGreaterThan(40);
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(paths)('names %s, which exists', (p) => {
    expect(existsSync(path.join(REPO, p))).toBe(true);
  });

  it.each(names)('names %s, which one of its files declares', (name) => {
    const declaration = new RegExp(`(?:function\\*?|class|interface|type|enum|const|let)\\s+${name}\\b`);
    expect(sources.some((source) => declaration.test(source))).toBe(true);
  });

  it('links only to files that exist', () => {
    const links = [...text.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map((m) => m[1] as string);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links.filter((l) => !/^[a-z]+:/.test(l))) {
      expect(existsSync(path.join(REPO, path.dirname(RECIPE), link)), link).toBe(true);
    }
  });

  it('is linked from the README and the design', () => {
    expect(readFileSync(path.join(REPO, 'README.md'), 'utf8')).toContain(`](${RECIPE})`);
    expect(readFileSync(path.join(REPO, 'docs/DESIGN.md'), 'utf8')).toContain('](recipe-management-page.md)');
  });
});
