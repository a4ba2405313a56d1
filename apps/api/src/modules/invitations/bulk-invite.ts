import { INVITATION_TTL_MS, SYSTEM_OWNER_COMPANY_ID } from '@competencyhub/domain/constants';
import { canGrantRole, type Role } from '@competencyhub/domain/roles';
import {
  type BulkInviteInput,
  type BulkInviteResult,
  BulkInviteRow,
} from '@competencyhub/domain/schemas/invitations';
import type { FastifyRequest } from 'fastify';
import { withTenant } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { findCompany } from '../companies/repo.ts';
import { withInvitationBudget } from './invitation-budget.ts';
import { INVITEE_MESSAGES, invitationMessage } from './invitations.ts';
import { effectiveStatus, existingInvitees, expireLapsed, toInvitation } from './repo.ts';
import { newInvitationToken } from './token.ts';

export const BULK_MESSAGES = {
  duplicate: 'This e-mail appears more than once in the file',
} as const;

interface CheckedRow {
  row: number;
  email: string;
  role: Role;
  fullName?: string | undefined;
}

/** Field errors keyed `rows.<row number in the file>.<field>`, in file order. */
class RowErrors {
  readonly errors: Record<string, string[]> = {};
  readonly rows = new Set<number>();
  add(row: number, field: string, message: string) {
    const key = `rows.${row}.${field}`;
    const messages = this.errors[key] ?? [];
    messages.push(message);
    this.errors[key] = messages;
    this.rows.add(row);
  }
}

/** Every row on its own: format, a role the actor may grant, and no e-mail twice in the file. */
function checkRows(viewer: Viewer, input: BulkInviteInput, report: RowErrors): CheckedRow[] {
  const systemOwnerCompany = viewer.tenantId === SYSTEM_OWNER_COMPANY_ID;
  const firstRowOf = new Map<string, number>();
  const checked: CheckedRow[] = [];
  input.rows.forEach((raw, index) => {
    // Row 1 is the header, so the first data row is row 2 unless the client says otherwise.
    const row = raw.row ?? index + 2;
    const email = BulkInviteRow.shape.email.safeParse(raw.email);
    const role = BulkInviteRow.shape.role.safeParse(raw.role);
    const fullName = BulkInviteRow.shape.fullName.safeParse(raw.fullName);
    if (!email.success)
      report.add(row, 'email', email.error.issues[0]?.message ?? 'Enter a valid e-mail address');
    if (!role.success) report.add(row, 'role', role.error.issues[0]?.message ?? 'Choose a valid role');
    else if (!canGrantRole(viewer.role, role.data, { systemOwnerCompany }))
      report.add(row, 'role', INVITEE_MESSAGES.role);
    if (!fullName.success) report.add(row, 'fullName', fullName.error.issues[0]?.message ?? 'Enter a name');
    if (email.success) {
      if (firstRowOf.has(email.data)) report.add(row, 'email', BULK_MESSAGES.duplicate);
      else firstRowOf.set(email.data, row);
    }
    if (email.success && role.success && fullName.success && !report.rows.has(row)) {
      checked.push({ row, email: email.data, role: role.data, fullName: fullName.data });
    }
  });
  return checked;
}

/**
 * Invites everyone in a file at once, or no one: every row is checked (format, role, repeats in
 * the file, already a member, already invited) and any problem answers 400 with every bad row by
 * its row number, having created nothing. Otherwise all invitations are created in one transaction.
 */
export async function bulkInvite(
  services: Services,
  viewer: Viewer,
  input: BulkInviteInput,
  req: FastifyRequest,
): Promise<BulkInviteResult> {
  const company = await findCompany(services.database.db, viewer.tenantId);
  if (!company) throw notFound('Company');
  const report = new RowErrors();
  const rows = checkRows(viewer, input, report);
  // Every row is an e-mail: the whole file is taken from the budget first, and given back if refused.
  const created = await withInvitationBudget(services, viewer, input.rows.length, () =>
    withTenant(services.database, viewer.tenantId, async (tx) => {
      const { members, invited } = await existingInvitees(
        tx,
        viewer.tenantId,
        rows.map((r) => r.email),
      );
      const waiting = new Set(invited.filter((r) => effectiveStatus(r) === 'pending').map((r) => r.email));
      for (const row of rows) {
        if (members.has(row.email)) report.add(row.row, 'email', INVITEE_MESSAGES.member);
        else if (waiting.has(row.email)) report.add(row.row, 'email', INVITEE_MESSAGES.invited);
      }
      if (report.rows.size > 0) {
        const count = report.rows.size;
        throw new AppError(
          'VALIDATION_FAILED',
          `No invitations were sent: ${count} ${count === 1 ? 'row needs' : 'rows need'} attention`,
          { errors: report.errors },
        );
      }
      await expireLapsed(tx, viewer.tenantId, invited);
      const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
      const tokens = rows.map(() => newInvitationToken());
      const inserted = await tx
        .insert(invitations)
        .values(
          rows.map((row, i) => ({
            companyId: viewer.tenantId,
            email: row.email,
            role: row.role,
            tokenHash: tokens[i]?.tokenHash ?? '',
            invitedBy: viewer.userId,
            expiresAt,
          })),
        )
        .returning();
      const byEmail = new Map(inserted.map((invitation) => [invitation.email, invitation]));
      for (const [i, row] of rows.entries()) {
        const invitation = byEmail.get(row.email);
        const token = tokens[i]?.token;
        if (!invitation || !token) throw new Error('bulk invitation insert returned too few rows');
        await writeAudit(tx, req, {
          action: 'invitation.created',
          companyId: viewer.tenantId,
          actorId: viewer.userId,
          actorEmail: viewer.email,
          targetType: 'invitation',
          targetId: invitation.id,
          details: { email: row.email, role: row.role, bulk: true, row: row.row },
        });
        await services.outbox.enqueue(invitationMessage(services, viewer, company.name, row, token), tx);
      }
      return inserted;
    }).catch((error: unknown) => {
      // Someone invited one of these e-mails a moment ago, between our check and our insert.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', INVITEE_MESSAGES.invited);
      throw error;
    }),
  );
  services.outbox.nudge();
  return { created: created.length, items: created.map((row) => toInvitation(row, viewer.fullName)) };
}
