/** One worker's own server and stand-ins (playwright.config.ts makes them, support.ts picks one). */
export interface E2eServer {
  baseURL: string;
  port: number;
  smtpPort: number;
  stripePort: number;
  dataDir: string;
  mailDir: string;
}

/** The servers of this run, from the environment playwright.config.ts set for itself and its workers. */
export function e2eServers(): E2eServer[] {
  const raw = process.env.E2E_SERVERS;
  if (!raw) throw new Error('E2E_SERVERS is not set: run the browser tests through playwright.config.ts.');
  return JSON.parse(raw) as E2eServer[];
}

/**
 * The server of the worker this code runs in. Playwright numbers its parallel workers 0..workers-1 in
 * TEST_PARALLEL_INDEX, and a worker that restarts after a failure keeps its number, so it keeps its server.
 */
export function serverOfThisWorker(): E2eServer {
  const servers = e2eServers();
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const server = servers[index % servers.length];
  if (!server) throw new Error('No browser-test server is configured.');
  return server;
}
