// docs/DESIGN.md says what the code does: it names every permission and every web feature folder,
// nothing that is not one, and the accessibility bar the browser tests really hold.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSION_NAMES } from '@competencyhub/domain/permissions';
import { describe, expect, it } from 'vitest';
import { REPO } from './import-graph.ts';

const design = readFileSync(path.join(REPO, 'docs/DESIGN.md'), 'utf8');

/** The bullet of the design that starts with `- **<title>**`, up to the next bullet of its level. */
function bullet(title: string): string {
  const start = design.indexOf(`\n- **${title}**`);
  if (start < 0) throw new Error(`docs/DESIGN.md has no "${title}" bullet`);
  const end = design.indexOf('\n- **', start + 1);
  return design.slice(start, end < 0 ? undefined : end);
}

const backticked = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] as string);

describe('docs/DESIGN.md', () => {
  it('names every permission under Route access, and no other', () => {
    const named = backticked(bullet('Route access')).filter((word) => /^[a-z]+(?:_[a-z]+)*$/.test(word));
    const accessLevels = ['public', 'session'];
    expect(named.filter((word) => !accessLevels.includes(word)).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('names every web feature folder under Web app, and no other', () => {
    const folders = readdirSync(path.join(REPO, 'apps/web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    // The feature list: one `folder`: line each.
    const listed = [...bullet('Web app').matchAll(/^ {2}- `([a-z-]+)`:/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(folders.sort());
    expect(bullet('Web app')).toContain(`\`features/\` has ${folders.length} folders`);
  });

  it('states the impacts of accessibility findings that fail a browser test', () => {
    const support = readFileSync(path.join(REPO, 'apps/web/e2e/support.ts'), 'utf8');
    const failing = [...support.matchAll(/v\.impact === '(\w+)'/g)].map((m) => m[1]);
    expect(failing.sort()).toEqual(['critical', 'serious']);
    expect(design).toMatch(
      /finding of serious or critical\s+impact fails the test\.\s+Moderate\s+and minor findings are not checked/,
    );
  });
});
