import {
  AddOnParams,
  ChangePlanInput,
  Invoice,
  InvoiceList,
  InvoiceParams,
  PurchaseAddOnInput,
  Subscription,
} from '@competencyhub/domain/schemas/subscription';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import {
  cancelSubscription,
  changePlan,
  getInvoice,
  getSubscription,
  listInvoices,
  purchaseAddOn,
  removeAddOn,
} from './subscription.ts';

/**
 * The subscription of the company the viewer acts on (`/subscription`): account holders and
 * platform staff ('administer_company'); everyone else → 403.
 */
export function subscriptionRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  r.get('/api/v1/subscription', 'administer_company', { response: Subscription }, ({ viewer }) =>
    getSubscription(services, viewer),
  );
  r.post(
    '/api/v1/subscription/plan',
    'administer_company',
    { body: ChangePlanInput, response: Subscription },
    ({ viewer, body, req }) => changePlan(services, viewer, body, req),
  );
  r.post(
    '/api/v1/subscription/add-ons',
    'administer_company',
    { body: PurchaseAddOnInput, response: Subscription, status: 201 },
    ({ viewer, body, req }) => purchaseAddOn(services, viewer, body, req),
  );
  r.delete(
    '/api/v1/subscription/add-ons/:addOnRowId',
    'administer_company',
    { params: AddOnParams, response: Subscription },
    ({ viewer, params, req }) => removeAddOn(services, viewer, params.addOnRowId, req),
  );
  r.post('/api/v1/subscription/cancel', 'administer_company', { response: Subscription }, ({ viewer, req }) =>
    cancelSubscription(services, viewer, req),
  );
  r.get('/api/v1/subscription/invoices', 'administer_company', { response: InvoiceList }, ({ viewer }) =>
    listInvoices(services, viewer),
  );
  r.get(
    '/api/v1/subscription/invoices/:invoiceId',
    'administer_company',
    { params: InvoiceParams, response: Invoice },
    ({ viewer, params }) => getInvoice(services, viewer, params.invoiceId),
  );
}
