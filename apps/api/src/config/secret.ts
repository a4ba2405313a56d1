import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The session-signing secret: AUTH_SECRET when given; otherwise one generated on first start and
 * kept in DATA_DIR, so sessions survive a restart without any set-up.
 */
export function resolveAuthSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = path.resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
