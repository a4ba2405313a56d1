import { describe, expect, it } from 'vitest';
import { defaultScale } from '../proficiency.ts';
import { CompetencyInput, FrameworkInput, ScaleInput } from './competencies.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('ScaleInput', () => {
  it('accepts the default scale', () => {
    const { levels, proficientLevel } = defaultScale();
    expect(ScaleInput.safeParse({ levels, proficientLevel }).success).toBe(true);
  });

  it('says what is wrong with a scale in words a person can act on', () => {
    const result = ScaleInput.safeParse({
      levels: [
        { value: 1, name: 'Basic' },
        { value: 2, name: 'basic' },
      ],
      proficientLevel: 4,
    });
    expect(messages(result)).toEqual([
      'Two levels have the same name',
      'Choose one of the levels as the proficient threshold',
    ]);
  });
});

describe('CompetencyInput', () => {
  const valid = {
    name: '  Data analysis ',
    type: 'technical',
    tags: ['sql', 'Statistics'],
    levelDescriptions: ['Reads a chart', 'Builds a report'],
  };

  it('trims, and fills the optional parts', () => {
    const parsed = CompetencyInput.parse({ name: 'Coaching', type: 'leadership' });
    expect(parsed).toEqual({
      name: 'Coaching',
      description: '',
      type: 'leadership',
      tags: [],
      levelDescriptions: [],
    });
    expect(CompetencyInput.parse(valid).name).toBe('Data analysis');
  });

  it('accepts a company-defined type', () => {
    expect(CompetencyInput.safeParse({ ...valid, type: 'Regulatory' }).success).toBe(true);
  });

  it('refuses an empty name, a repeated tag, too many tags and hidden characters', () => {
    expect(messages(CompetencyInput.safeParse({ ...valid, name: ' ' }))).toEqual([
      'Enter a name for the competency',
    ]);
    expect(messages(CompetencyInput.safeParse({ ...valid, tags: ['SQL', 'sql'] }))).toEqual([
      'Each tag only once',
    ]);
    expect(
      messages(CompetencyInput.safeParse({ ...valid, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) })),
    ).toEqual(['At most 10 tags']);
    expect(CompetencyInput.safeParse({ ...valid, name: 'Data\u202Eanalysis' }).success).toBe(false);
  });
});

describe('FrameworkInput', () => {
  it('needs a name of at most 120 characters', () => {
    expect(messages(FrameworkInput.safeParse({ name: '' }))).toEqual(['Enter a name for the framework']);
    expect(messages(FrameworkInput.safeParse({ name: 'x'.repeat(121) }))).toEqual([
      'Must be at most 120 characters',
    ]);
    expect(FrameworkInput.parse({ name: 'Engineering' })).toEqual({ name: 'Engineering', description: '' });
  });
});
