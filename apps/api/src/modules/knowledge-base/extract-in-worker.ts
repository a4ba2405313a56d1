import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractedText } from './extract.ts';
import type { WorkerAnswer } from './extract-worker.ts';
import { PageProblem, type ReadPage } from './fetch-page.ts';

/**
 * Reads a page's text in a child process of its own: a PDF or HTML file made to explode when parsed (a
 * few KB that unpack to gigabytes, millions of elements) costs that process, which is stopped past its
 * memory or its time, never the API process every company shares. A worker thread's resourceLimits cap
 * only its JavaScript heap, not the buffers pdf.js unpacks streams into; a process has its own heap
 * limit (--max-old-space-size) and, where `prlimit` is installed (Linux, util-linux), a hard cap on all
 * its memory (RLIMIT_AS), past which its allocations fail. Whatever goes wrong there is a page that
 * could not be read, or one too large.
 */

/** How long a page's text may take to read; a real 5 MB PDF takes about two seconds here. */
export const EXTRACTION_TIMEOUT_MS = 20_000;
/** The time-out's own message, told apart from a crash or a page the reader refused. */
export const EXTRACTION_TIMED_OUT = 'Reading the page took too long';
/** The reader's JavaScript heap. */
const HEAP_MB = 256;
/**
 * All the reader's memory, reserved address space included: Node reserves about 1 GB before it runs
 * anything, so this leaves the reader about 1 GB to allocate, heap and buffers together.
 */
export const READER_ADDRESS_SPACE_BYTES = 2048 * 1024 * 1024;
/** Readers at once: the rest wait their turn (the machine's cores and memory are shared by everyone). */
const READERS_MAX = 2;

/**
 * The reader's code. Built, the bundle beside the server (build.mjs); from source (tsx, the tests) the
 * same code bundled once into node_modules/.cache (bundle.mjs), never the TypeScript through tsx's
 * loader, which alone needs more memory than the reader is given.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
let entry: Promise<string> | undefined;
function readerEntry(): Promise<string> {
  entry ??= FROM_SOURCE
    ? // A path the server's bundle does not follow: esbuild stays out of production.
      import(new URL(['..', '..', '..', 'bundle.mjs'].join('/'), import.meta.url).href).then(
        (bundle: { bundleExtractWorkerFromSource(): Promise<string> }) =>
          bundle.bundleExtractWorkerFromSource(),
      )
    : Promise.resolve(fileURLToPath(new URL('./extract-worker.js', import.meta.url)));
  return entry;
}

let prlimit: string | null | undefined;
/** `prlimit` on the PATH; without it the reader runs with its heap limit only, and the operator is told once. */
function findPrlimit(): string | null {
  if (prlimit !== undefined) return prlimit;
  prlimit =
    (process.env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((folder) => join(folder, 'prlimit'))
      .find((path) => existsSync(path)) ?? null;
  if (!prlimit) {
    process.emitWarning(
      'prlimit (util-linux) is not installed: knowledge-base pages are read without a hard memory cap',
    );
  }
  return prlimit;
}

function startReader(path: string): ChildProcess {
  const node = [
    process.execPath,
    `--max-old-space-size=${HEAP_MB}`,
    // WebAssembly (pdf.js's image decoders) otherwise reserves 10 GB of address space per instance for
    // its guard pages, which the address-space cap would refuse.
    '--disable-wasm-trap-handler',
    '--stack-size=4096',
    path,
  ];
  const limit = findPrlimit();
  const [command, ...args] = limit ? [limit, `--as=${READER_ADDRESS_SPACE_BYTES}`, ...node] : node;
  return spawn(command as string, args, {
    // prlimit runs node in its own place, which inherits the IPC channel.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
    env: { PATH: process.env.PATH ?? '', NODE_ENV: process.env.NODE_ENV ?? '' },
  });
}

let running = 0;
const waiting: Array<() => void> = [];

/** Reads a page's text in a child process, at most READERS_MAX at once, each within `timeoutMs`. */
export async function extractInWorker(
  page: ReadPage,
  timeoutMs = EXTRACTION_TIMEOUT_MS,
): Promise<ExtractedText> {
  const path = await readerEntry().catch((error: Error) => {
    throw new PageProblem('unreadable', `The reader could not be prepared: ${error.message}`);
  });
  if (running >= READERS_MAX) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await readInChild(path, page, timeoutMs);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const OUT_OF_MEMORY = /out of memory|allocation failed|heap limit|Invalid (typed )?array length/i;

function readInChild(path: string, page: ReadPage, timeoutMs: number): Promise<ExtractedText> {
  return new Promise((resolve, reject) => {
    const reader = startReader(path);
    let stderr = '';
    reader.stderr?.setEncoding('utf8');
    reader.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4096);
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      reader.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => finish(() => reject(new PageProblem('unreadable', EXTRACTION_TIMED_OUT))),
      timeoutMs,
    );
    reader.once('message', (answer: WorkerAnswer) =>
      finish(() =>
        answer.ok ? resolve(answer.extracted) : reject(new PageProblem(answer.problem, answer.message)),
      ),
    );
    reader.once('error', (error) => finish(() => reject(new PageProblem('unreadable', error.message))));
    // Gone without an answer: past its memory (V8 aborts, or an allocation failed), or a crash.
    reader.once('close', (code, signal) =>
      finish(() =>
        reject(
          OUT_OF_MEMORY.test(stderr) || signal
            ? new PageProblem('too_large', 'The reader ran out of memory')
            : new PageProblem('unreadable', `The reader stopped (${code})`),
        ),
      ),
    );
    reader.send(page, (error) => {
      if (error) finish(() => reject(new PageProblem('unreadable', error.message)));
    });
  });
}
