// Signed-in users reading and saving through the cluster's front door, counting every answer that is
// not the expected one. Used by the rolling-restart test: a restart users notice shows up here as a
// failed request (a 502/503 from nginx, a reset connection, a 5xx from a process going away).
import http from 'node:http';

export const DEMO_PASSWORD = 'Demo-pass-2026';

/** Demo people who can each read their dashboard and save their own name. */
export const LOAD_USERS = ['employee@acme.test', 'manager@acme.test', 'learning@acme.test', 'it@acme.test'];

/**
 * One HTTP request on a connection of its own (no agent pooling: a pooled connection to nginx is not
 * what a browser tab has, and a failure must be this request's own).
 * @param {string} baseUrl
 * @param {{ method?: string, path: string, headers?: Record<string, string>, body?: string | Buffer,
 *   timeoutMs?: number }} request
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>}
 */
export function send(baseUrl, { method = 'GET', path, headers = {}, body, timeoutMs = 30_000 }) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent: false,
        headers: {
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Signs a demo user in; returns the Cookie header of the session.
 * @param {string} baseUrl where to sign in (nginx, or one process directly)
 * @param {string} email
 * @param {string} [origin] the Origin the server trusts (BASE_URL); defaults to baseUrl
 */
export async function signIn(baseUrl, email, origin = baseUrl) {
  const res = await send(baseUrl, {
    method: 'POST',
    path: '/api/v1/auth/sign-in',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${res.body}`);
  const cookies = [res.headers['set-cookie'] ?? []].flat();
  const session = cookies
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('better-auth.session_token='));
  if (!session) throw new Error(`sign-in of ${email} set no session cookie`);
  return session;
}

/**
 * What a signed-in user does, in proportion: dashboards and profile reads, and a save of one's own name
 * (a write that must not be lost or sent twice).
 * @param {string} cookie
 * @param {string} origin
 * @param {number} n the how-many-th action of this user (makes each save's value unique)
 * @param {string} name the user's own name (saved with a counter)
 * @param {boolean} writer whether this loop saves (one loop per user does, so the last save it saw
 *   acknowledged is the value the database must hold)
 */
function nextAction(cookie, origin, n, name, writer) {
  const read = (/** @type {string} */ path) => ({
    method: 'GET',
    path,
    headers: { cookie },
    body: /** @type {string | undefined} */ (undefined),
    expect: 200,
  });
  switch (n % 5) {
    case 0:
      return read('/api/v1/me');
    case 1:
      return read('/api/v1/me/profile');
    case 2:
      return read('/api/v1/assessments/me');
    case 3:
      return read('/api/v1/me/sessions');
    default:
      if (!writer) return read('/api/v1/me');
      return {
        method: 'PATCH',
        path: '/api/v1/me/profile',
        headers: { cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: `${name} ${n}` }),
        expect: 200,
      };
  }
}

/**
 * @typedef {{ method: string, path: string, status: number, error?: string, at: number }} Failure
 * @typedef {{ total: number, writes: number, failures: Failure[], requestIds: string[],
 *   lastSaved: Map<string, string>, stop: () => Promise<void> }} Load
 */

/**
 * Starts `perUser` loops per signed-in user against baseUrl until stop() is called.
 * @param {{ baseUrl: string, users: Array<{ email: string, cookie: string, name: string }>, perUser?: number,
 *   origin?: string }} options
 * @returns {Load}
 */
export function startMixedLoad({ baseUrl, users, perUser = 2, origin = baseUrl }) {
  let running = true;
  const started = Date.now();
  /** @type {Load} */
  const load = {
    total: 0,
    writes: 0,
    failures: [],
    requestIds: [],
    lastSaved: new Map(),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
  let counter = 0;
  /** @param {{ email: string, cookie: string, name: string }} user @param {boolean} writer */
  const loop = async (user, writer) => {
    while (running) {
      const n = counter++;
      const action = nextAction(user.cookie, origin, n, user.name, writer);
      try {
        const res = await send(baseUrl, action);
        load.total++;
        const id = res.headers['x-request-id'];
        if (typeof id === 'string') load.requestIds.push(id);
        if (res.status !== action.expect) {
          load.failures.push({
            method: action.method,
            path: action.path,
            status: res.status,
            error: res.body.slice(0, 200),
            at: Date.now() - started,
          });
        } else if (action.method === 'PATCH') {
          load.writes++;
          load.lastSaved.set(user.email, JSON.parse(action.body ?? '{}').fullName);
        }
      } catch (error) {
        load.total++;
        load.failures.push({
          method: action.method,
          path: action.path,
          status: 0,
          error: /** @type {Error} */ (error).message,
          at: Date.now() - started,
        });
      }
    }
  };
  const loops = users.flatMap((user) => Array.from({ length: perUser }, (_x, i) => loop(user, i === 0)));
  return load;
}
