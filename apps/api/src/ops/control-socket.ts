import { chmodSync, existsSync, mkdirSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's control socket (decision 0079): a unix socket in DATA_DIR, readable by the
 * data directory's owner only, through which `npm run backup` asks the running server for a consistent
 * copy of its database. PGlite lives in this process' memory, so only this process can copy it while
 * it serves; a second process opening the same files would corrupt them. The socket is also the data
 * directory's lock: a server, a backup or a restore that finds it answering leaves the files alone.
 *
 * Protocol (scripts/ops/embedded-backup.mjs speaks the other side): the client sends one line of JSON,
 * `{"command":"status"}` or `{"command":"snapshot"}`; the server answers one line of JSON (`ok`, and
 * `error` when not ok), followed for a snapshot by `bytes` bytes of a tar of the data directory.
 */
export const CONTROL_SOCKET_NAME = 'control.sock';

/** What holds a data directory, as its socket answers `status`. */
export interface ControlStatus {
  ok: true;
  /** 'unresponsive': something accepted the connection but did not answer (busy copying, or stuck). */
  holder: 'server' | 'backup' | 'restore' | 'unresponsive';
  pid: number;
}

/** Linux's limit on a unix socket's path (sun_path is 108 bytes with its terminating zero). */
const SOCKET_PATH_MAX = 107;

export class DataDirBusyError extends Error {}

/**
 * Asks the socket at socketPath who holds the data directory; undefined only when nothing listens. A
 * holder that accepts the connection but does not answer is still a holder: a server building its
 * copy for a backup answers nothing until the copy is made.
 */
export function askStatus(socketPath: string, timeoutMs = 2_000): Promise<ControlStatus | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let answer = '';
    let connected = false;
    const unresponsive: ControlStatus = { ok: true, holder: 'unresponsive', pid: 0 };
    const done = (status: ControlStatus | undefined) => {
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(timeoutMs, () => done(connected ? unresponsive : undefined));
    socket.on('connect', () => {
      connected = true;
      socket.write('{"command":"status"}\n');
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      const end = answer.indexOf('\n');
      if (end < 0) return;
      try {
        done(JSON.parse(answer.slice(0, end)) as ControlStatus);
      } catch {
        done(unresponsive);
      }
    });
    // ENOENT: no socket; ECONNREFUSED: the file of a process that was killed, nobody listens.
    socket.on('error', () => done(connected ? unresponsive : undefined));
  });
}

/**
 * A consistent copy of the embedded database's files, as a tar (PGlite's own dumpDataDir): a CHECKPOINT
 * first, so the copy needs no long recovery, then the files read while no transaction is open. The
 * read itself is synchronous (PGlite walks its file system and builds the tar in one go), so no
 * statement can run in the middle of it; the copy is what a crash at that instant would leave, whose
 * write-ahead log PostgreSQL replays on opening it, minus any half-done transaction.
 */
export async function snapshotDataDir(pglite: PGlite): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
}

/** Where the control socket reports the snapshots it sends (the app's logger, once there is one). */
export interface ControlLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ControlSocket {
  path: string;
  /** Starts answering snapshot requests from this database. */
  serve(pglite: PGlite, log: ControlLog): void;
  close(): Promise<void>;
}

/**
 * Takes the data directory's control socket before the database opens, or throws DataDirBusyError
 * when another server, backup or restore holds it. A socket file that nothing answers is a killed
 * process' leftover and is replaced.
 */
export async function claimControlSocket(dataDir: string): Promise<ControlSocket> {
  const socketPath = path.resolve(dataDir, CONTROL_SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX) {
    throw new DataDirBusyError(
      `DATA_DIR is too long for its control socket (${socketPath} is over ${SOCKET_PATH_MAX} bytes): choose a shorter DATA_DIR.`,
    );
  }
  const holder = await askStatus(socketPath);
  if (holder) {
    const who =
      holder.holder === 'unresponsive'
        ? `A process that does not answer on ${socketPath} (busy, or stuck)`
        : `Another ${holder.holder} (pid ${holder.pid})`;
    throw new DataDirBusyError(
      `${who} is using ${path.resolve(dataDir)}: stop it first, or give this server a DATA_DIR of its own.`,
    );
  }
  if (existsSync(socketPath)) unlinkSync(socketPath);
  else mkdirSync(path.dirname(socketPath), { recursive: true });

  let pglite: PGlite | undefined;
  let log: ControlLog | undefined;
  const server = net.createServer((socket) => {
    let request = '';
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      request += chunk.toString('utf8');
      const end = request.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      void answer(socket, request.slice(0, end));
    });
  });

  const answer = async (socket: net.Socket, line: string) => {
    let command: unknown;
    try {
      command = (JSON.parse(line) as { command?: unknown }).command;
    } catch {
      command = undefined;
    }
    if (command === 'status') {
      socket.end(
        `${JSON.stringify({ ok: true, holder: 'server', pid: process.pid } satisfies ControlStatus)}\n`,
      );
      return;
    }
    if (command !== 'snapshot') {
      socket.end(`${JSON.stringify({ ok: false, error: `unknown command: ${String(command)}` })}\n`);
      return;
    }
    const [database, logger] = [pglite, log];
    if (!database || !logger) {
      socket.end(
        `${JSON.stringify({ ok: false, error: 'the database is still opening: try again in a moment' })}\n`,
      );
      return;
    }
    const started = performance.now();
    try {
      const tar = await snapshotDataDir(database);
      const ms = Math.round(performance.now() - started);
      logger.info({ bytes: tar.size, ms }, 'backup: database snapshot sent');
      socket.write(`${JSON.stringify({ ok: true, bytes: tar.size, ms })}\n`);
      // Streamed from the tar PGlite built: no second copy of the database in memory.
      await pipeline(Readable.fromWeb(tar.stream() as WebReadableStream<Uint8Array>), socket);
    } catch (error) {
      logger.error({ err: error }, 'backup: database snapshot failed');
      socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
    }
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: socketPath, readableAll: false, writableAll: false }, () => resolve());
  });
  // Only the data directory's owner may copy its data (the database's files are theirs already).
  chmodSync(socketPath, 0o600);
  server.unref();

  return {
    path: socketPath,
    serve(database, logger) {
      pglite = database;
      log = logger;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
