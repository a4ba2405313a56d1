#!/usr/bin/env node
// Fault: the embedded database's process is SIGKILLed while it writes (issue 25, point 4; decision 0079).
// Starts the built server (what `npm start` runs) on a fresh DATA_DIR, has writers submit self-ratings
// through the API and records every one acknowledged (201), SIGKILLs the process mid-stream, starts it
// again on the same files, and repeats. At the end the files are opened as a backup would open them:
// every acknowledged rating must be there, exactly once; a rating whose answer the kill cut off may be
// there or not, but never twice. Bounded: FAULT_ROUNDS rounds (default 5) of FAULT_WRITE_MS writing
// each (default 5000, the kill at a random moment in the second half). Exit 1 on any loss.
// Writes the figures to docs/benchmarks.md (Fault tests, "The embedded database killed while writing").
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replaceBenchSection } from '../bench-section.mjs';
import { pgliteQuery, withOpenedDataDir } from '../ops/embedded-backup.mjs';
import { ensureServerBuilt, signIn, startServer } from '../ops/embedded-server.mjs';

const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 5);
const WRITE_MS = Number(process.env.FAULT_WRITE_MS ?? 5000);
const WRITERS = Number(process.env.FAULT_WRITERS ?? 4);
const HEADING = '### The embedded database killed while writing (`scripts/faults/embedded-kill.mjs`)';
const MARK = `kill-${process.pid}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-kill-'));
const dataDir = path.join(work, 'data');
/** @type {Awaited<ReturnType<typeof startServer>> | undefined} */
let server;

async function cleanUp() {
  await server?.stop('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

/**
 * One round: writers rate until the process dies under them. Returns the comments acknowledged and
 * those whose request was sent but never answered (in doubt).
 * @param {number} round @param {string[]} competencies @param {string} baseUrl @param {string} cookie
 */
async function writeUntilKilled(round, competencies, session) {
  const acknowledged = [];
  const inDoubt = [];
  const refused = [];
  let killed = false;
  const writer = async (w) => {
    for (let n = 0; !killed; n++) {
      const comment = `${MARK} r${round} w${w} n${n}`;
      const competencyId = competencies[(w + n) % competencies.length];
      try {
        const res = await session.call('POST', '/api/v1/assessments/me', {
          ratings: [{ competencyId, level: 1 + (n % 5), comment }],
        });
        if (res.status === 201) acknowledged.push(comment);
        else refused.push(`${res.status} ${res.text.slice(0, 200)}`);
      } catch {
        // The connection died with the process: the write may or may not have committed.
        inDoubt.push(comment);
        return;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  const killAfter = WRITE_MS / 2 + Math.random() * (WRITE_MS / 2);
  await sleep(killAfter);
  killed = true;
  await server?.stop('SIGKILL');
  await Promise.all(writers);
  return { acknowledged, inDoubt, refused, killAfter };
}

async function main() {
  ensureServerBuilt();
  const loadBefore = os.loadavg()[0];
  const firstStart = performance.now();
  server = await startServer({ dataDir });
  const firstStartS = (performance.now() - firstStart) / 1000;
  const probe = await signIn(server.url, 'employee@acme.test');
  const competencies = (await probe.call('GET', '/api/v1/assessments/me')).json.competencies.map(
    (c) => c.competencyId,
  );

  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // A fresh sign-in each round: the session of the previous round must have survived too.
    const session = await signIn(server.url, 'employee@acme.test');
    const result = await writeUntilKilled(round, competencies, session);
    const restart = performance.now();
    // The same port: the round's session (its cookie) is tried on the process that replaces the killed one.
    server = await startServer({ dataDir, port: server?.port });
    const reopenS = (performance.now() - restart) / 1000;
    const after = await session.call('GET', '/api/v1/me');
    rounds.push({ round, ...result, reopenS, sessionKept: after.status === 200 });
    console.info(
      `round ${round}: killed after ${(result.killAfter / 1000).toFixed(1)} s, ${result.acknowledged.length} writes acknowledged, ${result.inDoubt.length} cut off, ${result.refused.length} refused; ready again in ${reopenS.toFixed(1)} s; session ${after.status === 200 ? 'kept' : `lost (${after.status})`}`,
    );
  }
  await server.stop('SIGTERM');
  server = undefined;

  // Every comment once at most; every acknowledged one exactly once.
  const found = await withOpenedDataDir(path.join(dataDir, 'pgdata'), (db) =>
    pgliteQuery(db)(
      `select comment, count(*)::int as n from competency_ratings where comment like '${MARK} %' group by comment`,
    ),
  );
  const counts = new Map(found.map((r) => [String(r.comment), Number(r.n)]));
  const acknowledged = rounds.flatMap((r) => r.acknowledged);
  const inDoubt = rounds.flatMap((r) => r.inDoubt);
  const lost = acknowledged.filter((c) => counts.get(c) !== 1);
  const twice = [...counts].filter(([, n]) => n > 1).map(([c]) => c);
  const inDoubtKept = inDoubt.filter((c) => counts.has(c)).length;
  const refused = rounds.flatMap((r) => r.refused);
  const sessionsLost = rounds.filter((r) => !r.sessionKept).length;
  const reopen = rounds.map((r) => r.reopenS).sort((a, b) => a - b);

  const failures = [
    ...(lost.length
      ? [`${lost.length} acknowledged writes missing or doubled, e.g. ${lost.slice(0, 3).join('; ')}`]
      : []),
    ...(twice.length ? [`${twice.length} writes stored twice`] : []),
    ...(refused.length ? [`${refused.length} writes refused before the kill, e.g. ${refused[0]}`] : []),
    ...(sessionsLost ? [`${sessionsLost} sessions lost across a kill`] : []),
  ];
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    HEADING,
    '',
    `\`node scripts/faults/embedded-kill.mjs\` (${date}; ${ROUNDS} rounds, ${WRITERS} writers, the kill at a random`,
    `moment ${WRITE_MS / 2000}–${WRITE_MS / 1000} s into each round). The built server on a fresh DATA_DIR (demo data, first start`,
    `${firstStartS.toFixed(1)} s); writers submit self-ratings through the API; SIGKILL; the same server entry starts again on`,
    'the same files; at the end the files are opened offline and every rating counted.',
    '',
    '| Round | Acknowledged writes | Cut off by the kill | Ready again after | Session kept |',
    '| --- | --- | --- | --- | --- |',
    ...rounds.map(
      (r) =>
        `| ${r.round} | ${r.acknowledged.length} | ${r.inDoubt.length} | ${r.reopenS.toFixed(1)} s | ${r.sessionKept ? 'yes' : 'no'} |`,
    ),
    '',
    `Acknowledged writes found: ${acknowledged.length - lost.length} of ${acknowledged.length}; stored twice: ${twice.length};`,
    `writes cut off by the kill that committed anyway: ${inDoubtKept} of ${inDoubt.length} (the client never heard; each`,
    `is there once or not at all). Restart to ready: median ${reopen[Math.floor(reopen.length / 2)]?.toFixed(1)} s, slowest`,
    `${reopen.at(-1)?.toFixed(1)} s (PGlite replays its write-ahead log; nothing to clean up by hand).`,
    `Machine: 2 cores shared with other work, load average ${loadBefore.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end (the`,
    'times above stretch with it; the counts do not).',
    failures.length
      ? `**FAILED:** ${failures.join('; ')}`
      : 'Result: no acknowledged write lost, none doubled.',
    '',
  ];
  console.info(`\n${lines.join('\n')}`);
  replaceBenchSection(HEADING, lines);
  if (failures.length) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(`embedded-kill failed: ${error?.stack ?? error}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
