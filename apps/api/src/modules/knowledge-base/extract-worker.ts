import { parentPort } from 'node:worker_threads';
import { type ExtractedText, extractText } from './extract.ts';
import { PageProblem, type ReadPage } from './fetch-page.ts';

/**
 * The extraction worker: reads one page's text (extract.ts) off the API's main thread, under the memory
 * and time limits extract-in-worker.ts gives it, and answers with the text or the problem.
 */
export type WorkerAnswer =
  | { ok: true; extracted: ExtractedText }
  | { ok: false; problem: PageProblem['problem']; message: string };

parentPort?.once('message', async (page: ReadPage) => {
  let answer: WorkerAnswer;
  try {
    answer = { ok: true, extracted: await extractText({ ...page, bytes: Buffer.from(page.bytes) }) };
  } catch (error) {
    answer =
      error instanceof PageProblem
        ? { ok: false, problem: error.problem, message: error.message }
        : {
            ok: false,
            problem: 'unreadable',
            message: error instanceof Error ? error.message : String(error),
          };
  }
  parentPort?.postMessage(answer);
});
