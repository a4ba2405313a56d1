import { type ExtractedText, extractText } from './extract.ts';
import { PageProblem, type ReadPage } from './fetch-page.ts';

/**
 * The extraction child process: reads one page's text (extract.ts) outside the API process, under the
 * memory and time limits extract-in-worker.ts gives it, answers with the text or the problem, and ends.
 */
export type WorkerAnswer =
  | { ok: true; extracted: ExtractedText }
  | { ok: false; problem: PageProblem['problem']; message: string };

/** pdf.js passes on an error from its own reading as a message, not always as the RangeError it was. */
const refusedMemory = (error: unknown, message: string) =>
  error instanceof RangeError ||
  /allocation failed|out of memory|Invalid (typed )?array length/i.test(message);

process.once('message', async (page: ReadPage) => {
  let answer: WorkerAnswer;
  try {
    const bytes = Buffer.from(page.bytes.buffer, page.bytes.byteOffset, page.bytes.byteLength);
    answer = { ok: true, extracted: await extractText({ ...page, bytes }) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    answer =
      error instanceof PageProblem
        ? { ok: false, problem: error.problem, message }
        : // An allocation refused past the process's memory cap: the page is too large to read here.
          { ok: false, problem: refusedMemory(error, message) ? 'too_large' : 'unreadable', message };
  }
  process.send?.(answer, () => process.disconnect());
});
