#!/usr/bin/env node
/**
 * A local stand-in for an OpenAI-compatible endpoint (`POST {base}/chat/completions`), for the tests
 * of the internal AI: it checks the bearer key and the model as a real endpoint does, answers in the
 * chat-completion format, and counts what it was asked. It is not used by the product.
 *
 *   node scripts/openai-stand-in.mjs [port] [apiKey] [model]
 *
 * prints `openai-stand-in listening on http://127.0.0.1:{port}/v1` when ready.
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/**
 * @param {{ port?: number, apiKey?: string, model?: string, delayMs?: number, redirectTo?: string }} [options]
 * `redirectTo`: every request is answered 307 to this address (for the redirect checks).
 */
export async function startOpenAiStandIn(options = {}) {
  const apiKey = options.apiKey ?? 'sk-stand-in-key';
  const model = options.model ?? 'stand-in-model';
  /** @type {Array<{ method: string | undefined, url: string | undefined, authorization: string | null, body: string }>} */
  const requests = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization ?? null,
        body,
      });
      const send = (/** @type {number} */ status, /** @type {unknown} */ payload) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (options.redirectTo) {
        res.writeHead(307, { location: options.redirectTo });
        res.end();
        return;
      }
      if (req.method !== 'POST' || !/\/chat\/completions$/.test(req.url ?? '')) {
        return send(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
      }
      if (req.headers.authorization !== `Bearer ${apiKey}`) {
        return send(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      }
      let parsed;
      try {
        parsed = JSON.parse(body);
      } catch {
        return send(400, { error: { message: 'Invalid JSON', type: 'invalid_request_error' } });
      }
      if (parsed.model !== model) {
        return send(404, {
          error: { message: `The model '${parsed.model}' does not exist`, type: 'invalid_request_error' },
        });
      }
      const question = [...(parsed.messages ?? [])].reverse().find((m) => m.role === 'user')?.content ?? '';
      // A question that asks for it gets the error an overloaded endpoint gives.
      if (/FAIL_UPSTREAM/.test(question)) {
        return send(500, { error: { message: 'The server had an error', type: 'server_error' } });
      }
      const grounded = (parsed.messages ?? []).some(
        (/** @type {{ role: string, content: string }} */ m) =>
          m.role === 'system' && /Passages:/.test(m.content),
      );
      // The competency generator asks for JSON with one description per level of the scale.
      const generator = (parsed.messages ?? []).find(
        (/** @type {{ role: string, content: string }} */ m) =>
          m.role === 'system' && /Return only JSON/.test(m.content),
      );
      const levelCount = Number(/exactly (\d+) strings/.exec(generator?.content ?? '')?.[1] ?? 0);
      const competency = /Competency: (.+)/.exec(question)?.[1] ?? '';
      const generated = /BAD_JSON/.test(question)
        ? 'Sure! Here is a competency for you.'
        : JSON.stringify({
            description: `Stand-in description of ${competency}.`,
            levels: Array.from({ length: levelCount }, (_, i) => `Stand-in level ${i + 1} of ${competency}.`),
          });
      const content = generator
        ? generated
        : /single word OK/.test(question)
          ? 'OK'
          : grounded
            ? `**Stand-in answer** from the passages [1]: ${question}`
            : `Stand-in answer to: ${question}`;
      if (parsed.stream) {
        // Server-sent events, a few words at a time, as OpenAI-compatible servers stream.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const pieces = content.match(/\S+\s*/g) ?? [content];
        let index = 0;
        const next = () => {
          if (index < pieces.length) {
            const chunk = {
              id: `chatcmpl-${requests.length}`,
              object: 'chat.completion.chunk',
              model,
              choices: [{ index: 0, delta: { content: pieces[index] }, finish_reason: null }],
            };
            res.write(`data: ${JSON.stringify(chunk)}\n\n`);
            index += 1;
            setTimeout(next, options.delayMs ?? 5);
          } else {
            res.end('data: [DONE]\n\n');
          }
        };
        next();
        return;
      }
      setTimeout(
        () =>
          send(200, {
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 8, completion_tokens: 1, total_tokens: 9 },
          }),
        options.delayMs ?? 0,
      );
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    apiKey,
    model,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, apiKey, model] = process.argv.slice(2);
  const standIn = await startOpenAiStandIn({ port: Number(port ?? 4590), apiKey, model });
  console.info(`openai-stand-in listening on ${standIn.url}`);
}
