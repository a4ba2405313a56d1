interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (value or key) holding a NUL character, which PostgreSQL text
 * cannot store; null when there is none. Iterative and linear in the size of the value (a path is
 * built only for the string found), so no input can exhaust the stack or the CPU.
 */
export function nulPath(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (current && typeof current === 'object') {
      // Reversed so the first field is looked at first, as a reader would.
      for (const [key, inner] of Object.entries(current).reverse()) {
        if (key.includes('\u0000')) return [...pathOf(visit), key];
        pending.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}
