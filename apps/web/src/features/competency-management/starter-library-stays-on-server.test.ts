import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The starter library in five languages is about 300 KB of text (decision 0046): the API imports it
 * and suggests from it, the web app only asks. This follows every import of the web app's sources
 * into packages/domain, file by file, and fails if any path reaches the library.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '../..');
const domainSrc = path.resolve(here, '../../../../../packages/domain/src');
const LIBRARY = path.join(domainSrc, 'starter-library');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The domain files a file imports: `@competencyhub/domain/x` from the apps, `./x.ts` inside the domain. */
function domainImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@competencyhub/domain/'))
      return [path.join(domainSrc, `${specifier.slice('@competencyhub/domain/'.length)}.ts`)];
    if (file.startsWith(domainSrc) && specifier.startsWith('.'))
      return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

describe('the web bundle', () => {
  it('reaches no file of the starter library, directly or through the domain package', () => {
    const seen = new Set<string>();
    const reached: string[] = [];
    const queue = sources(webSrc).flatMap(domainImports);
    expect(queue.length, 'the web app imports the domain package').toBeGreaterThan(10);
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      if (file.startsWith(LIBRARY)) reached.push(path.relative(domainSrc, file));
      else queue.push(...domainImports(file));
    }
    expect(reached).toEqual([]);
  });
});
