import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ensureInstall,
  InstallError,
  type InstallFacts,
  inspectInstall,
  installDecision,
  MARKER,
  npmInstallInvocation,
} from './ensure-install.mjs';

const complete: InstallFacts = { hasNodeModules: true, recordedHash: 'abc', currentHash: 'abc', missing: [] };

describe('installDecision', () => {
  it('installs when node_modules is missing', () => {
    expect(installDecision({ ...complete, hasNodeModules: false, recordedHash: null })).toEqual({
      install: true,
      clean: false,
      reason: 'node_modules is missing',
    });
  });

  it('reinstalls from an empty node_modules when no completed install is recorded (one that stopped half-way)', () => {
    const decision = installDecision({ ...complete, recordedHash: null });
    expect(decision.install).toBe(true);
    expect(decision.clean).toBe(true);
    expect(decision.reason).toMatch(/stopped half-way/);
  });

  it('reinstalls when package.json or the lockfile changed since the recorded install', () => {
    const decision = installDecision({ ...complete, recordedHash: 'older' });
    expect(decision).toEqual({
      install: true,
      clean: false,
      reason: 'package.json or package-lock.json changed since the last install',
    });
  });

  it('reinstalls when a package of a recorded install has gone', () => {
    const decision = installDecision({ ...complete, missing: ['node_modules/@tailwindcss/vite'] });
    expect(decision).toEqual({
      install: true,
      clean: false,
      reason: 'missing from node_modules: node_modules/@tailwindcss/vite',
    });
  });

  it('does nothing when the install is complete', () => {
    expect(installDecision(complete).install).toBe(false);
  });
});

describe('npmInstallInvocation', () => {
  it('includes devDependencies even when NODE_ENV=production or npm is told to omit them', () => {
    const invocation = npmInstallInvocation({
      NODE_ENV: 'production',
      npm_config_omit: 'dev',
      NPM_CONFIG_PRODUCTION: 'true',
      PATH: '/usr/bin',
    });
    expect(invocation.command).toBe('npm');
    expect(invocation.args).toEqual(['install', '--include=dev', '--no-audit', '--no-fund']);
    expect(invocation.env).toEqual({ PATH: '/usr/bin' });
  });
});

// A miniature project: one workspace with a devDependency that provides a command, and a plain library.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(file: string, content: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

function project(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ensure-install-'));
  roots.push(root);
  write(path.join(root, 'package.json'), { workspaces: ['apps/web'], devDependencies: { tool: '1.0.0' } });
  write(path.join(root, 'apps/web/package.json'), { dependencies: { lib: '1.0.0' } });
  write(path.join(root, 'package-lock.json'), { lockfileVersion: 3 });
  return root;
}

/** What a finished `npm install` leaves behind in the miniature project. */
function installTree(root: string) {
  write(path.join(root, 'node_modules/tool/package.json'), { name: 'tool', bin: { tool: 'cli.js' } });
  write(path.join(root, 'node_modules/.bin/tool'), '#!/bin/sh\n');
  write(path.join(root, 'node_modules/lib/package.json'), { name: 'lib' });
  write(path.join(root, 'node_modules/.package-lock.json'), {
    packages: { '': {}, 'node_modules/tool': {}, 'node_modules/lib': {} },
  });
}

function recordingRunner(effect: (root: string) => number) {
  const calls: { command: string; args: string[]; env: NodeJS.ProcessEnv }[] = [];
  const run = (command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) => {
    calls.push({ command, args, env: options.env });
    return effect(options.cwd);
  };
  return { calls, run };
}

const quiet = () => {};

describe('ensureInstall on a project folder', () => {
  it('installs a fresh clone with devDependencies under NODE_ENV=production and records it', () => {
    const root = project();
    const npm = recordingRunner((cwd) => {
      installTree(cwd);
      return 0;
    });
    expect(ensureInstall(root, { run: npm.run, log: quiet, env: { NODE_ENV: 'production' } })).toBe(true);
    expect(npm.calls).toHaveLength(1);
    expect(npm.calls[0]?.args).toContain('--include=dev');
    expect(npm.calls[0]?.env.NODE_ENV).toBeUndefined();
    expect(JSON.parse(readFileSync(path.join(root, MARKER), 'utf8')).hash).toBe(
      inspectInstall(root).currentHash,
    );
  });

  it('runs nothing when the recorded install is complete', () => {
    const root = project();
    const npm = recordingRunner((cwd) => {
      installTree(cwd);
      return 0;
    });
    ensureInstall(root, { run: npm.run, log: quiet, env: {} });
    expect(ensureInstall(root, { run: npm.run, log: quiet, env: {} })).toBe(false);
    expect(npm.calls).toHaveLength(1);
  });

  it('an interrupted install leaves no marker, and the next call installs again from an empty node_modules', () => {
    const root = project();
    const interrupted = recordingRunner((cwd) => {
      write(path.join(cwd, 'node_modules/lib/package.json'), { name: 'lib' });
      write(path.join(cwd, 'node_modules/half-extracted/index.js'), '');
      write(path.join(cwd, 'apps/web/node_modules/nested/index.js'), '');
      return 130;
    });
    expect(() => ensureInstall(root, { run: interrupted.run, log: quiet, env: {} })).toThrow(InstallError);
    expect(existsSync(path.join(root, MARKER))).toBe(false);
    expect(installDecision(inspectInstall(root)).install).toBe(true);

    const startedEmpty: boolean[] = [];
    const npm = recordingRunner((cwd) => {
      const leftovers = ['node_modules', 'apps/web/node_modules'].filter((dir) =>
        existsSync(path.join(cwd, dir)),
      );
      startedEmpty.push(leftovers.length === 0);
      installTree(cwd);
      return 0;
    });
    expect(ensureInstall(root, { run: npm.run, log: quiet, env: {} })).toBe(true);
    expect(startedEmpty).toEqual([true]);
    expect(existsSync(path.join(root, 'node_modules/half-extracted'))).toBe(false);
  });

  it('repairs a recorded install whose package folder or command was deleted, even after an interrupted repair', () => {
    const root = project();
    const npm = recordingRunner((cwd) => {
      installTree(cwd);
      return 0;
    });
    ensureInstall(root, { run: npm.run, log: quiet, env: {} });

    rmSync(path.join(root, 'node_modules/lib'), { recursive: true });
    expect(inspectInstall(root).missing).toEqual(['node_modules/lib']);
    expect(installDecision(inspectInstall(root)).clean).toBe(false);
    rmSync(path.join(root, 'node_modules/.bin/tool'));
    expect(inspectInstall(root).missing).toContain(path.join('node_modules', '.bin', 'tool'));
    const interrupted = recordingRunner(() => 130);
    expect(() => ensureInstall(root, { run: interrupted.run, log: quiet, env: {} })).toThrow(InstallError);
    expect(existsSync(path.join(root, MARKER))).toBe(false);

    expect(ensureInstall(root, { run: npm.run, log: quiet, env: {} })).toBe(true);
    expect(npm.calls).toHaveLength(2);
    expect(inspectInstall(root).missing).toEqual([]);
  });

  it('reinstalls after the lockfile changes', () => {
    const root = project();
    const npm = recordingRunner((cwd) => {
      installTree(cwd);
      return 0;
    });
    ensureInstall(root, { run: npm.run, log: quiet, env: {} });
    write(path.join(root, 'package-lock.json'), { lockfileVersion: 3, packages: { 'node_modules/lib': {} } });
    expect(ensureInstall(root, { run: npm.run, log: quiet, env: {} })).toBe(true);
    expect(npm.calls).toHaveLength(2);
  });

  it('refuses to record an install that npm reports done but left packages out', () => {
    const root = project();
    const npm = recordingRunner((cwd) => {
      installTree(cwd);
      rmSync(path.join(cwd, 'node_modules/tool'), { recursive: true });
      return 0;
    });
    expect(() => ensureInstall(root, { run: npm.run, log: quiet, env: {} })).toThrow(
      /left out: node_modules\/tool/,
    );
    expect(existsSync(path.join(root, MARKER))).toBe(false);
  });
});
