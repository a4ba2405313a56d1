// The layering of docs/DESIGN.md ("Which code may import which"), checked over the real import graph:
// what Biome's restricted imports cannot say (they match the words of a specifier, not the file it
// reaches) and no import cycle at all. Each rule also gets a violating import it must catch.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importCycles, importEdges, importsIn, REPO } from './import-graph.ts';

const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/domain/src'] as const;

/** The web app's layer of a file: app/ → features/<one> → ui/, lib/ (and theme/, its CSS). */
function webLayer(file: string): string {
  const [top, second] = file.slice('apps/web/src/'.length).split('/');
  // The entry files (main.tsx, prerender.tsx, prerendered-start.ts) and the global stylesheet.
  if (second === undefined) return /\.css$/.test(file) ? 'theme' : 'entry';
  return top === 'features' ? `features/${second}` : (top as string);
}

const WEB_MAY_IMPORT: Record<string, (target: string, own: string) => boolean> = {
  entry: (target) => target !== 'entry',
  app: (target) => target === 'app' || target.startsWith('features/') || isWebBase(target),
  ui: isWebBase,
  lib: isWebBase,
  theme: (target) => target === 'theme',
  feature: (target, own) => target === own || isWebBase(target),
};

function isWebBase(target: string): boolean {
  return target === 'ui' || target === 'lib' || target === 'theme';
}

/** The API's part of a file: main.ts, app.ts, services.ts, or its top folder. */
function apiPart(file: string): string {
  const [top, second] = file.slice('apps/api/src/'.length).split('/');
  return second === undefined ? (top as string) : `${top}/`;
}

/**
 * Which parts of the API may import which. main.ts starts the process; app.ts is the composition
 * root (it builds the services and registers every module's routes); seed/ is the demo data main.ts
 * writes; ops/ is how the process is run (its lifecycle, metrics, the request id in its logs), which
 * every layer above the database may report to. Below them, modules/ use http/, db/, jobs/ and config/ and each other; services.ts is the
 * interface of what app.ts builds, imported for its types only (checked apart).
 */
const API_MAY_IMPORT: Record<string, readonly string[]> = {
  'main.ts': ['app.ts', 'services.ts', 'seed/', 'modules/', 'http/', 'db/', 'jobs/', 'ops/', 'config/'],
  'app.ts': ['services.ts', 'modules/', 'http/', 'db/', 'jobs/', 'ops/', 'config/'],
  'seed/': ['services.ts', 'seed/', 'modules/', 'db/', 'config/'],
  'modules/': ['services.ts', 'modules/', 'http/', 'db/', 'jobs/', 'ops/', 'config/'],
  'http/': ['services.ts', 'http/', 'db/', 'ops/', 'config/'],
  'jobs/': ['jobs/', 'db/', 'ops/', 'config/'],
  'ops/': ['ops/', 'db/', 'config/'],
  'db/': ['db/', 'config/'],
  'config/': ['config/'],
  'services.ts': ['modules/', 'db/', 'jobs/', 'ops/', 'config/'],
};

/**
 * Where the infrastructure below the modules reaches into one, each for a reason; nothing else of it
 * may. A new one needs a line here with its reason (or the code moved down into http/ or db/).
 */
const API_INFRASTRUCTURE_USES: ReadonlyArray<{ from: RegExp; to: RegExp; reason: string }> = [
  {
    from: /^apps\/api\/src\/http\/route\.ts$/,
    to: /^apps\/api\/src\/modules\/subscriptions\/(access|features)\.ts$/,
    reason: "the route helper refuses a feature the company's plan lacks, and writes while read-only",
  },
  {
    from: /^apps\/api\/src\/http\/(viewer|session-lookup)\.ts$/,
    to: /^apps\/api\/src\/modules\/(profiles\/repo|auth\/cookies|auth\/session-policy)\.ts$/,
    reason:
      "loading the viewer reads the session cookie and the signed-in person's profile, and applies the company's session policy",
  },
  {
    from: /^apps\/api\/src\/db\/migrate\.ts$/,
    to: /^apps\/api\/src\/modules\/assistant\/help-content\.ts$/,
    reason: 'the migrator writes the bundled help articles after the migrations',
  },
  {
    from: /^apps\/api\/src\/db\/migrations\/0003-public-site\.ts$/,
    to: /^apps\/api\/src\/modules\/public-site\/faq-seed\/[a-z-]+\.ts$/,
    reason: 'migration 0003 seeds the FAQ in each language',
  },
];

const DOMAIN_PACKAGE = JSON.parse(readFileSync(path.join(REPO, 'packages/domain/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Installed at the root or in the workspace's own node_modules, or built into Node. */
function isInstalled(from: string, specifier: string): boolean {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return true;
  const name = packageOf(specifier);
  // A package of types only (`import type { Root } from 'mdast'`) is installed as @types/mdast.
  const names = [name, `@types/${name.replace(/^@(.*)\//, '$1__')}`];
  const workspace = from.split('/').slice(0, 2).join('/');
  return [REPO, path.join(REPO, workspace)].some((dir) =>
    names.some((candidate) => existsSync(path.join(dir, 'node_modules', candidate))),
  );
}

/** What is wrong with one import, or null. */
function layerViolation(edge: ImportEdge): string | null {
  const { from, specifier, to } = edge;
  if (!specifier.startsWith('.')) {
    if (!isInstalled(from, specifier)) {
      return 'imports neither a relative path nor an installed package: a path alias hides which layer it reaches; import relatively';
    }
    if (from.startsWith('packages/domain/src/')) {
      const name = packageOf(specifier);
      const test = /\.test\.ts$/.test(from);
      if (!Object.hasOwn(DOMAIN_PACKAGE.dependencies, name) && !(test && name === 'vitest')) {
        return `packages/domain is pure rules shared by both apps: it imports only ${Object.keys(DOMAIN_PACKAGE.dependencies).join(', ')} (vitest in its tests), never ${name}`;
      }
    }
    if (
      from.startsWith('apps/') &&
      specifier.startsWith('@competencyhub/') &&
      packageOf(specifier) !== '@competencyhub/domain'
    ) {
      return 'an app imports packages/domain, never another app';
    }
    return null;
  }
  if (!to) return null;
  const root = ROOTS.find((r) => from.startsWith(`${r}/`));
  if (root && !to.startsWith(`${root}/`)) {
    return `reaches outside ${root} by a relative path: import another workspace by its package name (@competencyhub/domain/…), never an app`;
  }
  if (from.startsWith('apps/web/src/')) {
    const source = webLayer(from);
    const target = webLayer(to);
    const rule = source.startsWith('features/') ? 'feature' : source;
    if (WEB_MAY_IMPORT[rule]?.(target, source)) return null;
    if (source.startsWith('features/') && target.startsWith('features/')) {
      return `a feature does not import another feature (${source} → ${target}): move what both need to ui/ or lib/, or compose them in app/`;
    }
    return `${source} may not import ${target}: app/ → features/ → ui/, lib/; nothing imports the entry files`;
  }
  if (from.startsWith('apps/api/src/')) {
    const source = apiPart(from);
    const target = apiPart(to);
    if (target === 'services.ts' && !edge.typeOnly) {
      return 'services.ts is imported with `import type` only: the services are built by app.ts and handed in';
    }
    if (source === 'services.ts' && !edge.typeOnly) return 'services.ts imports types only';
    if (source === target || API_MAY_IMPORT[source]?.includes(target)) return null;
    if (
      target === 'modules/' &&
      API_INFRASTRUCTURE_USES.some((use) => use.from.test(from) && use.to.test(to))
    ) {
      return null;
    }
    return `${source} may not import ${target} (see API_MAY_IMPORT and API_INFRASTRUCTURE_USES)`;
  }
  return null;
}

const edges = importEdges(ROOTS);
const edge = (from: string, specifier: string, to: string | null, typeOnly = false): ImportEdge => ({
  from,
  specifier,
  to,
  typeOnly,
  dynamic: false,
});

describe('the import graph', () => {
  it('is read from every form of import', () => {
    const found = importsIn(
      [
        "import { a } from './a.ts';",
        "import type { B } from '../b.ts';",
        'import {',
        '  c,',
        '  type D,',
        "} from '../../c.ts';",
        "export * from './e.ts';",
        "export type { F } from './f.ts';",
        "import './g.css';",
        "const H = lazy(() => import('./h.tsx'));",
        " * Loaded with import('./not-code.ts') in a comment.",
      ].join('\n'),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { specifier: './a.ts', typeOnly: false, dynamic: false },
        { specifier: '../b.ts', typeOnly: true, dynamic: false },
        { specifier: '../../c.ts', typeOnly: false, dynamic: false },
        { specifier: './e.ts', typeOnly: false, dynamic: false },
        { specifier: './f.ts', typeOnly: true, dynamic: false },
        { specifier: './g.css', typeOnly: false, dynamic: false },
        { specifier: './h.tsx', typeOnly: false, dynamic: true },
      ]),
    );
    expect(found).toHaveLength(7);
  });

  it('finds the files and resolves their relative imports', () => {
    expect(edges.length).toBeGreaterThan(3000);
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: 'apps/web/src/app/routes/dashboard-route.tsx',
        to: 'apps/web/src/features/dashboard/dashboard-page.tsx',
      }),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: 'apps/api/src/modules/knowledge-base/routes.ts',
        to: 'apps/api/src/http/route.ts',
      }),
    );
    // Every relative import names a file of the repository, or no rule could see where it leads.
    const unresolved = edges.filter((e) => e.specifier.startsWith('.') && !e.to);
    expect(unresolved.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
  });

  it('has no import cycle (static, dynamic or type-only) in the API, the web app or the domain', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('finds a cycle of any length, and one file importing itself', () => {
    expect(
      importCycles([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
        { from: 'c', to: 'd' },
        { from: 'e', to: 'e' },
      ]),
    ).toEqual([['a', 'b', 'c'], ['e']]);
  });
});

describe('the layers', () => {
  it('hold for every import of the API, the web app and the domain', () => {
    const violations = edges.flatMap((e) => {
      const problem = layerViolation(e);
      return problem ? [`${e.from} → ${e.specifier}: ${problem}`] : [];
    });
    expect(violations).toEqual([]);
  });

  const web = 'apps/web/src';
  const api = 'apps/api/src';
  it.each([
    [
      'a feature imports a sibling feature',
      edge(`${web}/features/teams/x.tsx`, '../dashboard/d.tsx', `${web}/features/dashboard/d.tsx`),
    ],
    [
      'a feature reaches another by way of src/',
      edge(`${web}/features/teams/x.tsx`, '../../features/people/p.tsx', `${web}/features/people/p.tsx`),
    ],
    [
      'a feature imports app/',
      edge(`${web}/features/teams/x.tsx`, '../../app/router.tsx', `${web}/app/router.tsx`),
    ],
    [
      'a feature in a sub-folder imports another feature',
      edge(`${web}/features/teams/sub/x.tsx`, '../../people/p.tsx', `${web}/features/people/p.tsx`),
    ],
    [
      'a type from another feature',
      edge(`${web}/features/teams/x.tsx`, '../people/p.tsx', `${web}/features/people/p.tsx`, true),
    ],
    [
      'lib/ imports a feature',
      edge(`${web}/lib/x.ts`, '../features/teams/t.tsx', `${web}/features/teams/t.tsx`),
    ],
    ['ui/ imports app/', edge(`${web}/ui/x.tsx`, '../app/app.tsx', `${web}/app/app.tsx`)],
    ['app/ imports the entry', edge(`${web}/app/x.tsx`, '../main.tsx', `${web}/main.tsx`)],
    [
      'the web app imports the domain by a relative path',
      edge(`${web}/lib/x.ts`, '../../../../packages/domain/src/roles.ts', 'packages/domain/src/roles.ts'),
    ],
    ['a path alias', edge(`${web}/features/teams/x.tsx`, '@/features/people/p.tsx', null)],
    [
      'the domain imports an app',
      edge('packages/domain/src/x.ts', '../../../apps/api/src/app.ts', 'apps/api/src/app.ts'),
    ],
    ['the domain does I/O', edge('packages/domain/src/x.ts', 'node:fs', null)],
    [
      'the domain imports a library it does not declare',
      edge('packages/domain/src/x.ts', 'drizzle-orm', null),
    ],
    ['an app imports another app by name', edge(`${web}/lib/x.ts`, '@competencyhub/api/src/app.ts', null)],
    [
      'a module imports the composition root',
      edge(`${api}/modules/teams/x.ts`, '../../app.ts', `${api}/app.ts`),
    ],
    [
      'a module imports the demo data',
      edge(`${api}/modules/teams/x.ts`, '../../seed/demo.ts', `${api}/seed/demo.ts`),
    ],
    [
      'a module imports services.ts for more than types',
      edge(`${api}/modules/teams/x.ts`, '../../services.ts', `${api}/services.ts`),
    ],
    [
      'http/ imports a module it has no reason to',
      edge(`${api}/http/route.ts`, '../modules/teams/t.ts', `${api}/modules/teams/t.ts`),
    ],
    ['db/ imports http/', edge(`${api}/db/client.ts`, '../http/errors.ts', `${api}/http/errors.ts`)],
    ['config/ imports db/', edge(`${api}/config/env.ts`, '../db/client.ts', `${api}/db/client.ts`)],
  ])('refuse %s', (_name, violating) => {
    expect(layerViolation(violating)).not.toBeNull();
  });

  it.each([
    [
      'a feature imports its own file',
      edge(`${web}/features/teams/x.tsx`, './y.tsx', `${web}/features/teams/y.tsx`),
    ],
    [
      'a feature imports ui/ and lib/',
      edge(`${web}/features/teams/x.tsx`, '../../ui/button.tsx', `${web}/ui/button.tsx`),
    ],
    [
      'app/ composes features',
      edge(`${web}/app/routes/x.tsx`, '../../features/teams/t.tsx', `${web}/features/teams/t.tsx`),
    ],
    [
      'a module imports another module and http/',
      edge(`${api}/modules/teams/x.ts`, '../../http/route.ts', `${api}/http/route.ts`),
    ],
    [
      'a module imports the services type',
      edge(`${api}/modules/teams/x.ts`, '../../services.ts', `${api}/services.ts`, true),
    ],
  ])('allow %s', (_name, allowed) => {
    expect(layerViolation(allowed)).toBeNull();
  });
});
