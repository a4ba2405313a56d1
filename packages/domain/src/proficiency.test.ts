import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCALE_LEVEL_NAMES,
  defaultScale,
  isIdentityPlan,
  levelOnVersion,
  MAX_SCALE_LEVELS,
  mappingProblems,
  planScaleChange,
  proposedMapping,
  proposedMappingFor,
  type ScaleStep,
  scaleProblems,
} from './proficiency.ts';

const levels = (...names: string[]) => names.map((name, index) => ({ value: index + 1, name }));

describe('the default scale', () => {
  it('has five levels from Novice to Expert, Proficient the threshold, version 1', () => {
    const scale = defaultScale();
    expect(scale.levels.map((l) => l.name)).toEqual([...DEFAULT_SCALE_LEVEL_NAMES]);
    expect(scale.levels.map((l) => l.value)).toEqual([1, 2, 3, 4, 5]);
    expect(scale.proficientLevel).toBe(3);
    expect(scale.version).toBe(1);
    expect(scaleProblems(scale)).toEqual([]);
  });
});

describe('scaleProblems', () => {
  it('refuses fewer than two and more than ten levels', () => {
    expect(scaleProblems({ levels: levels('Only'), proficientLevel: 1 })).toEqual(['too_few_levels']);
    const many = levels(...Array.from({ length: MAX_SCALE_LEVELS + 1 }, (_, i) => `L${i + 1}`));
    expect(scaleProblems({ levels: many, proficientLevel: 1 })).toEqual(['too_many_levels']);
  });

  it('refuses gaps in the values, empty, over-long and duplicate names (case-insensitive)', () => {
    const gap = [
      { value: 1, name: 'Low' },
      { value: 3, name: 'High' },
    ];
    expect(scaleProblems({ levels: gap, proficientLevel: 1 })).toEqual(['level_values_not_consecutive']);
    expect(scaleProblems({ levels: levels('Low', '  '), proficientLevel: 1 })).toEqual(['level_name_empty']);
    expect(scaleProblems({ levels: levels('Low', 'x'.repeat(41)), proficientLevel: 1 })).toEqual([
      'level_name_too_long',
    ]);
    expect(scaleProblems({ levels: levels('Expert', 'expert '), proficientLevel: 1 })).toEqual([
      'level_names_not_unique',
    ]);
  });

  it('needs the threshold to be one of the levels', () => {
    expect(scaleProblems({ levels: levels('Low', 'High'), proficientLevel: 3 })).toEqual([
      'threshold_outside_scale',
    ]);
  });
});

describe('mappingProblems', () => {
  const five = { levels: levels('1', '2', '3', '4', '5') };
  const three = { levels: levels('Basic', 'Skilled', 'Expert') };

  it('accepts a complete mapping that keeps the order', () => {
    expect(mappingProblems(five, three, { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 })).toEqual([]);
  });

  it('names an unmapped level, a target that does not exist and a reversed order', () => {
    expect(mappingProblems(five, three, { 1: 1, 2: 1, 3: 2, 4: 3 })).toEqual(['level_not_mapped']);
    expect(mappingProblems(five, three, { 1: 1, 2: 1, 3: 2, 4: 3, 5: 4 })).toEqual([
      'mapped_to_missing_level',
    ]);
    expect(mappingProblems(five, three, { 1: 2, 2: 1, 3: 2, 4: 3, 5: 3 })).toEqual([
      'mapping_reverses_order',
    ]);
  });
});

describe('proposedMapping', () => {
  it('keeps relative positions: ends to ends, the middle to the middle', () => {
    expect(proposedMapping(5, 3)).toEqual({ 1: 1, 2: 2, 3: 2, 4: 3, 5: 3 });
    expect(proposedMapping(3, 5)).toEqual({ 1: 1, 2: 3, 3: 5 });
    expect(proposedMapping(5, 5)).toEqual({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5 });
  });

  it('is always a valid mapping between scales of those sizes', () => {
    for (let from = 2; from <= MAX_SCALE_LEVELS; from++) {
      for (let to = 2; to <= MAX_SCALE_LEVELS; to++) {
        const names = (n: number) => levels(...Array.from({ length: n }, (_, i) => `L${i + 1}`));
        expect(
          mappingProblems({ levels: names(from) }, { levels: names(to) }, proposedMapping(from, to)),
        ).toEqual([]);
      }
    }
  });
});

describe('proposedMappingFor', () => {
  it('keeps kept levels where they now are and lowers a removed one to the nearest kept level below', () => {
    // Developing (2) removed from the default five.
    expect(proposedMappingFor(5, [1, 3, 4, 5])).toEqual({ 1: 1, 2: 1, 3: 2, 4: 3, 5: 4 });
    // Novice removed: nothing below it, so the nearest kept level above.
    expect(proposedMappingFor(5, [2, 3, 4, 5])).toEqual({ 1: 1, 2: 1, 3: 2, 4: 3, 5: 4 });
    // A new level inserted in the middle takes nobody.
    expect(proposedMappingFor(3, [1, null, 2, 3])).toEqual({ 1: 1, 2: 3, 3: 4 });
    // Nothing kept: by relative position.
    expect(proposedMappingFor(5, [null, null, null])).toEqual(proposedMapping(5, 3));
  });
});

describe('planScaleChange', () => {
  const five = { levels: levels('Novice', 'Developing', 'Proficient', 'Advanced', 'Expert') };
  const continuing = (...pairs: Array<[string, number | null]>) =>
    pairs.map(([name, from], index) => ({ value: index + 1, name, from }));

  it('moves what hangs on a kept level with it and a removed level where it is mapped', () => {
    const to = { levels: continuing(['Novice', 1], ['Proficient', 3], ['Advanced', 4], ['Expert', 5]) };
    expect(planScaleChange(five, to, { 2: 2 }, { rated: true })).toEqual({
      sources: [1, 3, 4, 5],
      mapping: { 1: 1, 2: 2, 3: 2, 4: 3, 5: 4 },
      problems: [],
    });
    expect(planScaleChange(five, to, undefined, { rated: false }).problems).toEqual(['level_not_mapped']);
    expect(planScaleChange(five, to, { 2: 1, 5: 3 }, { rated: false }).problems).toEqual([
      'kept_level_moved',
    ]);
  });

  it('lets levels be reordered before anyone is rated, never after', () => {
    const to = {
      levels: continuing(['Novice', 1], ['Developing', 2], ['Advanced', 4], ['Proficient', 3], ['Expert', 5]),
    };
    expect(planScaleChange(five, to, undefined, { rated: false })).toMatchObject({
      mapping: { 1: 1, 2: 2, 3: 4, 4: 3, 5: 5 },
      problems: [],
    });
    expect(planScaleChange(five, to, undefined, { rated: true }).problems).toEqual([
      'mapping_reverses_order',
    ]);
  });

  it('refuses a level continuing a missing level, two continuing the same, and sources for only some', () => {
    expect(
      planScaleChange(five, { levels: continuing(['A', 6], ['B', 2]) }, {}, { rated: false }).problems,
    ).toEqual(['level_source_unknown']);
    expect(
      planScaleChange(five, { levels: continuing(['A', 2], ['B', 2]) }, {}, { rated: false }).problems,
    ).toEqual(['level_source_twice']);
    const partial = {
      levels: [
        { value: 1, name: 'A', from: 1 },
        { value: 2, name: 'B' },
      ],
    };
    expect(planScaleChange(five, partial, {}, { rated: false }).problems).toEqual(['level_source_partial']);
  });

  it('reads a client without sources by its mapping, or by position with removed levels lowered', () => {
    const three = { levels: levels('Learning', 'Practising', 'Leading') };
    expect(planScaleChange(five, three, { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 }, { rated: true })).toEqual({
      sources: [1, 3, 4],
      mapping: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 },
      problems: [],
    });
    expect(planScaleChange(five, three, undefined, { rated: false })).toEqual({
      sources: [1, 2, 3],
      mapping: { 1: 1, 2: 2, 3: 3, 4: 3, 5: 3 },
      problems: [],
    });
    expect(planScaleChange(five, three, undefined, { rated: true }).problems).toEqual(['level_not_mapped']);
  });

  it('knows when nothing moves: same places, new levels only on top', () => {
    const grown = planScaleChange(
      five,
      { levels: continuing(['N', 1], ['D', 2], ['P', 3], ['A', 4], ['E', 5], ['M', null]) },
      undefined,
      { rated: false },
    );
    expect(isIdentityPlan(grown, 5)).toBe(true);
    const shrunk = planScaleChange(
      five,
      { levels: continuing(['N', 1], ['D', 2], ['P', 3], ['A', 4]) },
      { 5: 4 },
      { rated: false },
    );
    expect(isIdentityPlan(shrunk, 5)).toBe(false);
  });
});

describe('levelOnVersion', () => {
  // Version 2 merged the five default levels into three; version 3 split them into four.
  const steps: ScaleStep[] = [
    { version: 2, mapping: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 3 } },
    { version: 3, mapping: { 1: 1, 2: 3, 3: 4 } },
  ];

  it('reads a rating on its own version unchanged', () => {
    expect(levelOnVersion(4, 1, 1, steps)).toBe(4);
    expect(levelOnVersion(2, 3, 3, steps)).toBe(2);
  });

  it('follows every mapping from the version rated on to the current one', () => {
    expect(levelOnVersion(4, 1, 2, steps)).toBe(3);
    expect(levelOnVersion(4, 1, 3, steps)).toBe(4);
    expect(levelOnVersion(2, 1, 3, steps)).toBe(1);
    expect(levelOnVersion(2, 2, 3, steps)).toBe(3);
  });

  it('never guesses: a missing step, an unmapped level or a future version read as null', () => {
    expect(levelOnVersion(4, 1, 3, [steps[1] ?? { version: 3, mapping: {} }])).toBeNull();
    expect(levelOnVersion(7, 1, 2, steps)).toBeNull();
    expect(levelOnVersion(1, 4, 3, steps)).toBeNull();
  });
});
