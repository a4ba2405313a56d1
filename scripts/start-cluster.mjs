#!/usr/bin/env node
// `npm run start:cluster`: the production set-up on one machine, to try it: two API processes on one
// PostgreSQL database behind nginx running the shipped site (deploy/nginx/competencyhub.conf).
//
//   DATABASE_URL=postgres://…  use that database (kept); without it a scratch database is created on
//                              CLUSTER_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres)
//                              and dropped when the cluster stops
//   CLUSTER_PROCESSES=2        how many API processes
//   CLUSTER_PORT=4200          where nginx listens (default: a free port)
//   CLUSTER_LOG_DIR=…          keep the processes' and nginx's logs there (default: removed at the stop)
//
// Ctrl-C (or SIGTERM) stops everything. SIGHUP, or `npm run cluster:restart` from another terminal,
// restarts the processes one after the other the way an operator should (decision 0078): each is taken
// out of nginx's upstream, drained, started again and put back once ready. Nobody using it notices.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstallOrExit } from './ensure-install.mjs';
import { warnIfUnsupportedNode } from './node-version.mjs';
import { createScratchDatabase, ensureBuilt, root, startCluster } from './ops/cluster.mjs';

/** Where the supervisor leaves its pid for `npm run cluster:restart`. */
export const SUPERVISOR_PID_FILE = path.join(os.tmpdir(), 'competencyhub-cluster.pid');

const DEMO_SIGN_INS = [
  ['admin@competencyhub.test', 'platform administrator'],
  ['owner@acme.test', "Acme's account holder"],
  ['it@acme.test', 'IT administrator'],
  ['learning@acme.test', 'learning and development'],
  ['manager@acme.test', 'line manager'],
  ['employee@acme.test', 'employee'],
];

/** `npm run cluster:restart`: asks the running supervisor for a rolling restart. */
function requestRollingRestart() {
  if (!existsSync(SUPERVISOR_PID_FILE)) {
    console.error('No cluster is running here (start one with `npm run start:cluster`).');
    process.exit(1);
  }
  const pid = Number(readFileSync(SUPERVISOR_PID_FILE, 'utf8'));
  try {
    process.kill(pid, 'SIGHUP');
  } catch {
    console.error(`The cluster supervisor (pid ${pid}) is gone; removing its stale pid file.`);
    rmSync(SUPERVISOR_PID_FILE, { force: true });
    process.exit(1);
  }
  console.info(`Rolling restart requested (supervisor pid ${pid}); its terminal shows the progress.`);
}

async function supervise() {
  warnIfUnsupportedNode();
  ensureInstallOrExit(root);
  await ensureBuilt();

  const given = process.env.DATABASE_URL;
  const scratch = given
    ? null
    : await createScratchDatabase(process.env.CLUSTER_ADMIN_URL, 'ch_cluster').catch((error) => {
        console.error(
          `Could not create a scratch database (${error.message}). Start PostgreSQL, or set DATABASE_URL.`,
        );
        process.exit(1);
      });
  const databaseUrl = given ?? scratch?.url ?? '';
  const processes = Number(process.env.CLUSTER_PROCESSES ?? 2);
  const nginxPort = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;

  const started = Date.now();
  /** @type {Awaited<ReturnType<typeof startCluster>> | null} */
  let cluster = null;
  let stopping = false;
  let restarting = false;

  const stopAll = async (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    console.info('\nStopping the cluster…');
    await cluster?.close();
    if (scratch) {
      await scratch.drop();
      console.info(`Scratch database ${scratch.name} dropped.`);
    }
    rmSync(SUPERVISOR_PID_FILE, { force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGHUP', () => {
    if (!cluster || restarting || stopping) return;
    restarting = true;
    const begun = Date.now();
    console.info('Rolling restart: one process at a time, out of the upstream, drained, back once ready…');
    cluster
      .rollingRestart()
      .then(() => console.info(`Rolling restart done in ${((Date.now() - begun) / 1000).toFixed(1)} s.`))
      .catch((error) => console.error(`Rolling restart failed: ${error.message}`))
      .finally(() => {
        restarting = false;
      });
  });

  try {
    cluster = await startCluster({
      databaseUrl,
      processes,
      nginxPort,
      seedDemo: true,
      // Kept after the stop only when asked for; otherwise they go with the cluster's scratch folder.
      logDir: process.env.CLUSTER_LOG_DIR,
    });
  } catch (error) {
    console.error(`The cluster did not start: ${/** @type {Error} */ (error).message}`);
    await stopAll(1);
    return;
  }
  writeFileSync(SUPERVISOR_PID_FILE, String(process.pid));

  const lines = [
    '',
    `CompetencyHub cluster is running at ${cluster.url} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  nginx → ${cluster.members.map((m) => `${m.url} (pid ${m.pid})`).join(', ')}`,
    `  Database: ${scratch ? `scratch database ${scratch.name} (dropped when you stop)` : 'DATABASE_URL'}`,
    `  Logs: ${cluster.logDir}`,
    'Demo sign-ins (password Demo-pass-2026):',
    ...DEMO_SIGN_INS.map(([email, who]) => `  ${email.padEnd(28)} ${who}`),
    '',
    `Rolling restart: npm run cluster:restart (or kill -HUP ${process.pid}). Stop: Ctrl-C.`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  // A process that dies on its own (a crash, an OOM kill) is started again, as systemd's Restart= does.
  setInterval(() => {
    if (!cluster || restarting || stopping) return;
    for (const member of cluster.members) {
      if (member.running) continue;
      console.warn(`Process ${member.index} (port ${member.port}) exited; starting it again.`);
      restarting = true;
      cluster
        .start(member.index)
        .catch((error) => console.error(`Process ${member.index} did not come back: ${error.message}`))
        .finally(() => {
          restarting = false;
        });
      return;
    }
  }, 1_000);
}

if (process.argv[2] === 'restart') requestRollingRestart();
else await supervise();
