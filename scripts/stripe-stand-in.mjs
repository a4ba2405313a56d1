#!/usr/bin/env node
/**
 * A local stand-in for the few Stripe endpoints CompetencyHub uses (decision 0040), for its tests:
 * `POST /v1/customers`, `POST /v1/checkout/sessions` (form-encoded, bearer key checked, idempotency
 * keys honoured, as Stripe does), and a hosted "payment page" at the session's `url` whose Pay button
 * sends a real `checkout.session.completed` event, signed with the webhook secret by the official
 * `stripe` package, to the server's webhook, then returns the browser to the `success_url`.
 * It is not used by the product.
 *
 *   node scripts/stripe-stand-in.mjs port apiKey webhookSecret webhookUrl
 */
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';

/** `a[b][0][c]=1` → `{a: {b: [{c: '1'}]}}`, as Stripe reads its form-encoded bodies. */
function parseForm(body) {
  const root = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
      node = node[part];
    });
  }
  return root;
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * @param {{ port?: number, apiKey?: string, webhookSecret?: string, webhookUrl?: string }} [options]
 */
export async function startStripeStandIn(options = {}) {
  const apiKey = options.apiKey ?? 'sk_test_standin';
  const webhookSecret = options.webhookSecret ?? 'whsec_standin';
  const signer = new Stripe(apiKey);
  const customers = [];
  const sessions = new Map();
  const deliveries = [];
  const idempotent = new Map();
  let counter = 0;
  let base = '';

  async function deliver(session) {
    const event = {
      id: `evt_standin_${++counter}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type: 'checkout.session.completed',
      data: { object: session },
    };
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    let status = 0;
    if (options.webhookUrl) {
      const res = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
      });
      status = res.status;
    }
    deliveries.push({ event, payload, header, status });
    return { event, payload, header, status };
  }

  function pay(sessionId) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { payment_status: 'paid', status: 'complete' });
    return deliver(session);
  }

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', base);
      const json = (status, payload) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      try {
        if (url.pathname.startsWith('/v1/')) {
          if (req.headers.authorization !== `Bearer ${apiKey}`) {
            return json(401, {
              error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
            });
          }
          const key = req.headers['idempotency-key'];
          if (key && idempotent.has(key)) return json(200, idempotent.get(key));
          const form = parseForm(body);
          let answer;
          if (req.method === 'POST' && url.pathname === '/v1/customers') {
            answer = {
              id: `cus_standin_${++counter}`,
              object: 'customer',
              name: form.name ?? null,
              email: form.email ?? null,
              metadata: form.metadata ?? {},
            };
            customers.push(answer);
          } else if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
            const items = form.line_items ?? [];
            const amount = items.reduce(
              (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
              0,
            );
            const id = `cs_test_standin_${++counter}`;
            answer = {
              id,
              object: 'checkout.session',
              mode: form.mode,
              customer: form.customer ?? null,
              client_reference_id: form.client_reference_id ?? null,
              metadata: form.metadata ?? {},
              amount_total: amount,
              currency: items[0]?.price_data?.currency ?? 'usd',
              line_items_sent: items,
              payment_status: 'unpaid',
              status: 'open',
              success_url: form.success_url,
              cancel_url: form.cancel_url,
              url: `${base}/c/pay/${id}`,
            };
            sessions.set(id, answer);
          } else {
            return json(404, {
              error: {
                type: 'invalid_request_error',
                message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
              },
            });
          }
          if (key) idempotent.set(key, answer);
          return json(200, answer);
        }
        const paying = url.pathname.match(/^\/c\/pay\/([\w-]+)$/);
        const session = paying ? sessions.get(paying[1]) : undefined;
        if (session && req.method === 'GET') {
          const amount = (session.amount_total / 100).toFixed(2);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stand-in checkout</title></head>
<body><main><h1>Stand-in checkout</h1><p>Pay ${escapeHtml(session.currency.toUpperCase())} ${amount} for ${escapeHtml(session.line_items_sent[0]?.price_data?.product_data?.name ?? '')}</p>
<form method="post"><button type="submit">Pay</button></form><p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`);
        }
        if (session && req.method === 'POST') {
          await pay(session.id);
          res.writeHead(303, { location: session.success_url });
          return res.end();
        }
        json(404, { error: { message: 'Not found' } });
      } catch (error) {
        json(500, { error: { message: String(error) } });
      }
    });
  });
  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    port,
    apiKey,
    webhookSecret,
    customers,
    sessions,
    deliveries,
    pay,
    /** Signs any payload as Stripe would, for tests that craft their own events. */
    sign: (payload, timestamp) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp }),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, apiKey, webhookSecret, webhookUrl] = process.argv.slice(2);
  const standIn = await startStripeStandIn({ port: Number(port ?? 4592), apiKey, webhookSecret, webhookUrl });
  console.info(`stripe-stand-in listening on ${standIn.url}`);
}
