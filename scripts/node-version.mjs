// Which Node.js lines CompetencyHub supports; `engines` in package.json says the same (a test compares them).
// 20.19 is the first 20.x that loads ES-module-only packages with require() (content-disposition@3, cookie@2);
// 22.13 and 24 are what vite, vitest and rolldown declare for those lines; odd lines (21, 23) are not LTS.

/** Minimum [major, minor] of each supported line; the last line also covers every later major. */
export const SUPPORTED_LINES = [
  [20, 19],
  [22, 13],
  [24, 0],
];

/** The same as a semver range, for package.json `engines.node`. */
export const SUPPORTED_RANGE = '^20.19.0 || ^22.13.0 || >=24.0.0';

/**
 * @param {string} version e.g. process.version ("v24.1.0")
 * @returns {boolean}
 */
export function isSupportedNode(version) {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const newest = SUPPORTED_LINES[SUPPORTED_LINES.length - 1]?.[0] ?? 0;
  return SUPPORTED_LINES.some(([line = 0, least = 0]) =>
    line === newest ? major > line || (major === line && minor >= least) : major === line && minor >= least,
  );
}

/** A clear line up front beats the obscure failure an unsupported Node.js ends in later. */
export function warnIfUnsupportedNode(version = process.version) {
  if (isSupportedNode(version)) return;
  console.warn(
    `⚠ Node.js ${version} is not supported: use 20.19 or newer on the 20 line, 22.13 or newer on the 22 line, or 24 and later.`,
  );
}
