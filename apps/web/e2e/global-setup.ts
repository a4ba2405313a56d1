import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { e2eServers } from './servers';

const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Each run gets fresh database folders under .tmp (one per worker: e2e-<time>-<worker>), each with a
 * mailbox folder beside it (…-mail, filled by e2e/mail-server.ts, which playwright.config.ts starts as a
 * web server so it is listening before the API starts). Folders of runs older than an hour are removed.
 */
export default async function globalSetup(): Promise<void> {
  const current = process.env.E2E_DATA_DIR;
  if (!current) return;
  const ours = new Set(e2eServers().flatMap((server) => [server.dataDir, server.mailDir]));
  const parent = path.dirname(current);
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    const folder = path.join(parent, name);
    if (!name.startsWith('e2e-') || ours.has(folder)) continue;
    const info = await stat(folder).catch(() => null);
    if (info?.isDirectory() && Date.now() - info.mtimeMs > STALE_AFTER_MS) {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
