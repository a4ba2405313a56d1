import { describe, expect, it } from 'vitest';
import { boundedDistance, nameKey, nearTwins } from './near-twins.ts';

describe('near-twin unit names', () => {
  it('reads past case, spaces, punctuation, accents and "&"', () => {
    expect(nameKey(' Research & Développement ')).toBe('researchanddeveloppement');
    expect(nameKey('R&D')).toBe(nameKey('r and d'));
  });

  it('counts typos, and stops counting once past the limit', () => {
    expect(boundedDistance('engineering', 'enginering', 2)).toBe(1);
    expect(boundedDistance('sales', 'saless', 1)).toBe(1);
    expect(boundedDistance('sales', 'sails', 1)).toBe(2);
    expect(boundedDistance('finance', 'marketing', 2)).toBe(3);
  });

  it('pairs a free-text unit with its near twins once, and leaves different short names alone', () => {
    const units = [
      { id: '1', name: 'Engineering' },
      { id: '2', name: 'Enginering' },
      { id: '3', name: 'engineering ' },
      { id: '4', name: 'IT' },
      { id: '5', name: 'HR' },
      { id: '6', name: 'Sales' },
      { id: '7', name: 'Saless' },
      { id: '8', name: 'Sails' },
    ];
    const pairs = nearTwins(units, units).map(([a, b]) => `${a.id}-${b.id}`);
    expect(pairs).toEqual(['1-2', '1-3', '2-3', '6-7']);
    expect(nearTwins([{ id: '4', name: 'IT' }], units)).toEqual([]);
    expect(nearTwins(units, units, 2)).toHaveLength(2);
  });
});
