import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, SUPPORTED_RANGE } from './node-version.mjs';

describe('supported Node.js versions', () => {
  it.each(['v20.19.0', 'v20.20.2', 'v22.13.0', 'v22.21.1', 'v24.0.0', 'v24.21.0', 'v26.1.0'])(
    '%s is supported',
    (v) => {
      expect(isSupportedNode(v)).toBe(true);
    },
  );

  it.each(['v18.20.4', 'v20.18.3', 'v21.7.3', 'v22.12.0', 'v23.11.0'])('%s is not', (v) => {
    expect(isSupportedNode(v)).toBe(false);
  });

  it('package.json engines states the same range', () => {
    const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    expect(manifest.engines.node).toBe(SUPPORTED_RANGE);
  });
});
