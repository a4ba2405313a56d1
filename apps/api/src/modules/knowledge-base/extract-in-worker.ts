import { Worker } from 'node:worker_threads';
import type { ExtractedText } from './extract.ts';
import type { WorkerAnswer } from './extract-worker.ts';
import { PageProblem, type ReadPage } from './fetch-page.ts';

/**
 * Reads a page's text in a worker thread: a PDF or HTML file made to explode when parsed (a few MB
 * that unpack to gigabytes, millions of elements) costs that worker, which is stopped past its memory
 * or its time, never the API process every company shares. Whatever goes wrong there is a page that
 * could not be read.
 */

/** How long a page's text may take to read; a real 5 MB PDF takes about two seconds here. */
export const EXTRACTION_TIMEOUT_MS = 20_000;
/** The time-out's own message, told apart from a crash or a page the reader refused. */
export const EXTRACTION_TIMED_OUT = 'Reading the page took too long';
const LIMITS = { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 };

/** From source (tsx, tests) the worker runs the TypeScript; built, the bundled file beside the server. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENTRY = new URL('./extract-boot.mjs', import.meta.url);

export function extractInWorker(page: ReadPage, timeoutMs = EXTRACTION_TIMEOUT_MS): Promise<ExtractedText> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: { typescript: FROM_SOURCE }, resourceLimits: LIMITS });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new PageProblem('unreadable', EXTRACTION_TIMED_OUT))),
      timeoutMs,
    );
    worker.once('message', (answer: WorkerAnswer) =>
      finish(() =>
        answer.ok ? resolve(answer.extracted) : reject(new PageProblem(answer.problem, answer.message)),
      ),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), a crash, or an exit without an answer.
    worker.once('error', (error) => finish(() => reject(new PageProblem('unreadable', error.message))));
    worker.once('exit', () => finish(() => reject(new PageProblem('unreadable', 'The reader stopped'))));
    worker.postMessage(page);
  });
}
