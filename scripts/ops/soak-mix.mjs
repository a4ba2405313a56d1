// What a soak client does: a virtual user signs in as one of many people, opens the pages a person
// opens (each page the API calls the web app makes for it), saves self-ratings, searches colleagues
// and competencies, now and then imports a small framework CSV, and signs out after a while to sign
// in as someone else. Shared by scripts/soak.mjs and scripts/capacity.mjs.
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * p95 budgets of the reads, in ms. DESIGN.md budgets every API read at p95 < 50 ms on PostgreSQL,
 * and `npm run bench` judges it with up to 8 clients; the soak judges the same 50 ms with 50 clients
 * through nginx and two processes. Writes, sign-in (argon2id, slow on purpose), sign-out and the
 * import are timed and shown but only their errors are judged: DESIGN.md sets no budget for them.
 */
export const READ_BUDGET_MS = 50;

/** Pause between two pages of one virtual user, uniformly in [min, max] ms. */
export const THINK_MS = { min: 500, max: 1500 };

/**
 * A person actively using the app opens a page about every 20 s (reading it, filling in a rating):
 * the assumption that turns the soak's pages per second into "active people" (capacity.mjs).
 */
export const REAL_SECONDS_PER_PAGE = 20;

const IMPORT_CSV = [
  'category,name,type,description,level_1,level_2,level_3',
  ...Array.from(
    { length: 10 },
    (_, i) =>
      `Soak imports,Soak competency ${i + 1},technical,Imported again and again by the soak test,Learns,Applies,Leads`,
  ),
].join('\n');

const COLLEAGUE_SEARCHES = ['an', 'ber', 'cos', 'li', 'mar', 'pat', 'sam', 'ev', 'ro', 'jen'];

/**
 * Where a run's outcomes go: each request timed (ok or error, with its reason), each page counted.
 * @typedef {{ ok(name: string, ms: number): void, error(name: string, ms: number, reason: string): void, page(): void }} Sink
 */
/** @typedef {{ email: string, role: string }} Person */
/**
 * The parts of the API's answers the soak reads; it ignores the rest.
 * @typedef {{
 *   id?: string,
 *   items?: Array<{ id: string, name: string }>,
 *   competencies?: Array<{
 *     competencyId?: string, id?: string, archived?: boolean, archivedAt?: string | null,
 *     levels?: Array<{ value: number }>, levelDescriptions?: string[],
 *   }>,
 * }} Answer
 */
/** @typedef {{ json?: unknown, body?: string, contentType?: string, expect?: number[] }} CallOptions */
/**
 * @typedef {{
 *   call(name: string, method: string, path: string, options?: CallOptions): Promise<Answer | null>,
 *   forget(): void,
 * }} UserAgent
 */
/** @typedef {{ importFrameworkId: string | null, rateable?: Array<{ competencyId: string, levelCount: number }> }} PageState */

/**
 * The fetch of one virtual user: its own cookie; every outcome timed into the recorder.
 * @param {string} baseUrl
 * @param {Pick<Sink, 'ok' | 'error'>} recorder
 * @returns {UserAgent}
 */
function userAgent(baseUrl, recorder) {
  let cookie = '';
  /** @type {UserAgent['call']} */
  async function call(name, method, path, { json, body, contentType, expect = [200] } = {}) {
    const started = performance.now();
    /** @type {Record<string, string>} */
    const headers = { origin: baseUrl };
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (contentType) headers['content-type'] = contentType;
    try {
      const res = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers,
        body: json !== undefined ? JSON.stringify(json) : body,
      });
      const text = await res.text();
      const ms = performance.now() - started;
      if (!expect.includes(res.status)) {
        recorder.error(name, ms, `${res.status} ${method} ${path}: ${text.slice(0, 160)}`);
        return null;
      }
      recorder.ok(name, ms);
      const cookies = res.headers.getSetCookie();
      if (cookies.length) cookie = cookies.map((c) => c.split(';')[0]).join('; ');
      return text ? JSON.parse(text) : {};
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      recorder.error(name, performance.now() - started, `${method} ${path}: ${reason}`);
      return null;
    }
  }
  return {
    call,
    forget() {
      cookie = '';
    },
  };
}

/**
 * @template T
 * @param {T[]} list not empty
 * @returns {T}
 */
const pick = (list) => /** @type {T} */ (list[Math.floor(Math.random() * list.length)]);

/**
 * The pages of a session, by weight; a manager and a learning lead have pages of their own.
 * @param {string} role
 * @returns {() => string}
 */
function pagesFor(role) {
  /** @type {Array<[string, number]>} */
  const pages = [
    ['dashboard', 4],
    ['my-assessment', 3],
    ['rate', 3],
    ['gaps', 2],
    ['feedback', 1],
    ['colleague-search', 2],
    ['framework', 2],
  ];
  if (role === 'team_manager') pages.push(['my-reports', 2]);
  if (role === 'learning_lead') pages.push(['import', 1], ['people-search', 2]);
  const bag = pages.flatMap(([page, weight]) => Array.from({ length: weight }, () => page));
  return () => pick(bag);
}

/**
 * What the person can rate, as the assessment page offers it: the competencies of their job profile
 * and those they were rated in; someone with neither (most of the people the soak adds) rates from a
 * framework, as the page's "rate another competency" does. Cached for the session.
 * @param {UserAgent} ua
 * @param {PageState} state
 */
async function rateable(ua, state) {
  if (state.rateable) return state.rateable;
  const mine = await ua.call('GET /assessments/me', 'GET', '/assessments/me');
  let list = (mine?.competencies ?? []).flatMap((c) =>
    !c.archived && c.competencyId && c.levels?.length
      ? [{ competencyId: c.competencyId, levelCount: c.levels.length }]
      : [],
  );
  if (list.length === 0) {
    const frameworks = await ua.call(
      'GET /competency-frameworks',
      'GET',
      '/competency-frameworks?archived=exclude',
    );
    const framework = frameworks?.items?.find((f) => f.name !== 'Soak imports');
    const detail =
      framework &&
      (await ua.call('GET /competency-frameworks/{id}', 'GET', `/competency-frameworks/${framework.id}`));
    list = (detail ? (detail.competencies ?? []) : []).flatMap((c) =>
      !c.archivedAt && c.id && c.levelDescriptions?.length
        ? [{ competencyId: c.id, levelCount: c.levelDescriptions.length }]
        : [],
    );
  }
  state.rateable = list;
  return list;
}

/**
 * One page: the calls the web app makes for it. Returns nothing; outcomes are in the recorder.
 * @param {string} page
 * @param {UserAgent} ua
 * @param {PageState} state
 */
async function openPage(page, ua, state) {
  switch (page) {
    case 'dashboard':
      await ua.call('GET /me', 'GET', '/me');
      await ua.call('GET /tooltips', 'GET', '/tooltips?page=%2Fdashboard');
      await ua.call('GET /assessments/tasks', 'GET', '/assessments/tasks');
      return;
    case 'my-assessment': {
      await ua.call('GET /assessments/me', 'GET', '/assessments/me');
      return;
    }
    case 'rate': {
      const open = await rateable(ua, state);
      if (open.length === 0) return;
      const ratings = Array.from(new Set(Array.from({ length: 3 }, () => pick(open)))).map((c) => ({
        competencyId: c.competencyId,
        level: 1 + Math.floor(Math.random() * c.levelCount),
        comment: 'Saved by the soak test',
      }));
      await ua.call('POST /assessments/me', 'POST', '/assessments/me', { json: { ratings }, expect: [201] });
      return;
    }
    case 'gaps':
      await ua.call('GET /assessments/gaps', 'GET', '/assessments/gaps');
      return;
    case 'feedback':
      await ua.call('GET /feedback-requests', 'GET', '/feedback-requests');
      return;
    case 'colleague-search':
      await ua.call('GET /colleagues?q=', 'GET', `/colleagues?q=${pick(COLLEAGUE_SEARCHES)}`);
      return;
    case 'framework': {
      // The competency search of the framework page runs in the browser over the framework it loads.
      const list = await ua.call(
        'GET /competency-frameworks',
        'GET',
        '/competency-frameworks?archived=exclude',
      );
      const framework = list?.items?.length ? pick(list.items) : null;
      if (framework)
        await ua.call('GET /competency-frameworks/{id}', 'GET', `/competency-frameworks/${framework.id}`);
      return;
    }
    case 'my-reports':
      await ua.call('GET /assessments/reports', 'GET', '/assessments/reports');
      return;
    case 'people-search':
      await ua.call('GET /colleagues?q=', 'GET', `/colleagues?q=${pick(COLLEAGUE_SEARCHES)}`);
      await ua.call('GET /competency-frameworks', 'GET', '/competency-frameworks?archived=exclude');
      return;
    case 'import':
      if (state.importFrameworkId)
        await ua.call(
          'POST /competency-frameworks/{id}/import',
          'POST',
          `/competency-frameworks/${state.importFrameworkId}/import`,
          { body: IMPORT_CSV, contentType: 'text/csv' },
        );
      return;
  }
}

/**
 * Runs `clients` virtual users until `until()` says stop. `people` is [{ email, role }]; a session
 * lasts 5 to 25 pages, with THINK_MS between pages. `recorder` has ok(), error() and page().
 */
/**
 * @param {{ baseUrl: string, clients: number, people: Person[], password: string, recorder: Sink,
 *   until: () => boolean, importFrameworkId: string | null }} options
 */
export async function runClients({ baseUrl, clients, people, password, recorder, until, importFrameworkId }) {
  const virtualUser = async () => {
    const ua = userAgent(baseUrl, recorder);
    // Start spread over one think time, as people do not all click at once.
    await sleep(Math.random() * THINK_MS.max);
    while (!until()) {
      const person = pick(people);
      const signedIn = await ua.call('POST /auth/sign-in', 'POST', '/auth/sign-in', {
        json: { email: person.email, password },
      });
      if (!signedIn) {
        await sleep(THINK_MS.max);
        continue;
      }
      const nextPage = pagesFor(person.role);
      /** @type {PageState} */
      const state = { importFrameworkId };
      const length = 5 + Math.floor(Math.random() * 21);
      for (let i = 0; i < length && !until(); i++) {
        await openPage(nextPage(), ua, state);
        recorder.page();
        await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
      }
      await ua.call('POST /auth/sign-out', 'POST', '/auth/sign-out', { json: {} });
      ua.forget();
    }
  };
  await Promise.all(Array.from({ length: clients }, virtualUser));
}

/**
 * The framework the importing users import into: made once, by the learning lead, before the run.
 * @param {string} baseUrl
 * @param {Pick<Sink, 'ok' | 'error'>} recorder
 * @param {string} password
 */
export async function prepareImportFramework(baseUrl, recorder, password) {
  const ua = userAgent(baseUrl, recorder);
  await ua.call('setup: sign-in', 'POST', '/auth/sign-in', {
    json: { email: 'learning@acme.test', password },
  });
  const made = await ua.call('setup: framework', 'POST', '/competency-frameworks', {
    json: { name: 'Soak imports' },
    expect: [200, 201],
  });
  return made?.id ?? null;
}

/** Operations whose p95 is judged against READ_BUDGET_MS: every GET. */
export const isRead = (/** @type {string} */ name) => name.startsWith('GET ');
