import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The icons the public pages use (the landing page's among them), found in their source: the
 * `lucide-react` imports of `src/features/public-site` and `src/ui`. They travel in a small chunk of
 * their own, so the landing page does not download every icon of the signed-in app (decision 0017).
 */
const PUBLIC_SOURCES = ['src/features/public-site', 'src/ui'];
const IMPORT = /import\s*\{([^}]+)\}\s*from\s*'lucide-react'/gs;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** 'ChevronLeft' → 'chevron-left', 'FilePlus2' → 'file-plus-2': lucide's file of an icon. */
export const iconFile = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();

/** A test for the chunk group: the public icons' modules and lucide's own shared modules. */
export function publicIconsTest(root: string): RegExp {
  const names = new Set<string>();
  for (const file of PUBLIC_SOURCES.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      for (const name of (match[1] ?? '').split(',')) {
        const icon = name.trim().split(/\s+as\s+/)[0];
        // Types (`type LucideIcon`) are no modules.
        if (icon && !icon.startsWith('type ')) names.add(icon);
      }
    }
  }
  const icons = path.join(root, '../../node_modules/lucide-react/dist/esm/icons');
  const files = [...names].map(iconFile);
  for (const file of files) {
    // A name this cannot map would silently put the icon back in the large chunk.
    if (!existsSync(path.join(icons, `${file}.mjs`))) throw new Error(`No lucide icon file ${file}.mjs`);
  }
  return new RegExp(
    `[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](?:icons[\\\\/](?:${files.join('|')})\\.mjs$|(?!icons[\\\\/])[^\\\\/]+\\.mjs$|shared[\\\\/])`,
  );
}
