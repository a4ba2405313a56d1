import { describe, expect, it } from 'vitest';
import { nulPath } from './input-guards.ts';

describe('nulPath', () => {
  it('names the first field holding a NUL character, in reading order', () => {
    expect(nulPath({ a: 'fine', b: ['x', 'y\u0000'], c: '\u0000' })).toEqual(['b', '1']);
    expect(nulPath('\u0000')).toEqual([]);
    expect(nulPath({ a: 'fine', b: [1, null, true] })).toBeNull();
  });

  it('walks 100,000 levels without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toHaveLength(100_000);
    let clean: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) clean = { a: clean };
    expect(nulPath(clean)).toBeNull();
  });
});
