import type { Invoice } from '@competencyhub/domain/schemas/subscription';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/subscriptions.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { toInvoice } from './invoice-documents.ts';
import { lockedSubscription } from './renew-subscription.ts';

/** The company's billing history, as its account holder lists it. */

/** The company's invoices and credit notes, newest first. */
export function listInvoices(services: Services, viewer: Viewer): Promise<{ items: Invoice[] }> {
  const now = new Date();
  return withTenant(services.database, viewer.tenantId, async (tx) => {
    // Renewals due are written first, so the list is complete.
    await lockedSubscription(tx, viewer.tenantId, now);
    const rows = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.companyId, viewer.tenantId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.number));
    const lines = rows.length
      ? await tx
          .select()
          .from(invoiceLines)
          .where(
            and(
              eq(invoiceLines.companyId, viewer.tenantId),
              inArray(
                invoiceLines.invoiceId,
                rows.map((row) => row.id),
              ),
            ),
          )
      : [];
    return { items: rows.map((row) => toInvoice(row, lines)) };
  });
}
