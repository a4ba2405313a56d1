import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { resolveAuthSecret } from './config/secret.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { claimControlSocket, DataDirBusyError } from './ops/control-socket.ts';
import { pause } from './ops/lifecycle.ts';
import { DEMO_OWNER_PHONE, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo.ts';
import { ensureSystemOwnerDomain } from './seed/system-owner.ts';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  // The embedded database's lock and backup door (decision 0079), taken before its files are opened.
  const control = config.DATABASE_URL ? undefined : await claimControlSocket(config.DATA_DIR);
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
    { poolMax: config.DATABASE_POOL_MAX },
  );
  await migrate(database);
  await ensureSystemOwnerDomain(database, config.SYSTEM_OWNER_DOMAIN);
  const seeded = config.SEED_DEMO ? await seedDemo(database, config.SYSTEM_OWNER_DOMAIN) : false;

  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const app = await buildApp({
    config,
    database,
    authSecret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    webDist,
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  if (control && database.pglite) control.serve(database.pglite, app.log);

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `CompetencyHub is running at ${config.baseUrl} (ready in ${seconds} s)`,
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.SEED_DEMO) {
    lines.push(seeded ? 'Demo data created. Sign in with:' : 'Demo sign-ins:');
    for (const u of DEMO_USERS(config.SYSTEM_OWNER_DOMAIN)) lines.push(`  ${u.email.padEnd(32)} ${u.role}`);
    lines.push(`  Password for every demo account: ${DEMO_PASSWORD}`);
    lines.push(`  (owner@acme.test can also sign in with the phone number ${DEMO_OWNER_PHONE})`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  // A restart users do not notice (decision 0076): readiness goes false first, the job runner claims
  // nothing more, requests and streams in flight finish (up to SHUTDOWN_GRACE_MS), then the process exits.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const begun = Date.now();
    app.services.lifecycle.beginDrain();
    app.log.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS }, 'draining: /api/v1/ready answers 503');
    // A job still running when the drain's time is up (an import of many people) stops at its next safe
    // point and is handed back for the other processes (decision 0082), instead of holding the exit.
    const jobsStopped = app.services.jobs.stop({
      interruptAfterMs: config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_GRACE_MS,
    });
    await pause(config.SHUTDOWN_DELAY_MS);
    const grace = setTimeout(() => {
      app.log.warn(
        { graceMs: config.SHUTDOWN_GRACE_MS },
        'drain took too long: closing the connections still open',
      );
      app.server.closeAllConnections();
    }, config.SHUTDOWN_GRACE_MS);
    grace.unref();
    await app.close();
    clearTimeout(grace);
    await jobsStopped;
    await database.close();
    await control?.close();
    app.log.info({ signal, ms: Date.now() - begun }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`CompetencyHub failed to start: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
