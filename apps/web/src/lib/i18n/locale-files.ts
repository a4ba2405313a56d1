/**
 * Translations live in one folder per language, one JSON file per product area
 * (`locales/de-DE/people.json`), so areas can grow independently. Each file owns its top-level
 * keys; the files of a language merge into the single `translation` namespace.
 */
export type LocaleTree = Record<string, unknown>;

const FILE_PATTERN = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

export function languageOfPath(path: string): { language: string; area: string } | undefined {
  const match = FILE_PATTERN.exec(path);
  return match?.[1] && match[2] ? { language: match[1], area: match[2] } : undefined;
}

/** Merges area files; a top-level key defined by two files is a mistake and throws. */
export function mergeAreas(files: ReadonlyArray<{ area: string; tree: LocaleTree }>): LocaleTree {
  const merged: LocaleTree = {};
  const owner = new Map<string, string>();
  for (const { area, tree } of files) {
    for (const [key, value] of Object.entries(tree)) {
      const previous = owner.get(key);
      if (previous)
        throw new Error(`Translation key "${key}" is defined in both ${previous}.json and ${area}.json`);
      owner.set(key, area);
      merged[key] = value;
    }
  }
  return merged;
}
