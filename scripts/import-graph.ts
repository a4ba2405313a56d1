// The import graph of the repository's source folders, read without a compiler: what
// import-layers.test.ts checks the layering and the absence of import cycles on. Biome formats every
// file, so a static import or re-export starts a line; dynamic imports may sit anywhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

export interface ImportEdge {
  /** The importing file, relative to the repository, with forward slashes. */
  from: string;
  /** What the import names, as written. */
  specifier: string;
  /** The file it resolves to (relative to the repository), or null: a package, or nothing on disk. */
  to: string | null;
  /** `import type` / `export type`: erased by the compiler, still a dependency of the design. */
  typeOnly: boolean;
  dynamic: boolean;
}

/** Every source file under a folder of the repository (tests included), repository-relative. */
export function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const child = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name)) files.push(child);
    }
  };
  walk(folder);
  return files.sort();
}

/** An import or export clause holds only names, braces, commas, `*` and `as`: never `=` or a string. */
const STATIC_FROM = /^(import|export)(\s+type)?\s[\w$*{},\s]*?\bfrom\s*(['"])([^'"]+)\3/gm;
const SIDE_EFFECT = /^import\s*(['"])([^'"]+)\1/gm;
const DYNAMIC = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
/** A line of a comment: its dynamic imports are words, not code. */
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*)/;

/** The specifiers a file's text imports (static, re-exported, side-effect and dynamic). */
export function importsIn(text: string): Array<Pick<ImportEdge, 'specifier' | 'typeOnly' | 'dynamic'>> {
  const found: Array<Pick<ImportEdge, 'specifier' | 'typeOnly' | 'dynamic'>> = [];
  for (const m of text.matchAll(STATIC_FROM)) {
    found.push({ specifier: m[4] as string, typeOnly: m[2] !== undefined, dynamic: false });
  }
  for (const m of text.matchAll(SIDE_EFFECT)) {
    found.push({ specifier: m[2] as string, typeOnly: false, dynamic: false });
  }
  for (const line of text.split('\n')) {
    if (COMMENT_LINE.test(line)) continue;
    for (const m of line.matchAll(DYNAMIC)) {
      found.push({ specifier: m[2] as string, typeOnly: false, dynamic: true });
    }
  }
  return found;
}

const isFile = (relative: string) => {
  const full = path.join(REPO, relative);
  return existsSync(full) && statSync(full).isFile();
};

/** A relative specifier to the file it names, as Vite, tsx and TypeScript's bundler resolution would. */
export function resolveRelative(from: string, specifier: string): string | null {
  const bare = specifier.split('?')[0] as string;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare));
  const candidates = [
    target,
    ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => `${target}${ext}`),
    // `./x.js` naming `./x.ts`, TypeScript's convention.
    ...(target.endsWith('.js') ? [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx')] : []),
    ...['index.ts', 'index.tsx'].map((index) => `${target}/${index}`),
  ];
  return candidates.find(isFile) ?? null;
}

/** The imports of every source file under the given folders. */
export function importEdges(folders: readonly string[]): ImportEdge[] {
  return folders.flatMap((folder) =>
    sourceFiles(folder).flatMap((from) =>
      importsIn(readFileSync(path.join(REPO, from), 'utf8')).map((found) => ({
        from,
        ...found,
        to: found.specifier.startsWith('.') ? resolveRelative(from, found.specifier) : null,
      })),
    ),
  );
}

/**
 * The import cycles among the given files: every strongly connected component of more than one
 * file, or of one file importing itself (Tarjan's algorithm), each sorted, largest first.
 */
export function importCycles(edges: readonly Pick<ImportEdge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const root of next.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: root, child: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; child: number };
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++] as string;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(child) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || children.includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles.sort((a, b) => b.length - a.length);
}
