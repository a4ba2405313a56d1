#!/usr/bin/env node
// The one install step shared by `npm start` and `npm test`: install when node_modules is missing, when the
// dependency manifests changed, or when the last install never finished; always with devDependencies,
// because the build (vite, @tailwindcss/vite) and the tests (tsc, vitest) need them whatever NODE_ENV says.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Written only after `npm install` succeeded and every package it lists is on disk. */
export const MARKER = path.join('node_modules', '.competencyhub-install.json');

/** npm's own record of the tree it installed (its "hidden lockfile"). */
const NPM_TREE = path.join('node_modules', '.package-lock.json');

/**
 * @typedef {object} InstallFacts
 * @property {boolean} hasNodeModules
 * @property {string | null} recordedHash Manifest hash of the last completed install; null when none is recorded.
 * @property {string} currentHash Hash of package-lock.json and every package.json now.
 * @property {string[]} missing Packages or commands that should be installed but are not on disk.
 */

/**
 * @typedef {object} InstallDecision
 * @property {boolean} install
 * @property {boolean} clean Remove node_modules first: the last install may have left half-written packages.
 * @property {string} reason
 */

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * package.json of the root and of every workspace, then the lockfile: what decides the installed tree.
 * @param {string} root
 * @returns {string[]} paths relative to root
 */
export function manifestFiles(root) {
  /** @type {{ workspaces?: string[] }} */
  const rootManifest = readJson(path.join(root, 'package.json'));
  const workspaces = (rootManifest.workspaces ?? []).map((w) => path.join(w, 'package.json'));
  return ['package.json', ...workspaces, 'package-lock.json'];
}

/** @param {string} root */
export function manifestHash(root) {
  const hash = createHash('sha256');
  for (const file of manifestFiles(root)) {
    const full = path.join(root, file);
    hash.update(`${file}\0`);
    hash.update(existsSync(full) ? readFileSync(full) : 'absent');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Every package npm says it installed, plus every direct dependency and its commands (tsc, vite…).
 * @param {string} root
 * @returns {string[]}
 */
export function missingPackages(root) {
  const missing = new Set();
  const treeFile = path.join(root, NPM_TREE);
  if (!existsSync(treeFile)) return [NPM_TREE];
  /** @type {{ packages?: Record<string, unknown> }} */
  const tree = readJson(treeFile);
  for (const location of Object.keys(tree.packages ?? {})) {
    if (location && !existsSync(path.join(root, location, 'package.json'))) missing.add(location);
  }
  for (const file of manifestFiles(root).filter((f) => f.endsWith('package.json'))) {
    const workspace = path.dirname(file);
    /** @type {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} */
    const manifest = readJson(path.join(root, file));
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
      const modules = [path.join(workspace, 'node_modules'), 'node_modules'].find((dir) =>
        existsSync(path.join(root, dir, name, 'package.json')),
      );
      if (!modules) {
        missing.add(path.join('node_modules', name));
        continue;
      }
      /** @type {{ bin?: string | Record<string, string> }} */
      const installed = readJson(path.join(root, modules, name, 'package.json'));
      const commands =
        typeof installed.bin === 'string'
          ? [name.replace(/^@[^/]+\//, '')]
          : Object.keys(installed.bin ?? {});
      for (const command of commands) {
        const bin = path.join(modules, '.bin', command);
        if (!existsSync(path.join(root, bin))) missing.add(bin);
      }
    }
  }
  return [...missing].sort();
}

/**
 * node_modules of the root and of every workspace (npm nests a workspace's conflicting versions there).
 * @param {string} root
 */
function nodeModulesFolders(root) {
  const workspaces = manifestFiles(root)
    .filter((file) => file.endsWith('package.json'))
    .map((file) => path.dirname(file));
  return workspaces.map((dir) => path.join(root, dir, 'node_modules'));
}

/**
 * @param {string} root
 * @returns {InstallFacts}
 */
export function inspectInstall(root) {
  const hasNodeModules = existsSync(path.join(root, 'node_modules'));
  const markerFile = path.join(root, MARKER);
  /** @type {string | null} */
  let recordedHash = null;
  if (existsSync(markerFile)) {
    try {
      recordedHash = String(readJson(markerFile).hash ?? '') || null;
    } catch {
      recordedHash = null;
    }
  }
  return {
    hasNodeModules,
    recordedHash,
    currentHash: manifestHash(root),
    missing: hasNodeModules ? missingPackages(root) : [],
  };
}

/**
 * Pure: whether to run `npm install`, and why (printed to the user).
 * @param {InstallFacts} facts
 * @returns {InstallDecision}
 */
export function installDecision(facts) {
  if (!facts.hasNodeModules) return { install: true, clean: false, reason: 'node_modules is missing' };
  if (!facts.recordedHash) {
    // A tree killed half-way may hold half-written packages npm would not look at again: start from
    // nothing, as `npm ci` would.
    return {
      install: true,
      clean: true,
      reason:
        'no completed install is recorded; the last one may have stopped half-way, so node_modules is rebuilt',
    };
  }
  if (facts.recordedHash !== facts.currentHash) {
    return {
      install: true,
      clean: false,
      reason: 'package.json or package-lock.json changed since the last install',
    };
  }
  if (facts.missing.length > 0) {
    const shown = facts.missing.slice(0, 3).join(', ');
    const more = facts.missing.length > 3 ? ` and ${facts.missing.length - 3} more` : '';
    return { install: true, clean: false, reason: `missing from node_modules: ${shown}${more}` };
  }
  return { install: false, clean: false, reason: 'dependencies are installed' };
}

/** Settings that would make npm leave devDependencies out (npm reads npm_config_* case-insensitively). */
const OMITTING_SETTINGS = /^(NODE_ENV|npm_config_(omit|only|production|include|dev))$/i;

/**
 * Pure: the npm command that installs the locked tree with devDependencies. `--include=dev` wins over any
 * `omit` (npm's rule when both are given); the variables that ask to omit them are dropped as well.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ command: string, args: string[], env: NodeJS.ProcessEnv }}
 */
export function npmInstallInvocation(env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([key]) => !OMITTING_SETTINGS.test(key)));
  return { command: 'npm', args: ['install', '--include=dev', '--no-audit', '--no-fund'], env: cleaned };
}

/**
 * @callback Runner
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {number | null} exit status
 */

/**
 * npm answers Ctrl-C or SIGTERM by rolling the half-made tree back, which takes a while; this process waits
 * for it instead of dying first, so a command typed right after cannot race that clean-up.
 * @type {Runner}
 */
const runInherited = (command, args, options) => {
  const waitForNpm = () => {};
  process.on('SIGINT', waitForNpm);
  process.on('SIGTERM', waitForNpm);
  try {
    return spawnSync(command, args, { ...options, stdio: 'inherit' }).status;
  } finally {
    process.off('SIGINT', waitForNpm);
    process.off('SIGTERM', waitForNpm);
  }
};

export class InstallError extends Error {}

/**
 * Installs when needed; the marker is removed before npm starts and written only once the tree is complete,
 * so an install that is interrupted is redone from an empty node_modules by the next call.
 * @param {string} root
 * @param {{ run?: Runner, log?: (line: string) => void, env?: NodeJS.ProcessEnv }} [options]
 * @returns {boolean} whether an install ran
 */
export function ensureInstall(root, { run = runInherited, log = console.info, env = process.env } = {}) {
  const decision = installDecision(inspectInstall(root));
  if (!decision.install) return false;
  log(`Installing dependencies (${decision.reason})…`);
  rmSync(path.join(root, MARKER), { force: true });
  if (decision.clean) {
    for (const folder of nodeModulesFolders(root)) rmSync(folder, { recursive: true, force: true });
  }
  const invocation = npmInstallInvocation(env);
  const status = run(invocation.command, invocation.args, { cwd: root, env: invocation.env });
  if (status !== 0)
    throw new InstallError(`npm install failed (exit ${status}); run the command again to retry.`);
  const after = inspectInstall(root);
  if (after.missing.length > 0) {
    throw new InstallError(`npm install finished but left out: ${after.missing.slice(0, 5).join(', ')}`);
  }
  writeFileSync(path.join(root, MARKER), `${JSON.stringify({ hash: after.currentHash }, null, 2)}\n`);
  return true;
}

/**
 * For the scripts: install or explain why not, and stop the process on failure.
 * @param {string} root
 */
export function ensureInstallOrExit(root) {
  try {
    return ensureInstall(root);
  } catch (error) {
    if (!(error instanceof InstallError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const installed = ensureInstallOrExit(root);
  console.info(installed ? 'Dependencies installed.' : 'Dependencies are already installed.');
}
