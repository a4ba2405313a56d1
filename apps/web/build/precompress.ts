// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
// sends compressed bytes without compressing per request (decision 0016).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/i;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

export interface PrecompressResult {
  file: string;
  bytes: number;
  br: number | null;
  gz: number | null;
}

/**
 * Compresses every compressible file of `directory` at the strongest settings (done once per
 * build, so the slow brotli quality 11 is affordable). A copy is kept only when it is smaller than
 * the original; the server falls back to the plain file when a copy is missing.
 */
export async function precompressDirectory(directory: string): Promise<PrecompressResult[]> {
  const files = (await filesUnder(directory)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const keep = async (copy: Buffer, extension: string) => {
        if (copy.length >= source.length) return null;
        await writeFile(`${file}${extension}`, copy);
        return copy.length;
      };
      return {
        file: path.relative(directory, file),
        bytes: source.length,
        br: await keep(br, '.br'),
        gz: await keep(gz, '.gz'),
      };
    }),
  );
}

/** Vite plugin: precompresses the output directory once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'competencyhub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const results = await precompressDirectory(outDir);
      const sum = (pick: (r: PrecompressResult) => number) => results.reduce((n, r) => n + pick(r), 0);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      this.info(
        `precompressed ${results.length} files: ${kib(sum((r) => r.bytes))} → ` +
          `${kib(sum((r) => r.br ?? r.bytes))} brotli, ${kib(sum((r) => r.gz ?? r.bytes))} gzip`,
      );
    },
  };
}
