// Proficiency scales (issue 8): the levels a competency is rated on, and how ratings made on an older
// version of a scale are read on the current one. A rating keeps the value and the scale version it
// was made with; it is shown through the chain of mappings, never silently reinterpreted.

/** The default scale of a new framework, lowest first; level 3 (Proficient) is the threshold. */
export const DEFAULT_SCALE_LEVEL_NAMES = [
  'Novice',
  'Developing',
  'Proficient',
  'Advanced',
  'Expert',
] as const;
export const DEFAULT_PROFICIENT_LEVEL = 3;
export const MIN_SCALE_LEVELS = 2;
export const MAX_SCALE_LEVELS = 10;
export const MAX_LEVEL_NAME_LENGTH = 40;

export interface ScaleLevel {
  /** 1 for the lowest level, counting up without gaps. */
  value: number;
  name: string;
}

export interface ProficiencyScale {
  /** 1 for a framework's first scale; each change after ratings exist adds one. */
  version: number;
  levels: readonly ScaleLevel[];
  /** The level from which a person counts as proficient. */
  proficientLevel: number;
}

/** How the levels of one version are read on the next: old value → new value, for every old level. */
export type LevelMapping = Readonly<Record<number, number>>;

export type ScaleProblem =
  | 'too_few_levels'
  | 'too_many_levels'
  | 'level_values_not_consecutive'
  | 'level_name_empty'
  | 'level_name_too_long'
  | 'level_names_not_unique'
  | 'threshold_outside_scale';

export type MappingProblem =
  | 'level_not_mapped'
  | 'mapped_to_missing_level'
  | 'mapping_reverses_order'
  | 'level_source_unknown'
  | 'level_source_twice'
  | 'level_source_partial'
  | 'kept_level_moved';

export function defaultScale(): ProficiencyScale {
  return {
    version: 1,
    levels: DEFAULT_SCALE_LEVEL_NAMES.map((name, index) => ({ value: index + 1, name })),
    proficientLevel: DEFAULT_PROFICIENT_LEVEL,
  };
}

/** Everything wrong with a scale, in a stable order; empty when it can be saved. */
export function scaleProblems(scale: Pick<ProficiencyScale, 'levels' | 'proficientLevel'>): ScaleProblem[] {
  const problems: ScaleProblem[] = [];
  const { levels } = scale;
  if (levels.length < MIN_SCALE_LEVELS) problems.push('too_few_levels');
  if (levels.length > MAX_SCALE_LEVELS) problems.push('too_many_levels');
  if (levels.some((level, index) => level.value !== index + 1)) problems.push('level_values_not_consecutive');
  const names = levels.map((level) => level.name.trim());
  if (names.some((name) => name === '')) problems.push('level_name_empty');
  if (names.some((name) => name.length > MAX_LEVEL_NAME_LENGTH)) problems.push('level_name_too_long');
  const folded = names.filter(Boolean).map((name) => name.toLocaleLowerCase());
  if (new Set(folded).size !== folded.length) problems.push('level_names_not_unique');
  if (!levels.some((level) => level.value === scale.proficientLevel))
    problems.push('threshold_outside_scale');
  return problems;
}

/**
 * Everything wrong with a mapping from one scale version to the next. Every old level must be mapped,
 * to a level that exists, and order must be kept: a higher old level never maps below a lower one, so
 * nobody is ranked differently against a colleague by a change of scale.
 */
export function mappingProblems(
  from: Pick<ProficiencyScale, 'levels'>,
  to: Pick<ProficiencyScale, 'levels'>,
  mapping: LevelMapping,
): MappingProblem[] {
  const problems = new Set<MappingProblem>();
  const targets = new Set(to.levels.map((level) => level.value));
  let previous = Number.NEGATIVE_INFINITY;
  for (const level of from.levels) {
    const mapped = mapping[level.value];
    if (mapped === undefined) {
      problems.add('level_not_mapped');
      continue;
    }
    if (!targets.has(mapped)) problems.add('mapped_to_missing_level');
    if (mapped < previous) problems.add('mapping_reverses_order');
    previous = mapped;
  }
  return [...problems];
}

/**
 * A mapping to propose when a scale changes: each old level goes to the new level at the same relative
 * position (lowest to lowest, highest to highest). The editor shows it and the person confirms or edits.
 */
export function proposedMapping(fromCount: number, toCount: number): LevelMapping {
  const mapping: Record<number, number> = {};
  for (let value = 1; value <= fromCount; value++) {
    const position = fromCount === 1 ? 0 : (value - 1) / (fromCount - 1);
    mapping[value] = 1 + Math.round(position * (toCount - 1));
  }
  return mapping;
}

/** One step of a scale's history: the mapping that leads from `version - 1` to `version`. */
export interface ScaleStep {
  version: number;
  mapping: LevelMapping;
}

/**
 * A rating made with `value` on scale version `ratedVersion`, read on version `currentVersion` by
 * following each step's mapping in order. Returns null when the history has a hole (a missing step or
 * an unmapped level): such a rating is shown as "cannot be read on the current scale", never guessed.
 */
export function levelOnVersion(
  value: number,
  ratedVersion: number,
  currentVersion: number,
  steps: readonly ScaleStep[],
): number | null {
  if (ratedVersion > currentVersion) return null;
  // Most ratings were made on the current scale: a team's levels read thousands of them.
  if (ratedVersion === currentVersion) return value;
  const byVersion = new Map(steps.map((step) => [step.version, step.mapping]));
  let level = value;
  for (let version = ratedVersion + 1; version <= currentVersion; version++) {
    const mapped = byVersion.get(version)?.[level];
    if (mapped === undefined) return null;
    level = mapped;
  }
  return level;
}

/** A level of a changed scale, with the current level it continues (`from`), or null for a new level. */
export interface ChangedScaleLevel extends ScaleLevel {
  from?: number | null | undefined;
}

/** How a scale change carries what hangs on the current levels onto the new ones. */
export interface ScaleChangePlan {
  /** For each new level (lowest first), the current level it continues, or null for a new level. */
  sources: (number | null)[];
  /** Every current level → the new level its ratings and job profile requirements move to. */
  mapping: Record<number, number>;
  problems: MappingProblem[];
}

/** The nearest kept level below a removed one (never raising anyone), else the nearest above. */
function nearestKept(level: number, keptAt: ReadonlyMap<number, number>, fromCount: number): number | null {
  for (let below = level - 1; below >= 1; below--) {
    const at = keptAt.get(below);
    if (at !== undefined) return at;
  }
  for (let above = level + 1; above <= fromCount; above++) {
    const at = keptAt.get(above);
    if (at !== undefined) return at;
  }
  return null;
}

/**
 * The mapping to propose for a change: a kept level goes to where it now is; a removed level to the
 * nearest kept level below it (a requirement or rating is never raised by a removal), or above it when
 * none is kept below; when no level is kept, by relative position.
 */
export function proposedMappingFor(fromCount: number, sources: readonly (number | null)[]): LevelMapping {
  const keptAt = new Map<number, number>();
  sources.forEach((source, index) => {
    if (source !== null && source >= 1 && source <= fromCount && !keptAt.has(source))
      keptAt.set(source, index + 1);
  });
  if (keptAt.size === 0) return proposedMapping(fromCount, sources.length);
  const mapping: Record<number, number> = {};
  for (let level = 1; level <= fromCount; level++) {
    mapping[level] = keptAt.get(level) ?? nearestKept(level, keptAt, fromCount) ?? 1;
  }
  return mapping;
}

/**
 * Sources for a client that sent only a mapping (old → new) and no `from`: each new level continues
 * the one current level mapped onto it, or, of several, the one with its name, else the lowest.
 */
function sourcesFromMapping(
  from: readonly ScaleLevel[],
  to: readonly ScaleLevel[],
  mapping: LevelMapping,
): (number | null)[] {
  return to.map((level) => {
    const onto = from.filter((old) => mapping[old.value] === level.value);
    const named = onto.find(
      (old) => old.name.trim().toLocaleLowerCase() === level.name.trim().toLocaleLowerCase(),
    );
    return (named ?? onto[0])?.value ?? null;
  });
}

/**
 * Decides what a scale change does with what hangs on the current levels: level descriptions follow
 * `sources` (each new level takes the text of the level it continues), ratings and job profile
 * requirements follow `mapping`. A level that is kept keeps its own: its mapping is where it now is.
 * A removed level needs a mapping. Once people are rated (`rated`), order must be kept too, so nobody
 * is ranked differently against a colleague; before, levels may be reordered freely.
 *
 * Clients that send no `from` at all are read as before: by the mapping when there is one, otherwise
 * by position, with removed levels proposed (nearest kept level below) while nobody is rated.
 */
export function planScaleChange(
  from: Pick<ProficiencyScale, 'levels'>,
  to: { levels: readonly ChangedScaleLevel[] },
  given: LevelMapping | undefined,
  options: { rated: boolean },
): ScaleChangePlan {
  const problems = new Set<MappingProblem>();
  const fromCount = from.levels.length;
  const withSource = to.levels.filter((level) => level.from !== undefined).length;
  let sources: (number | null)[];
  if (withSource === 0) {
    sources = given
      ? sourcesFromMapping(from.levels, to.levels, given)
      : to.levels.map((level) => (level.value <= fromCount ? level.value : null));
  } else {
    if (withSource !== to.levels.length) problems.add('level_source_partial');
    sources = to.levels.map((level) => level.from ?? null);
  }
  const seen = new Set<number>();
  for (const source of sources) {
    if (source === null) continue;
    if (!Number.isInteger(source) || source < 1 || source > fromCount) problems.add('level_source_unknown');
    else if (seen.has(source)) problems.add('level_source_twice');
    seen.add(source);
  }
  if (problems.size > 0) return { sources, mapping: {}, problems: [...problems] };

  const keptAt = new Map<number, number>();
  sources.forEach((source, index) => {
    if (source !== null) keptAt.set(source, index + 1);
  });
  // Legacy clients without a mapping, before anyone is rated: removed levels are proposed.
  const fallback = withSource === 0 && !given && !options.rated ? proposedMappingFor(fromCount, sources) : {};
  const mapping: Record<number, number> = {};
  for (const level of from.levels) {
    const kept = keptAt.get(level.value);
    const chosen = given?.[level.value] ?? fallback[level.value];
    if (kept !== undefined) {
      if (chosen !== undefined && chosen !== kept) problems.add('kept_level_moved');
      mapping[level.value] = kept;
    } else if (chosen === undefined) {
      problems.add('level_not_mapped');
    } else {
      mapping[level.value] = chosen;
    }
  }
  const targets = new Set(to.levels.map((level) => level.value));
  if (Object.values(mapping).some((target) => !targets.has(target))) problems.add('mapped_to_missing_level');
  if (options.rated) {
    for (const problem of mappingProblems(from, to, mapping))
      if (problem === 'mapping_reverses_order') problems.add(problem);
  }
  return { sources, mapping, problems: [...problems] };
}

/** Whether a plan leaves every level where it was: nothing to move. */
export function isIdentityPlan(plan: ScaleChangePlan, fromCount: number): boolean {
  return (
    plan.sources.length >= fromCount &&
    plan.sources.every((source, index) => (source === null ? index >= fromCount : source === index + 1))
  );
}
