import type { RoleRequest } from '@competencyhub/domain/schemas/it-admin-roles';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/migrate.ts';

/** A role request as read with its person (same company, so the tenant policy allows the join). */
export interface RoleRequestRow {
  id: string;
  person_id: string;
  person_name: string;
  person_email: string;
  person_role: string;
  role: string;
  from_role: string;
  reason: string;
  status: string;
  requested_by: string;
  requested_by_name: string;
  requested_by_email: string;
  decided_by: string | null;
  decided_by_name: string | null;
  decision_note: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function selectRoleRequests(tx: Tx, companyId: string, tail: SQL): Promise<RoleRequestRow[]> {
  return tx
    .execute(sql`
      select r.id, r.role, r.from_role, r.reason, r.status, r.requested_by, r.requested_by_name,
        r.requested_by_email, r.decided_by, r.decided_by_name, r.decision_note, r.created_at, r.decided_at,
        p.id as person_id, p.full_name as person_name, p.email as person_email, p.role as person_role
      from role_requests r
      join profiles p on p.company_id = r.company_id and p.id = r.person_id
      where r.company_id = ${companyId} ${tail}`)
    .then((result) => rowsOf<RoleRequestRow>(result));
}

export function toRoleRequest(row: RoleRequestRow): RoleRequest {
  return {
    id: row.id,
    person: { id: row.person_id, fullName: row.person_name, email: row.person_email },
    fromRole: row.from_role as RoleRequest['fromRole'],
    role: row.role as RoleRequest['role'],
    reason: row.reason,
    status: row.status as RoleRequest['status'],
    requestedBy: { id: row.requested_by, fullName: row.requested_by_name },
    requestedAt: iso(row.created_at),
    decidedBy:
      row.decided_by && row.decided_by_name ? { id: row.decided_by, fullName: row.decided_by_name } : null,
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    decisionNote: row.decision_note,
  };
}

/** One request of the company, locked for a decision; another company's id is simply not there. */
export async function lockRoleRequest(tx: Tx, companyId: string, id: string): Promise<RoleRequestRow | null> {
  const [row] = await selectRoleRequests(tx, companyId, sql`and r.id = ${id} for update of r`);
  return row ?? null;
}
