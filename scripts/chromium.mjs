// Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export const INSTALL_HINT =
  'Chromium not found: install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.';
