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

export type MappingProblem = 'level_not_mapped' | 'mapped_to_missing_level' | 'mapping_reverses_order';

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
  const byVersion = new Map(steps.map((step) => [step.version, step.mapping]));
  let level = value;
  for (let version = ratedVersion + 1; version <= currentVersion; version++) {
    const mapped = byVersion.get(version)?.[level];
    if (mapped === undefined) return null;
    level = mapped;
  }
  return level;
}
