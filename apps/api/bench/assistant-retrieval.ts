/**
 * The assistant's retrieval (issue 12): a company whose knowledge base holds 10,000 passages, beside
 * another company with as many (so the search index spans both, and the tenant filter counts), on the
 * embedded PGlite and (with BENCH_DATABASE_URL) on PostgreSQL. The passages are written from the
 * product's own help articles, sentences shuffled into pages of about 900 characters: many share the
 * questions' words, which is the search's hard case (every match is ranked).
 *
 * Measured, p50 and p95, taking turns with the raw SQL of the same statements (recorded from Drizzle
 * and replayed on the driver): the retrieval alone (the tenant transaction and the search, as the
 * assistant runs it) and a whole question through the HTTP stack (`POST /api/v1/assistant/messages`,
 * no model: the answer quotes the passages). Prints one JSON object per database.
 *
 *   npx tsx apps/api/bench/assistant-retrieval.ts            # PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx …                # and PostgreSQL (a scratch database is created)
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, withTenant } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { account } from '../src/db/schema/auth.ts';
import { companies } from '../src/db/schema/companies.ts';
import { knowledgePassages, knowledgeSources } from '../src/db/schema/knowledge-base.ts';
import { HELP_ARTICLES } from '../src/modules/assistant/help-articles/index.ts';
import { retrievePassages } from '../src/modules/assistant/retrieval.ts';
import { hashPassword } from '../src/modules/auth/better-auth.ts';
import {
  benchApp,
  ITERATIONS,
  onScratchPglite,
  onScratchPostgres,
  type RawQuery,
  type Recorder,
  replay,
  type Statement,
  timeInTurn,
} from './recorder.ts';

const PASSAGES = Number(process.env.BENCH_PASSAGES ?? 10_000);
const PASSAGES_PER_PAGE = 25;
const PASSAGE_CHARS = 900;
const PASSWORD = 'Bench-pass-2026-long';
/**
 * Questions are limited per person (30 in 5 minutes): the HTTP run asks as several people in turn.
 * The timed asks are the warm-up (at least 1.5 s of turns, a few hundred when asks take milliseconds)
 * and ITERATIONS more; 12 people (360 questions) ran out on PGlite once the warm-up was timed, not
 * counted.
 */
const ASKERS = 40;

const QUESTIONS = [
  'How do I request 360 feedback?',
  'How are hotels for business trips approved?',
  'Who can see my self-assessment ratings?',
  'How do I invite a colleague to the company?',
  'What happens when our trial ends?',
  'How do I change the proficiency scale of a framework?',
  'Where do I see the skill gaps of my team?',
  'How do I add a certification that expires next year?',
];

/** A deterministic pseudo-random sequence, so every run seeds the same pages. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SENTENCES = HELP_ARTICLES['en-US'].flatMap((article) =>
  article.body
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.length > 30),
);

function passageText(next: () => number): string {
  let text = '';
  while (text.length < PASSAGE_CHARS) {
    text += `${SENTENCES[Math.floor(next() * SENTENCES.length)] ?? ''} `;
  }
  return text.trim();
}

async function seedKnowledgeBase(database: Database, companyId: string, seed: number) {
  const next = random(seed);
  for (let page = 0; page < PASSAGES / PASSAGES_PER_PAGE; page++) {
    const [source] = await database.db
      .insert(knowledgeSources)
      .values({
        companyId,
        url: `https://handbook.bench.test/${seed}/page-${page}`,
        title: `Handbook page ${page}`,
        category: 'company_handbook',
        status: 'ready',
        autoApproved: true,
        passageCount: PASSAGES_PER_PAGE,
      })
      .returning({ id: knowledgeSources.id });
    if (!source) throw new Error('source insert failed');
    await database.db.insert(knowledgePassages).values(
      Array.from({ length: PASSAGES_PER_PAGE }, (_, position) => ({
        companyId,
        sourceId: source.id,
        position,
        heading: position % 5 === 0 ? `Section ${position / 5 + 1}` : null,
        body: passageText(next),
        searchConfig: 'english' as const,
      })),
    );
  }
}

async function seed(database: Database) {
  const made: string[] = [];
  for (const name of ['Retrieval Bench Ltd', 'Neighbour Bench Ltd']) {
    const [company] = await database.db.insert(companies).values({ name }).returning({ id: companies.id });
    if (!company) throw new Error('company insert failed');
    made.push(company.id);
  }
  const [companyId = '', neighbourId = ''] = made;
  await seedKnowledgeBase(database, companyId, 1);
  await seedKnowledgeBase(database, neighbourId, 2);
  const askers: string[] = [];
  for (let i = 0; i < ASKERS; i++) {
    const id = randomUUID();
    const email = `asker${i}@retrieval-bench.test`;
    await database.db.execute(
      sql`insert into "user" (id, name, email, email_verified) values (${id}, ${`Asker ${i}`}, ${email}, true)`,
    );
    await database.db.execute(sql`
      insert into profiles (id, company_id, email, full_name, role, status)
      values (${id}, ${companyId}, ${email}, ${`Asker ${i}`}, 'employee', 'active')`);
    await database.db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword(PASSWORD),
    });
    askers.push(email);
  }
  await database.db.execute(sql`analyze`);
  const [counts] = rowsOf<{ own: number; all: number }>(
    await database.db.execute(sql`
      select (select count(*)::int from knowledge_passages where company_id = ${companyId}) as own,
             (select count(*)::int from knowledge_passages) as "all"`),
  );
  return { companyId, askers, counts };
}

async function run(label: string, database: Database, recorder: Recorder, raw: RawQuery) {
  const started = performance.now();
  const seeded = await seed(database);
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const app = await benchApp(database);
  const cookies: string[] = [];
  for (const email of seeded.askers) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password: PASSWORD },
    });
    cookies.push(String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '');
  }

  let turn = 0;
  const question = () => QUESTIONS[turn % QUESTIONS.length] ?? '';
  const retrieve = () =>
    withTenant(database, seeded.companyId, (tx) =>
      retrievePassages(tx, seeded.companyId, 'en-US', question()),
    );
  const ask = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages',
      headers: { cookie: cookies[turn % cookies.length] ?? '' },
      payload: { message: question(), locale: 'en-US' },
    });
    if (res.statusCode !== 200) throw new Error(`ask: ${res.statusCode} ${res.body}`);
    return res;
  };
  // Each question's statements, recorded once; each turn replays the one the API call asked.
  const retrievalStatements: Statement[][] = [];
  const askStatements: Statement[][] = [];
  let matched = 0;
  for (let i = 0; i < QUESTIONS.length; i++, turn++) {
    retrievalStatements.push(await recorder.capture(retrieve));
    askStatements.push(await recorder.capture(ask));
    const found = await retrieve();
    if (found.some((passage) => passage.kind === 'knowledge')) matched++;
  }
  const pick = <T>(list: T[]) => list[turn % list.length] ?? [];
  const step =
    <T>(fn: () => Promise<T>) =>
    async () => {
      const value = await fn();
      turn++;
      return value;
    };
  const [retrievalApi, retrievalRaw] = await timeInTurn([
    retrieve,
    step(() => replay(raw, pick(retrievalStatements))()),
  ]);
  const [askApi, askRaw] = await timeInTurn([ask, step(() => replay(raw, pick(askStatements))())]);
  await app.close();
  return {
    database: label,
    passages: seeded.counts,
    seedSeconds,
    questions: QUESTIONS.length,
    questionsAnsweredFromKnowledgeBase: matched,
    iterations: ITERATIONS,
    retrieval: { api: retrievalApi, raw: retrievalRaw },
    ask: { api: askApi, raw: askRaw },
  };
}

async function main() {
  const all = [];
  if (!process.env.BENCH_SKIP_PGLITE) all.push(await onScratchPglite('ch-retrieval-bench', run));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    all.push(await onScratchPostgres(serverUrl, 'retrieval_bench', run));
  }
  process.stdout.write(`${JSON.stringify(all)}\n`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
