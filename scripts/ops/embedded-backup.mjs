// The embedded database's backups (decision 0079), shared by `npm run backup`, `npm run restore`, the
// restore drill and the embedded-kill fault script.
//
// A backup is a .tar.gz an operator can list with `tar tzf`: competencyhub-backup.json (what it is, when,
// and a row count and checksum of every table), pgdata.tar (PGlite's own dumpDataDir of the database's
// files, restored with PGlite's own loadDataDir) and auth-secret (the key that signs sessions and seals
// stored secrets, when DATA_DIR holds it: without it the restored data's sealed secrets cannot be read).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import tar from 'tar-stream';

export const BACKUP_FORMAT = 'competencyhub-embedded-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'competencyhub-backup.json';
/** Same name as the server's (apps/api/src/ops/control-socket.ts), which speaks the other side. */
export const CONTROL_SOCKET_NAME = 'control.sock';

/** Exit codes of backup and restore, for scripts that run them. */
export const EXIT = { ok: 0, failed: 1, badInput: 2, busy: 3 };

/** A failure the operator can act on: its message is printed as it is, with its exit code. */
export class OperatorError extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode = EXIT.failed) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** The PGlite that makes and opens copies (its package does not export its package.json). */
export const PGLITE_VERSION = (() => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return String(JSON.parse(readFileSync(manifest, 'utf8')).version);
})();

/** @param {string} dataDir */
export const controlSocketOf = (dataDir) => path.join(dataDir, CONTROL_SOCKET_NAME);

/**
 * One request on a data directory's control socket: the answer's JSON line and the bytes after it.
 * Undefined when nothing answers (no socket, or the file of a process that was killed).
 * @param {string} socketPath @param {'status' | 'snapshot'} command
 * @returns {Promise<{ header: any, body: Buffer } | undefined>}
 */
function ask(socketPath, command, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    /** @type {Buffer[]} */
    const chunks = [];
    let connected = false;
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new OperatorError(`the server did not answer on ${socketPath} within ${timeoutMs / 1000} s`));
    });
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command })}\n`);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      if (!connected) resolve(undefined);
      else reject(new OperatorError(`the server's control socket failed: ${error.message}`));
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf(10);
      if (end < 0) return reject(new OperatorError(`the server's control socket gave no answer`));
      try {
        resolve({ header: JSON.parse(all.subarray(0, end).toString('utf8')), body: all.subarray(end + 1) });
      } catch {
        reject(new OperatorError(`the server's control socket answered something else than expected`));
      }
    });
  });
}

/**
 * Who holds the data directory now: { holder: 'server' | 'backup' | 'restore', pid } or undefined.
 * @param {string} dataDir
 */
export async function holderOf(dataDir) {
  // ask resolves undefined only when nothing listens; a listener that does not answer (a server busy
  // building a copy, or stuck) still holds the data directory.
  const unresponsive = { holder: 'unresponsive', pid: 0 };
  const answer = await ask(controlSocketOf(dataDir), 'status', 5_000).catch(() => ({ header: unresponsive }));
  if (!answer) return undefined;
  return answer.header?.ok || answer.header === unresponsive
    ? /** @type {{ holder: string, pid: number }} */ (answer.header)
    : unresponsive;
}

/**
 * Holds the data directory's control socket while a backup or restore works on its files, so that an
 * `npm start` in the meantime refuses to open them (and says who holds them).
 * @param {string} dataDir @param {'backup' | 'restore'} holder
 */
export async function holdDataDir(dataDir, holder) {
  const socketPath = controlSocketOf(dataDir);
  const current = await holderOf(dataDir);
  if (current) throw busyError(dataDir, current);
  await mkdir(dataDir, { recursive: true });
  await unlink(socketPath).catch(() => {});
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    socket.once('data', () => socket.end(`${JSON.stringify({ ok: true, holder, pid: process.pid })}\n`));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: socketPath, readableAll: false, writableAll: false }, () => resolve(undefined));
  });
  return { release: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/** @param {string} dataDir @param {{ holder: string, pid: number }} current */
export function busyError(dataDir, current) {
  const what =
    current.holder === 'server'
      ? `CompetencyHub is running on ${dataDir} (pid ${current.pid})`
      : current.holder === 'unresponsive'
        ? `a process holds ${dataDir}'s control socket but does not answer (a server busy copying its database, or stuck)`
        : `a ${current.holder} (pid ${current.pid}) is working on ${dataDir}`;
  return new OperatorError(what, EXIT.busy);
}

/**
 * The running server's consistent copy of its database (a CHECKPOINT, then its files read while no
 * transaction is open: apps/api/src/ops/control-socket.ts). Undefined when no server answers.
 * @param {string} dataDir
 * @returns {Promise<Buffer | undefined>}
 */
export async function snapshotFromServer(dataDir) {
  const answer = await ask(controlSocketOf(dataDir), 'snapshot');
  if (!answer) return undefined;
  if (answer.header.holder && answer.header.holder !== 'server') throw busyError(dataDir, answer.header);
  if (!answer.header.ok)
    throw new OperatorError(`the server could not copy its database: ${answer.header.error}`);
  if (answer.body.length !== answer.header.bytes) {
    throw new OperatorError(
      `the server's copy arrived incomplete (${answer.body.length} of ${answer.header.bytes} bytes)`,
    );
  }
  return answer.body;
}

/**
 * The same copy when no server runs: this process opens the files itself (holding the data directory,
 * so no server starts meanwhile). Opening replays whatever a killed server left in the write-ahead log.
 * @param {string} dataDir
 */
export async function snapshotOffline(dataDir) {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new OperatorError(
      `there is no embedded database in ${dataDir} (no pgdata/PG_VERSION)`,
      EXIT.badInput,
    );
  }
  return withOpenedDataDir(pgdata, async (db) => {
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  });
}

/** How the app opens PGlite (apps/api/src/db/client.ts): the same extensions, the same small cache. */
function pgliteOptions(extra = {}) {
  return { postgresqlconf: 'shared_buffers=16MB', extensions: { pg_trgm }, ...extra };
}

/**
 * Opens a database copy (a pgdata tar) in a directory of its own, runs fn on it and closes it. This is
 * how a backup is checked: a copy that was never opened is not yet a backup.
 * @template T
 * @param {Buffer} pgdataTar @param {string} dir an empty or missing directory @param {(db: PGlite) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withOpenedCopy(pgdataTar, dir, fn) {
  // PGlite creates the data directory but not its parent.
  await mkdir(path.dirname(dir), { recursive: true });
  const db = await PGlite.create(dir, pgliteOptions({ loadDataDir: new Blob([pgdataTar]) }));
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * A row count and an order-free checksum of every table in the public schema: the sum of the first
 * 60 bits of each row's md5, so no table is sorted or held whole. Two databases with the same
 * fingerprints hold the same rows. Works on PGlite and PostgreSQL alike.
 * @param {(sql: string) => Promise<Array<Record<string, unknown>>>} query
 * @returns {Promise<Record<string, { rows: number, checksum: string }>>}
 */
export async function tableFingerprints(query) {
  const tables = await query(
    'select tablename from pg_tables where schemaname = \'public\' order by tablename collate "C"',
  );
  /** @type {Record<string, { rows: number, checksum: string }>} */
  const result = {};
  for (const { tablename } of tables) {
    const quoted = `"${String(tablename).replaceAll('"', '""')}"`;
    const [row] = await query(
      `select count(*)::text as rows, coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint::numeric), 0)::text as checksum from public.${quoted} t`,
    );
    result[String(tablename)] = { rows: Number(row?.rows), checksum: String(row?.checksum) };
  }
  return result;
}

/**
 * Opens an embedded database's files (no server may have them open) and runs fn on them.
 * @template T
 * @param {string} pgdata @param {(db: PGlite) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withOpenedDataDir(pgdata, fn) {
  const db = await PGlite.create(pgdata, pgliteOptions());
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** @param {PGlite} db */
export const pgliteQuery = (db) => async (/** @type {string} */ sql) => (await db.query(sql)).rows;

/**
 * The tables whose rows differ between two fingerprints, each with its row counts ('-' = missing).
 * @param {Record<string, { rows: number, checksum: string }>} expected
 * @param {Record<string, { rows: number, checksum: string }>} actual
 */
export function fingerprintDifferences(expected, actual) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((n) => expected[n]?.rows !== actual[n]?.rows || expected[n]?.checksum !== actual[n]?.checksum)
    .map((n) => `${n} (${expected[n]?.rows ?? '-'} rows expected, ${actual[n]?.rows ?? '-'} found)`);
}

/**
 * Writes a file so that it is either whole or absent: into a temporary name beside it, flushed to
 * disk, renamed over the target, and the directory flushed so the rename survives a crash. On any
 * failure (a full disk) the temporary file is removed and the error passes on.
 * @param {string} target @param {(tmp: string) => Promise<void>} write
 */
export async function writeAtomically(target, write) {
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(target)}.partial-${process.pid}`);
  try {
    await write(tmp);
    const handle = await open(tmp, 'r');
    await handle.sync();
    await handle.close();
    await rename(tmp, target);
  } catch (error) {
    await unlink(tmp).catch(() => {});
    throw error;
  }
  const dirHandle = await open(dir, 'r');
  await dirHandle.sync().catch(() => {});
  await dirHandle.close();
}

/**
 * @param {string} file
 * @param {{ manifest: object, pgdataTar: Buffer, authSecret?: string }} parts
 */
export async function writeArchive(file, { manifest, pgdataTar, authSecret }) {
  await writeAtomically(file, async (tmp) => {
    const pack = tar.pack();
    const output = pipeline(pack, createGzip({ level: 6 }), createWriteStream(tmp, { mode: 0o600 }));
    const entry = (/** @type {string} */ name, /** @type {string | Buffer} */ content) =>
      new Promise((resolve, reject) =>
        pack.entry({ name, mode: 0o600, mtime: new Date() }, content, (e) =>
          e ? reject(e) : resolve(undefined),
        ),
      );
    await entry(MANIFEST_NAME, `${JSON.stringify(manifest, null, 2)}\n`);
    await entry('pgdata.tar', pgdataTar);
    if (authSecret !== undefined) await entry('auth-secret', authSecret);
    pack.finalize();
    await output;
  });
}

/**
 * Reads and checks a backup: a gzip'd tar with a manifest of this format and a pgdata.tar whose
 * sha256 is the manifest's. Every way it can be wrong is an OperatorError with EXIT.badInput.
 * @param {string} file
 */
export async function readArchive(file) {
  if (!existsSync(file)) throw new OperatorError(`${file}: no such file`, EXIT.badInput);
  /** @type {Map<string, Buffer>} */
  const entries = new Map();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (c) => chunks.push(/** @type {Buffer} */ (c)));
    stream.on('end', () => {
      entries.set(header.name, Buffer.concat(chunks));
      next();
    });
    stream.resume();
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    throw new OperatorError(
      `${file} is not a CompetencyHub backup (not a readable .tar.gz: ${/** @type {Error} */ (error).message})`,
      EXIT.badInput,
    );
  }
  const manifestBytes = entries.get(MANIFEST_NAME);
  const pgdataTar = entries.get('pgdata.tar');
  if (!manifestBytes || !pgdataTar) {
    throw new OperatorError(
      `${file} is not a CompetencyHub backup (no ${MANIFEST_NAME} or pgdata.tar in it)`,
      EXIT.badInput,
    );
  }
  let manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8'));
  } catch {
    throw new OperatorError(`${file}: its ${MANIFEST_NAME} is not valid JSON`, EXIT.badInput);
  }
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_FORMAT_VERSION) {
    throw new OperatorError(
      `${file} is a backup of another kind (${manifest.format} ${manifest.version}); this version reads ${BACKUP_FORMAT} ${BACKUP_FORMAT_VERSION}`,
      EXIT.badInput,
    );
  }
  if (sha256(pgdataTar) !== manifest.pgdata?.sha256) {
    throw new OperatorError(
      `${file} is damaged: its database copy does not match the checksum it was written with`,
      EXIT.badInput,
    );
  }
  const authSecret = entries.get('auth-secret')?.toString('utf8');
  return { manifest, pgdataTar, authSecret };
}

/**
 * Whether an error is a full disk: Node's ENOSPC, or PGlite's file system's (an ErrnoError with no
 * message and Emscripten's number for ENOSPC, 51).
 * @param {unknown} error
 */
export function isDiskFull(error) {
  const e =
    /** @type {{ name?: unknown, code?: unknown, errno?: unknown, message?: unknown } | undefined} */ (error);
  if (e?.name === 'ErrnoError') return e.errno === 51;
  return e?.code === 'ENOSPC' || /ENOSPC|No space left/i.test(String(e?.message ?? ''));
}

/** An error's message, also for PGlite's file-system errors, which have none. @param {unknown} error */
export function messageOf(error) {
  const e = /** @type {{ name?: unknown, errno?: unknown, message?: unknown } | undefined} */ (error);
  if (e?.name === 'ErrnoError') return `file system error (Emscripten errno ${e.errno})`;
  return String(e?.message ?? error);
}

/** @param {Buffer} bytes */
export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** 2026-12-07T12-30-05Z: sorts by time and is a valid file name everywhere. */
export const fileTimestamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** A scratch directory for checking a copy (removed by the caller). */
export const scratchDir = (prefix = 'competencyhub-backup-') => mkdtempSync(path.join(os.tmpdir(), prefix));

/** @param {string} dir */
export const removeDir = (dir) => rmSync(dir, { recursive: true, force: true });

/** The auth secret DATA_DIR holds (apps/api/src/config/secret.ts), if any. @param {string} dataDir */
export function authSecretOf(dataDir) {
  const file = path.join(dataDir, 'auth-secret');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
