/**
 * Issue 9's render budget: the Team Management page of a manager of 200 people, whose matrix has
 * 200 people × 60 competencies, must render in Chromium without a long task over 200 ms. The page
 * is the real built web app served by the real API (seeded by competencies.ts), signed in as the
 * manager; long tasks are the browser's own (PerformanceObserver 'longtask', buffered from the
 * first script), from navigation until the matrix shows every person, and then for a change of
 * sort order and a competency filter typed letter by letter — the moments the whole matrix redraws.
 */
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 3);

export interface RenderMoment {
  /** The longest task, worst of the runs (ms). */
  longestTask: number;
  /** Sum over long tasks of their time past 50 ms, median of the runs (ms). */
  blockingTime: number;
}

export interface MatrixRender {
  people: number;
  competencies: number;
  open: RenderMoment;
  sort: RenderMoment;
  filter: RenderMoment;
  narrowOpen: RenderMoment;
}

/** Collects every long task from the page's first script on, in window.__longTasks. */
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/** Long tasks since the last call; waits for two quiet animation frames and a moment first. */
async function takeLongTasks(page: Page): Promise<number[]> {
  // Strings, not functions: this file is compiled without the DOM's types.
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))))',
  );
  return page.evaluate<number[]>(
    '(() => { const tasks = window.__longTasks; window.__longTasks = []; return tasks; })()',
  );
}

/**
 * BENCH_RENDER_TRACE=1 (while tuning): what the long tasks of a moment were made of, from Chromium's own
 * trace: each task over 50 ms with the time of the events inside it by name (a nested event counts in
 * its own name and in each one around it), on stderr.
 */
function reportLongTasks(label: string, trace: Buffer): void {
  type TraceEvent = {
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    tid: number;
    args?: { data?: { url?: string; functionName?: string } };
  };
  const all = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const events = all.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
  // The threads that ran the page's JavaScript or layout: the renderer's main thread.
  const rendererThreads = new Set(
    events.filter((e) => e.name === 'FunctionCall' || e.name === 'Layout').map((e) => e.tid),
  );
  // A task of the page's main thread: Chromium names it ThreadControllerImpl::RunTask ('toplevel').
  const tasks = events.filter(
    (e) => e.name === 'ThreadControllerImpl::RunTask' && (e.dur ?? 0) > 50_000 && rendererThreads.has(e.tid),
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
      (e) => e !== task && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end,
    );
    const byName = new Map<string, number>();
    for (const e of inside) {
      const detail = e.args?.data?.url
        ? ` ${e.args.data.url.split('/').pop()}`
        : e.args?.data?.functionName
          ? ` ${e.args.data.functionName}`
          : '';
      const key = `${e.name}${detail}`;
      byName.set(key, (byName.get(key) ?? 0) + (e.dur ?? 0));
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.error(
      `${label}: task of ${Math.round((task.dur ?? 0) / 1000)} ms: ${top.map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', ')}`,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function summarise(runs: number[][]): RenderMoment {
  const round = (n: number) => Math.round(n);
  return {
    longestTask: round(Math.max(0, ...runs.flat())),
    blockingTime: round(median(runs.map((tasks) => tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)))),
  };
}

export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export async function measureMatrixRender(
  baseUrl: string,
  sessionCookie: string,
  expected: { people: number; competencies: number },
): Promise<MatrixRender> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const [name, ...rest] = sessionCookie.split('=');
  const cookie = { name: name ?? '', value: rest.join('='), url: baseUrl };
  const samples = { open: [] as number[][], sort: [] as number[][], filter: [] as number[][] };
  const narrow: number[][] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addCookies([cookie]);
      await context.addInitScript(OBSERVE_LONG_TASKS);
      const page = await context.newPage();
      const tracing = process.env.BENCH_RENDER_TRACE && run === 0;
      if (tracing)
        await browser.startTracing(page, {
          categories: ['toplevel', 'devtools.timeline', 'v8.execute'],
        });
      await page.goto(`${baseUrl}/team-management`);
      const matrix = page.getByRole('table', { name: /current levels against required levels/ });
      await matrix.waitFor({ timeout: 60_000 });
      // Every person is in the matrix (the first rows come at once, the rest right after).
      const rowHeaders = matrix.getByRole('rowheader');
      for (let waited = 0; (await rowHeaders.count()) < expected.people && waited < 60_000; waited += 50) {
        await page.waitForTimeout(50);
      }
      const shown = await rowHeaders.count();
      if (shown !== expected.people)
        throw new Error(`the matrix shows ${shown} people, not ${expected.people}`);
      const columns = (await matrix.getByRole('columnheader').count()) - 2;
      if (columns !== expected.competencies) {
        throw new Error(`the matrix shows ${columns} competencies, not ${expected.competencies}`);
      }
      samples.open.push(await takeLongTasks(page));
      if (tracing) reportLongTasks('matrix open', await browser.stopTracing());
      if (process.env.BENCH_RENDER_DEBUG) console.error('open', samples.open.at(-1));
      await page.getByLabel('Sort people by').selectOption('fit_low');
      samples.sort.push(await takeLongTasks(page));
      await page.getByLabel('Filter competencies').pressSequentially('Competency 1', { delay: 30 });
      samples.filter.push(await takeLongTasks(page));
      await context.close();

      const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true });
      await phone.addCookies([cookie]);
      await phone.addInitScript(OBSERVE_LONG_TASKS);
      const small = await phone.newPage();
      await small.goto(`${baseUrl}/team-management`);
      await small.getByRole('heading', { name: 'Skill matrix' }).waitFor({ timeout: 60_000 });
      await small.getByRole('list', { name: /people of the team/i }).waitFor({ timeout: 60_000 });
      narrow.push(await takeLongTasks(small));
      await phone.close();
    }
  } finally {
    await browser.close();
  }
  return {
    ...expected,
    open: summarise(samples.open),
    sort: summarise(samples.sort),
    filter: summarise(samples.filter),
    narrowOpen: summarise(narrow),
  };
}

export interface CompetencySearch {
  competencies: number;
  open: RenderMoment;
  search: RenderMoment;
  filter: RenderMoment;
}

/**
 * Issue 8: "search and filter across hundreds of competencies stays instant". A learning lead opens
 * Competency Management on a framework of `expected` competencies, types a search letter by letter
 * and picks a category: the long tasks of each moment, worst of the runs.
 */
export async function measureCompetencySearch(
  baseUrl: string,
  sessionCookie: string,
  frameworkId: string,
  expected: number,
): Promise<CompetencySearch> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH)');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const [name, ...rest] = sessionCookie.split('=');
  const cookie = { name: name ?? '', value: rest.join('='), url: baseUrl };
  const samples = { open: [] as number[][], search: [] as number[][], filter: [] as number[][] };
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addCookies([cookie]);
      await context.addInitScript(OBSERVE_LONG_TASKS);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/competency-management?framework=${frameworkId}`);
      await page.getByText(`Showing ${expected} of ${expected}`).waitFor({ timeout: 60_000 });
      samples.open.push(await takeLongTasks(page));
      const tracing = process.env.BENCH_RENDER_TRACE && run === 0;
      if (tracing)
        await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'v8.execute'] });
      await page.getByLabel('Search competencies').pressSequentially('library skill 2', { delay: 30 });
      await page.getByText(/^Showing \d+ of 300$/).waitFor();
      samples.search.push(await takeLongTasks(page));
      if (tracing) reportLongTasks('search typing', await browser.stopTracing());
      if (process.env.BENCH_RENDER_DEBUG) console.error('search', samples.search.at(-1));
      await page.getByLabel('Search competencies').fill('');
      await takeLongTasks(page);
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Library area 3' });
      samples.filter.push(await takeLongTasks(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    competencies: expected,
    open: summarise(samples.open),
    search: summarise(samples.search),
    filter: summarise(samples.filter),
  };
}
