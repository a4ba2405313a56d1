/**
 * What an audit row of a framework change records: for each field that changed, its value before and
 * after, each bounded so a 2,000-character description cannot swell the log (the full text stays in
 * the framework; the audit says what changed and how it read).
 */

const TEXT_LIMIT = 200;
const LIST_LIMIT = 10;

function bounded(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > TEXT_LIMIT ? `${value.slice(0, TEXT_LIMIT - 1)}…` : value;
  }
  if (Array.isArray(value)) return value.slice(0, LIST_LIMIT).map(bounded);
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The fields of `input` whose value differs from `before`, with both values (bounded). */
export function fieldChanges(before: Record<string, unknown>, input: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, to] of Object.entries(input)) {
    if (to === undefined) continue;
    const from = before[field];
    if (!same(from, to)) changes[field] = { from: bounded(from), to: bounded(to) };
  }
  return changes;
}

/** Only the fields that change, for the UPDATE: a PATCH repeating a value writes nothing. */
export function changedInput<T extends Record<string, unknown>>(
  before: Record<string, unknown>,
  input: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([field, to]) => to !== undefined && !same(before[field], to)),
  ) as Partial<T>;
}
