import { describe, expect, it } from 'vitest';
import { formatBytes } from './format.ts';

describe('formatBytes', () => {
  it('writes a size in the largest unit under 1,024, in the language asked', () => {
    expect(formatBytes(0, 'en-US')).toBe('0B');
    expect(formatBytes(91, 'en-US')).toBe('91B');
    expect(formatBytes(91, 'de-DE')).toBe('91 B');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 ** 3, 'en-US')).toBe('5 GB');
    expect(formatBytes(1.25 * 1024 ** 2, 'de-DE')).toBe('1,3 MB');
  });
});
