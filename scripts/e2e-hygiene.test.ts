// Browser-test hygiene that review keeps missing: every browser context is watched for console
// errors (support.ts openContext), and every accessibility check runs through expectAccessible with
// the full WCAG 2.0–2.2 tag set.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/e2e');
const specs = readdirSync(E2E_DIR).filter((name) => name.endsWith('.spec.ts'));

describe('browser tests', () => {
  it('finds the specs', () => {
    expect(specs.length).toBeGreaterThan(5);
  });

  it.each(specs)('%s opens browser contexts only through openContext', (name) => {
    const source = readFileSync(path.join(E2E_DIR, name), 'utf8');
    expect(source).not.toMatch(/\.newContext\(/);
  });

  // Each worker has its own server (playwright.config.ts): a spec reaches it only through support.ts's
  // test, whose baseURL is that worker's server, never through a fixed address or Playwright's own test.
  it.each(specs)("%s talks only to its worker's own server", (name) => {
    const source = readFileSync(path.join(E2E_DIR, name), 'utf8');
    expect(source).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
    expect(source).not.toMatch(/localhost:\d|E2E_PORT|E2E_MAIL_DIR/);
  });

  it.each(specs)('%s runs axe only through expectAccessible', (name) => {
    const source = readFileSync(path.join(E2E_DIR, name), 'utf8');
    expect(source).not.toMatch(/new AxeBuilder/);
  });

  it('axe runs every WCAG 2.0, 2.1 and 2.2 A/AA rule and Label in Name', () => {
    const support = readFileSync(path.join(E2E_DIR, 'support.ts'), 'utf8');
    for (const tag of ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      expect(support).toContain(`'${tag}'`);
    expect(support).toContain("'label-content-name-mismatch': { enabled: true }");
  });
});
