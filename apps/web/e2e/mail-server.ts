/**
 * The e2e mailbox: a real SMTP server on 127.0.0.1 that writes every message it receives, raw, as
 * one file in MAIL_DIR. Started by playwright.config.ts as a web server before the API, so the API
 * can deliver from its first e-mail on; Playwright stops it at the end of the run.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_PORT);
const mailDir = process.env.MAIL_DIR;
if (!Number.isInteger(port) || port <= 0 || !mailDir) {
  console.error('mail-server: SMTP_PORT and MAIL_DIR must be set');
  process.exit(1);
}
mkdirSync(mailDir, { recursive: true });

let sequence = 0;

/** Names sort in arrival order; the file appears under its final name only once it is complete. */
function store(raw: Buffer): void {
  sequence += 1;
  const name = `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
  const partial = path.join(mailDir as string, `${name}.partial`);
  writeFileSync(partial, raw);
  renameSync(partial, path.join(mailDir as string, `${name}.eml`));
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  // A reverse DNS lookup of 127.0.0.1 would reach the network.
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', (error) => callback(error));
    stream.on('end', () => {
      try {
        store(Buffer.concat(chunks));
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    });
  },
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error('mail-server:', error.message);
  if (error.code === 'EADDRINUSE' || error.code === 'EACCES') process.exit(1);
});
server.listen(port, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
