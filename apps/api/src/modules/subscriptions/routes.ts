import {
  AddOnParams,
  ChangePlanInput,
  CompanyIdParams,
  GrantCreditsInput,
  Invoice,
  InvoiceList,
  InvoiceParams,
  OpenInvoiceList,
  PlatformSubscriptions,
  PurchaseAddOnInput,
  SetCompanyPlanInput,
  Subscription,
} from '@competencyhub/domain/schemas/subscription';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import { changePlan } from './change-plan.ts';
import { listInvoices } from './list-invoices.ts';
import {
  grantCredits,
  listOpenInvoices,
  listPlatformSubscriptions,
  markInvoicePaid,
  setCompanyPlan,
} from './platform.ts';
import { purchaseAddOn } from './purchase-add-on.ts';
import { getInvoice } from './read-invoice.ts';
import { getSubscription } from './read-subscription.ts';
import { removeAddOn } from './remove-add-on.ts';

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

  // The system owner's view of every company (`/system-admin`, Subscriptions tab).
  r.get('/api/v1/platform/subscriptions', 'operate_platform', { response: PlatformSubscriptions }, () =>
    listPlatformSubscriptions(services),
  );
  r.post(
    '/api/v1/platform/subscriptions/:companyId/plan',
    'operate_platform',
    { params: CompanyIdParams, body: SetCompanyPlanInput, response: Subscription },
    ({ viewer, params, body, req }) => setCompanyPlan(services, viewer, params.companyId, body, req),
  );
  r.post(
    '/api/v1/platform/subscriptions/:companyId/credits',
    'operate_platform',
    { params: CompanyIdParams, body: GrantCreditsInput, response: Subscription },
    ({ viewer, params, body, req }) => grantCredits(services, viewer, params.companyId, body, req),
  );
  r.get('/api/v1/platform/invoices', 'operate_platform', { response: OpenInvoiceList }, () =>
    listOpenInvoices(services),
  );
  r.post(
    '/api/v1/platform/invoices/:invoiceId/paid',
    'operate_platform',
    { params: InvoiceParams, response: OpenInvoiceList },
    ({ viewer, params, req }) => markInvoicePaid(services, viewer, params.invoiceId, req),
  );
}
