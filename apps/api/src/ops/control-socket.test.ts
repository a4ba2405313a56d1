import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { askStatus, CONTROL_SOCKET_NAME, claimControlSocket, DataDirBusyError } from './control-socket.ts';

// The control socket is the embedded data directory's lock: two PostgreSQL instances on one data
// directory corrupt it, so a second holder must be refused in every way the first can look.
describe('the control socket as the data directory lock', () => {
  const dirs: string[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ch-ctl-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second server on the same directory, names the first, and frees it on close', async () => {
    const dir = dataDir();
    const first = await claimControlSocket(dir);
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    expect(await askStatus(first.path)).toEqual({ ok: true, holder: 'server', pid: process.pid });
    const second = claimControlSocket(dir);
    await expect(second).rejects.toThrow(DataDirBusyError);
    await expect(second).rejects.toThrow(`Another server (pid ${process.pid}) is using ${dir}`);
    await first.close();
    const again = await claimControlSocket(dir);
    cleanups.push(() => again.close());
  });

  it("takes over a killed process' leftover socket file", async () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, CONTROL_SOCKET_NAME), '');
    const claimed = await claimControlSocket(dir);
    cleanups.push(() => claimed.close());
    expect(statSync(claimed.path).isSocket()).toBe(true);
  });

  it('counts a holder that accepts but does not answer (a server busy copying) as a holder', async () => {
    const dir = dataDir();
    // Reads the request and never answers (resume: so it sees the client leave and can close).
    const silent = net.createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(path.join(dir, CONTROL_SOCKET_NAME), resolve));
    cleanups.push(() => new Promise((resolve) => silent.close(() => resolve())));
    await expect(claimControlSocket(dir)).rejects.toThrow(/does not answer .* \(busy, or stuck\)/);
  });

  it('refuses a DATA_DIR too long for a unix socket rather than run without its lock', async () => {
    const long = path.join(dataDir(), 'x'.repeat(120));
    await expect(claimControlSocket(long)).rejects.toThrow('choose a shorter DATA_DIR');
  });
});
