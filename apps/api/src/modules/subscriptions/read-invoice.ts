import type { Invoice } from '@competencyhub/domain/schemas/subscription';
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/subscriptions.ts';
import { notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { toInvoice } from './invoice-documents.ts';

/** One invoice or credit note of the company, with its lines. */

export function getInvoice(services: Services, viewer: Viewer, invoiceId: string): Promise<Invoice> {
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, viewer.tenantId), eq(invoices.id, invoiceId)));
    if (!row) throw notFound('Invoice');
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.companyId, viewer.tenantId), eq(invoiceLines.invoiceId, invoiceId)));
    return toInvoice(row, lines);
  });
}
