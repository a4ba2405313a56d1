import { CheckoutStarted, WebhookReceived } from '@competencyhub/domain/schemas/payments';
import { InvoiceParams } from '@competencyhub/domain/schemas/subscription';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { receiveWebhook, startInvoiceCheckout } from './payments.ts';

/** The webhook's body as received: the signature is over these exact bytes. */
class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/** Paying an invoice by card, and the provider's webhook (decision 0040). */
export function paymentRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.post(
    '/api/v1/subscription/invoices/:invoiceId/checkout',
    'administer_company',
    { params: InvoiceParams, response: CheckoutStarted },
    ({ viewer, params, req }) => startInvoiceCheckout(services, viewer, params.invoiceId, req),
  );

  // Its own scope: only this route reads JSON as raw bytes (no parsing before the signature holds).
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, new RawBody(body as Buffer)),
    );
    routes(scope, services).publicPost(
      '/api/v1/billing/stripe/webhook',
      { response: WebhookReceived },
      ({ req }) => {
        const body = req.body instanceof RawBody ? req.body.bytes : Buffer.alloc(0);
        const signature = req.headers['stripe-signature'];
        return receiveWebhook(services, body, typeof signature === 'string' ? signature : undefined, req);
      },
    );
  });
}
