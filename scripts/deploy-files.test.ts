// The production files (deploy/, Dockerfile) say the same thing everywhere: the same server entry, the
// same environment variables (each one the server knows), the same nginx site, the same health paths.
// Docker is not on the CI machine, so the image and compose file are checked here, not built.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EVIDENCE_MAX_BYTES } from '@competencyhub/domain/schemas/assessments';
import { CSV_IMPORT_MAX_MB } from '@competencyhub/domain/schemas/competencies';
import { HRIS_MAX_MB } from '@competencyhub/domain/schemas/hris-import-messages';
import { AVATAR_MAX_BYTES } from '@competencyhub/domain/schemas/my-profile';
import { describe, expect, it } from 'vitest';
import { HEALTH_PATH, NGINX_SITE, READY_PATH, renderNginxSite, root, SERVER_ENTRY } from './ops/cluster.mjs';

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const site = read('deploy/nginx/competencyhub.conf');
const dockerfile = read('Dockerfile');
const compose = read('deploy/compose.yaml');
const unit = read('deploy/systemd/competencyhub@.service');
const envExample = read('deploy/competencyhub.env.example');
const rollingRestart = read('deploy/rolling-restart.sh');
const NGINX = '/usr/sbin/nginx';

/** The variables the server reads (apps/api/src/config/env.ts), plus NODE_ENV. */
const knownVariables = new Set([
  'NODE_ENV',
  ...[...read('apps/api/src/config/env.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] ?? ''),
]);
const upstreamPorts = [...site.matchAll(/^ *server 127\.0\.0\.1:(\d+)/gm)].map((m) => Number(m[1]));
const SERVER_COMMAND = ['node', '--enable-source-maps', SERVER_ENTRY];
const MiB = 1024 * 1024;
/** The lines of the API that declare raw-upload routes (the body-limit test below). */
const UPLOAD_CALLS = 8;

/** The lines of the API's source (tests aside) that match. */
function grepApi(pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const line of readFileSync(full, 'utf8').split('\n')) {
          if (pattern.test(line) && !/^\s*(export )?function|^import/.test(line.trim()))
            found.push(`${full}: ${line.trim()}`);
        }
      }
    }
  };
  walk(path.join(root, 'apps/api/src'));
  return found;
}

describe('the nginx site', () => {
  it('is the template the cluster tests run: rendering it with its own ports changes only the listen lines', () => {
    expect(upstreamPorts).toEqual([3001, 3002]);
    const rendered = renderNginxSite({ listenPort: 80, upstreams: upstreamPorts.map((port) => ({ port })) });
    const withoutListen = (text: string) => text.replace(/^ *listen [^;]+;\n/gm, '');
    expect(withoutListen(rendered)).toBe(withoutListen(site));
    expect(rendered).toContain('listen 127.0.0.1:80;');
  });

  it('is what deploy/rolling-restart.sh edits: marking a port down and up again matches the cluster library', () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-site-'));
    try {
      const copy = path.join(work, 'site.conf');
      copyFileSync(NGINX_SITE, copy);
      const mark = (port: number, state: string) =>
        spawnSync('sh', [path.join(root, 'deploy/rolling-restart.sh'), 'mark', String(port), state], {
          env: { ...process.env, SITE: copy },
          encoding: 'utf8',
        });
      expect(mark(3001, 'down').status).toBe(0);
      expect(mark(3001, 'down').status).toBe(0); // twice: still one `down`
      const down = renderNginxSite({
        listenPort: 80,
        upstreams: [{ port: 3001, down: true }, { port: 3002 }],
        template: site,
      });
      const upstreamOf = (text: string) => text.match(/upstream competencyhub \{[^}]*\}/)?.[0];
      expect(upstreamOf(readFileSync(copy, 'utf8'))).toBe(upstreamOf(down));
      expect(mark(3001, 'up').status).toBe(0);
      expect(readFileSync(copy, 'utf8')).toBe(site);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync(NGINX))('is accepted by nginx -t as shipped', () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'competencyhub-nginx-t-'));
    try {
      const conf = path.join(work, 'nginx.conf');
      writeFileSync(
        conf,
        `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${NGINX_SITE};\n}\n`,
      );
      const test = spawnSync(NGINX, ['-t', '-q', '-p', work, '-c', conf], { encoding: 'utf8' });
      expect(test.stderr).toBe('');
      expect(test.status).toBe(0);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('takes at each address the largest body the API takes there, and every upload route is one of them', () => {
    const limitAt = (location: string) => {
      const block = site.slice(site.indexOf(`location ${location} {`));
      return block.match(/client_max_body_size (\d+)m;/)?.[1];
    };
    expect(site).toMatch(/^ {4}client_max_body_size 1m;$/m); // the app-wide 1 MiB JSON limit (app.ts)
    expect(read('apps/api/src/app.ts')).toContain('bodyLimit: 1024 * 1024,');
    expect(Number(limitAt('= /api/v1/organisation/hris-imports'))).toBe(HRIS_MAX_MB);
    expect(Number(limitAt('~ ^/api/v1/competency-frameworks/[^/]+/import$'))).toBe(CSV_IMPORT_MAX_MB);
    expect(Number(limitAt('= /api/v1/assessments/evidence')) * MiB).toBe(EVIDENCE_MAX_BYTES);
    const images = '~ ^/api/v1/(me/avatar|company/logo|system-images|system-images/[^/]+/file)$';
    expect(Number(limitAt(images)) * MiB).toBe(AVATAR_MAX_BYTES);
    // Every route that takes a raw upload (acceptRawUploads, imageUploadRoute[s]) has its location.
    const uploadPaths = [
      '/api/v1/organisation/hris-imports',
      '/api/v1/competency-frameworks/0f8e6a7c-1d2b-4c3a-9e8f-7a6b5c4d3e2f/import',
      '/api/v1/assessments/evidence',
      '/api/v1/me/avatar',
      '/api/v1/company/logo',
      '/api/v1/system-images',
      '/api/v1/system-images/0f8e6a7c-1d2b-4c3a-9e8f-7a6b5c4d3e2f/file',
    ];
    const locations = [...site.matchAll(/^ {4}location (=|~) (\S+) \{\n {8}client_max_body_size/gm)].map(
      (m) => (m[1] === '=' ? (p: string) => p === m[2] : (p: string) => new RegExp(String(m[2])).test(p)),
    );
    for (const upload of uploadPaths)
      expect(
        locations.some((matches) => matches(upload)),
        upload,
      ).toBe(true);
    const uploadRoutes = [...grepApi(/acceptRawUploads\(scope|imageUploadRoutes?\(/)];
    // Seven upload routes when this was written (and upload-body.ts calling itself twice): a new one
    // needs its nginx location above, then this count.
    expect(uploadRoutes.length).toBe(UPLOAD_CALLS);
  });

  it('forwards the address nginx saw (overwriting the client’s header) and never retries a sent POST', () => {
    expect(site).toMatch(/^ *proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    expect(site).not.toMatch(/\$proxy_add_x_forwarded_for/);
    expect(site).toMatch(/^ *proxy_next_upstream error timeout;$/m);
    expect(site).not.toMatch(/^ *proxy_next_upstream [^;]*non_idempotent/m);
    expect(site).not.toMatch(/^ *keepalive \d+;/m);
  });
});

describe('the container image and compose file', () => {
  it('run the server as deploy/ does', () => {
    const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(String(cmd))).toEqual(SERVER_COMMAND);
    const composeCommand = compose.match(/^ {2}command: (\[.*\])$/m)?.[1];
    expect(JSON.parse(String(composeCommand))).toEqual(SERVER_COMMAND);
    expect(unit).toContain(`ExecStart=/usr/bin/${SERVER_COMMAND.join(' ')}\n`);
  });

  it('build in stages and run as an unprivileged user, with a health check on liveness', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev/m);
    const users = [...dockerfile.matchAll(/^USER (\S+)$/gm)].map((m) => m[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toBe('root');
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\\\n.*'\/api\/v1\/health'/m);
    expect(dockerfile).toContain(`'${HEALTH_PATH}'`);
    expect(compose).toContain(`'${HEALTH_PATH}'`);
    expect(rollingRestart).toContain(`${READY_PATH}"`);
  });

  it('ship the same nginx site, with one API process per upstream port', () => {
    expect(compose).toContain('- ./nginx/competencyhub.conf:/etc/nginx/conf.d/default.conf:ro');
    const composePorts = [...compose.matchAll(/^ {6}PORT: "(\d+)"$/gm)].map((m) => Number(m[1]));
    expect(composePorts).toEqual(upstreamPorts);
    expect(compose).toMatch(/^ {2}network_mode: service:nginx$/m);
  });

  it('set only variables the server knows, and trust only the proxy on loopback', () => {
    const composeVariables = [
      ...(compose.match(/x-api-env: &api-env\n((?: {2}.*\n)+)/)?.[1] ?? '').matchAll(/^ {2}([A-Z_]+):/gm),
    ].map((m) => m[1]);
    const exampleVariables = [...envExample.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    const unitVariables = [...unit.matchAll(/^Environment=([A-Z_]+)=/gm)].map((m) => m[1]);
    for (const list of [composeVariables, exampleVariables, unitVariables]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.filter((name) => !knownVariables.has(String(name)))).toEqual([]);
    }
    // What the cluster tests give every process, an operator gives it too.
    for (const needed of ['DATABASE_URL', 'BASE_URL', 'AUTH_SECRET', 'TRUST_PROXY', 'NODE_ENV']) {
      expect(composeVariables).toContain(needed);
      expect(exampleVariables).toContain(needed);
    }
    expect(envExample).toMatch(/^TRUST_PROXY=loopback$/m);
    expect(compose).toMatch(/^ {2}TRUST_PROXY: loopback$/m);
    expect(read('scripts/ops/cluster.mjs')).toContain("TRUST_PROXY: 'loopback'");
  });
});
