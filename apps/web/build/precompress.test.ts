import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function write(relative: string, content: string | Buffer) {
  const file = path.join(dist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files, in every folder, that decode to the original', async () => {
    const script = 'export const text = "competency ".repeat(500);\n'.repeat(20);
    const files = [
      write('index.html', `<html>${'<p>hello</p>'.repeat(200)}</html>`),
      write('assets/index-Ab12.js', script),
      write('assets/index-Cd34.css', 'body{margin:0}'.repeat(100)),
    ];
    await precompressDirectory(dist);
    for (const file of files) {
      const original = readFileSync(file);
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(br.length).toBeLessThan(original.length);
      expect(br.length).toBeLessThanOrEqual(gz.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it('leaves images alone and keeps no copy that would be larger than the file', async () => {
    const photo = write('tour/dashboard.jpg', Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
    const tiny = write('robots.txt', 'x');
    const results = await precompressDirectory(dist);
    for (const file of [photo, tiny]) {
      expect(existsSync(`${file}.br`)).toBe(false);
      expect(existsSync(`${file}.gz`)).toBe(false);
    }
    expect(results).toEqual([{ file: 'robots.txt', bytes: 1, br: null, gz: null }]);
  });
});
