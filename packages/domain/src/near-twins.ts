/**
 * Near-twin names: two units whose names differ only by case, spacing, punctuation or a typo or two
 * ("People & Culture" / "People and Culture" are not caught; "Enginering" / "Engineering" are). Used
 * to show an administrator which units made from free text may be the same; never to merge by itself.
 */

/** Letters and digits only, lower case, "and" for "&": what a typist meant, roughly. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Levenshtein distance, or max + 1 as soon as it is certain to exceed max (short names, cheap). */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many typos two names of this length may differ by and still be twins. */
const allowedTypos = (length: number) => (length < 5 ? 0 : length < 10 ? 1 : 2);

export interface Named {
  id: string;
  name: string;
}

/**
 * Pairs of `suspects` × `all` whose names are near twins, each pair once (suspect first unless both
 * are suspects), at most `limit`. Cost: suspects × all short comparisons, both lists bounded by the caller.
 */
export function nearTwins(
  suspects: readonly Named[],
  all: readonly Named[],
  limit = 100,
): Array<[Named, Named]> {
  const keyed = all.map((unit) => ({ unit, key: nameKey(unit.name) }));
  const pairs: Array<[Named, Named]> = [];
  const seen = new Set<string>();
  for (const suspect of suspects) {
    const key = nameKey(suspect.name);
    for (const other of keyed) {
      if (other.unit.id === suspect.id || !key || !other.key) continue;
      const pairId =
        suspect.id < other.unit.id ? `${suspect.id}:${other.unit.id}` : `${other.unit.id}:${suspect.id}`;
      if (seen.has(pairId)) continue;
      const typos = allowedTypos(Math.min(key.length, other.key.length));
      if (key === other.key || boundedDistance(key, other.key, typos) <= typos) {
        seen.add(pairId);
        pairs.push([suspect, other.unit]);
        if (pairs.length >= limit) return pairs;
      }
    }
  }
  return pairs;
}
