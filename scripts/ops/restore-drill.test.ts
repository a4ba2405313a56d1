// The restore drill (issue 25, point 5; decision 0079): back up, change, restore, compare. Against the
// built server, as an operator runs it: `npm run backup` while it serves, `npm run restore` refused while
// it runs and accepted once it stopped, then `npm start`'s server on the restored data. The comparison is
// a row count and checksum of every table (scripts/ops/embedded-backup.mjs), plus what a user reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fingerprintDifferences,
  pgliteQuery,
  readArchive,
  tableFingerprints,
  withOpenedDataDir,
} from './embedded-backup.mjs';
import { ensureServerBuilt, root, sessionOf, signIn, startServer } from './embedded-server.mjs';

type Server = Awaited<ReturnType<typeof startServer>>;
type Fingerprints = Awaited<ReturnType<typeof tableFingerprints>>;

/** Runs `npm run backup` / `npm run restore` (the scripts themselves) with this environment. */
function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** What Emma reads on her assessment page: her own latest rating of each competency. */
async function emmasSelfRatings(session: Awaited<ReturnType<typeof signIn>>) {
  const res = await session.call('GET', '/api/v1/assessments/me');
  expect(res.status).toBe(200);
  return (res.json.competencies as Array<{ competencyId: string; self: unknown }>).map((c) => [
    c.competencyId,
    c.self,
  ]);
}

describe('restore drill, embedded database', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-drill-'));
  const dataDir = path.join(work, 'data');
  const backupFile = path.join(work, 'backups', 'drill.tar.gz');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server: Server | undefined;

  beforeAll(async () => {
    ensureServerBuilt();
    server = await startServer({ dataDir });
  }, 300_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up while the server runs, refuses to restore under it, then restores exactly what was backed up', async () => {
    const running = server as Server;
    const emma = await signIn(running.url, 'employee@acme.test');
    const [first] = await emmasSelfRatings(emma);
    const competencyId = first?.[0] as string;
    const rate = (level: number, comment: string) =>
      emma.call('POST', '/api/v1/assessments/me', { ratings: [{ competencyId, level, comment }] });

    expect((await rate(4, 'before the backup')).status).toBe(201);
    const backup = runScript('backup', [backupFile], env);
    expect(backup.out).toContain('from the running server');
    expect(backup.code).toBe(0);
    const atBackup = await emmasSelfRatings(emma);

    expect((await rate(1, 'after the backup')).status).toBe(201);
    expect(await emmasSelfRatings(emma)).not.toEqual(atBackup);

    const refused = runScript('restore', [backupFile], env);
    expect(refused.code).toBe(3);
    expect(refused.out).toContain(`CompetencyHub is running on ${dataDir} (pid ${running.pid})`);

    // A damaged file is refused before anything in DATA_DIR moves.
    await running.stop();
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = readFileSync(backupFile);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(damaged, bytes);
    const refusedDamaged = runScript('restore', [damaged], env);
    expect(refusedDamaged.code).toBe(2);
    expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);

    const restored = runScript('restore', [backupFile], env);
    expect(restored.out).toContain('each checked');
    expect(restored.code).toBe(0);

    // The restored files hold every table exactly as the backup's copy did; the data kept aside is the
    // changed data (it differs in Emma's ratings), so the comparison can tell a restore from no restore.
    const { manifest } = await readArchive(backupFile);
    const fingerprintsOf = (pgdata: string) =>
      withOpenedDataDir(pgdata, (db) => tableFingerprints(pgliteQuery(db))) as Promise<Fingerprints>;
    expect(
      fingerprintDifferences(manifest.tables, await fingerprintsOf(path.join(dataDir, 'pgdata'))),
    ).toEqual([]);
    const keptAside = restored.out.match(/kept in (\S+pgdata\.before-restore-\S+?) and/)?.[1] as string;
    expect(existsSync(keptAside)).toBe(true);
    const differences = fingerprintDifferences(manifest.tables, await fingerprintsOf(keptAside));
    expect(differences.some((d) => d.startsWith('competency_ratings '))).toBe(true);

    // The next start opens the restored data: Emma's session of before the backup is valid again (the
    // auth secret came back with the data) and she reads what she read at backup time.
    server = await startServer({ dataDir });
    expect(await emmasSelfRatings(sessionOf(server.url, emma.cookie))).toEqual(atBackup);
  }, 300_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('restore drill, PostgreSQL (pg_dump / pg_restore)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-drill-pg-'));
  const names = { source: `c_drill_src_${process.pid}`, target: `c_drill_dst_${process.pid}` };
  const urlOf = (name: string) => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  const query = (url: string) => async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    ensureServerBuilt();
    await admin.connect();
    for (const name of Object.values(names)) await admin.query(`create database ${name}`);
  }, 300_000);

  afterAll(async () => {
    for (const name of Object.values(names))
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores a pg_dump into an empty database with every table as it was, and refuses a database with data', async () => {
    const source = urlOf(names.source);
    // The server migrates and seeds the source; a rating through the API; then no writer is left.
    const server = await startServer({ databaseUrl: source, dataDir: path.join(work, 'data') });
    try {
      const emma = await signIn(server.url, 'employee@acme.test');
      const [first] = await emmasSelfRatings(emma);
      const res = await emma.call('POST', '/api/v1/assessments/me', {
        ratings: [{ competencyId: first?.[0], level: 5, comment: 'in the dump' }],
      });
      expect(res.status).toBe(201);
    } finally {
      await server.stop();
    }

    const dump = path.join(work, 'drill.dump');
    const backup = runScript('backup', [dump], { DATABASE_URL: source });
    expect(backup.code, backup.out).toBe(0);
    const atBackup = await tableFingerprints(query(source));
    await query(source)("delete from competency_ratings where comment = 'in the dump'");
    expect(fingerprintDifferences(atBackup, await tableFingerprints(query(source)))).not.toEqual([]);

    const restored = runScript('restore', [dump], { DATABASE_URL: urlOf(names.target) });
    expect(restored.code, restored.out).toBe(0);
    expect(fingerprintDifferences(atBackup, await tableFingerprints(query(urlOf(names.target))))).toEqual([]);

    const again = runScript('restore', [dump], { DATABASE_URL: urlOf(names.target) });
    expect(again.code).toBe(3);
    expect(again.out).toContain('restore into an empty database');
  }, 300_000);
});
