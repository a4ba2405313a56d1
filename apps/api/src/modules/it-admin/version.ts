import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product's version as the API's package names it, read once from the first `package.json` of
 * `@competencyhub/api` above this file: `src/modules/it-admin/` from source, `dist/` once bundled.
 */
function apiPackageVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const found = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (found.name === '@competencyhub/api' && found.version) return found.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

export const PRODUCT_VERSION = apiPackageVersion();

/** When this process loaded the server's code: IT Administration shows how long it has run. */
export const STARTED_AT = new Date();
