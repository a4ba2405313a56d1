import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first. Without results of an earlier run (a fresh clone, as CI
 * is) vitest keeps the files in the order it found them, and the route walker (100 s, a quarter of the
 * API files' time) started among the last: one worker ran it alone while the others had finished.
 */
const SLOWEST = [
  'apps/api/test/route-walker.test.ts',
  'apps/api/test/join-requests.test.ts',
  'apps/api/test/invitation-budget.test.ts',
  'apps/api/test/knowledge-base.test.ts',
  'apps/api/test/sign-up.test.ts',
  'apps/api/test/evidence-migration.test.ts',
];

/** Vitest's own order (projects in turn; from a cache, failed then longest first), the slowest files first. */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = SLOWEST.findIndex((name) => file.moduleId.endsWith(name));
      return at < 0 ? SLOWEST.length : at;
    };
    const position = new Map(sorted.map((file, index) => [file, index]));
    const at = (file: TestSpecification) => position.get(file) ?? 0;
    // Each project's files stay together, where vitest put them: only their order within it changes.
    return [...sorted].sort((a, b) =>
      a.project.name === b.project.name ? rank(a) - rank(b) || at(a) - at(b) : at(a) - at(b),
    );
  }
}
