import { z } from 'zod';
import { PERMISSION_NAMES } from '../permissions.ts';
import { ROLES } from '../roles.ts';
import { Id, plainText, RoleSchema, Timestamp } from './common.ts';
import { ROLE_REQUEST_LIMITS, ROLE_REQUEST_MESSAGES } from './it-admin-roles-messages.ts';

/**
 * IT Administration > Roles (issue 24; decision 0073): the seven roles, what each may do (the
 * permission table's own entries, never a copy) and how many active people of the company hold each;
 * and role requests, which a company's IT administrator makes for a change they cannot make
 * themselves and an account holder (or platform staff managing the company) decides.
 */

export const RoleSummary = z.object({
  role: z.enum(ROLES),
  /** The permissions of `PERMISSIONS` this role has, in the table's order. */
  permissions: z.array(z.enum(PERMISSION_NAMES as [string, ...string[]])),
  /** Active people of the viewer's company who hold it. */
  holders: z.int().min(0),
});
export type RoleSummary = z.infer<typeof RoleSummary>;

export const RolesOverview = z.object({ roles: z.array(RoleSummary) });
export type RolesOverview = z.infer<typeof RolesOverview>;

export const ROLE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type RoleRequestStatus = (typeof ROLE_REQUEST_STATUSES)[number];

const PersonRef = z.object({ id: Id, fullName: z.string(), email: z.string() });
/** Who asked or decided, as they were named then (platform staff belong to another company). */
const ActorRef = z.object({ id: Id, fullName: z.string() });

export const RoleRequest = z.object({
  id: Id,
  person: PersonRef,
  /** The person's role when the request was made, and the one asked for. */
  fromRole: RoleSchema,
  role: RoleSchema,
  reason: z.string(),
  status: z.enum(ROLE_REQUEST_STATUSES),
  requestedBy: ActorRef,
  requestedAt: Timestamp,
  decidedBy: ActorRef.nullable(),
  decidedAt: Timestamp.nullable(),
  decisionNote: z.string().nullable(),
});
export type RoleRequest = z.infer<typeof RoleRequest>;

export const ListRoleRequestsQuery = z.object({
  offset: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(100_000).default(0),
  ),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(ROLE_REQUEST_LIMITS.maxPageSize).default(ROLE_REQUEST_LIMITS.pageSize),
  ),
});
export type ListRoleRequestsQuery = z.infer<typeof ListRoleRequestsQuery>;

/** Pending requests first (oldest waiting first), then decided ones, newest first. */
export const RoleRequestPage = z.object({
  items: z.array(RoleRequest),
  total: z.int().min(0),
  pending: z.int().min(0),
});
export type RoleRequestPage = z.infer<typeof RoleRequestPage>;

const Reason = plainText(
  z
    .string({ error: ROLE_REQUEST_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: ROLE_REQUEST_MESSAGES.reasonRequired })
    .max(ROLE_REQUEST_LIMITS.reasonChars, { error: ROLE_REQUEST_MESSAGES.reasonTooLong }),
);

export const CreateRoleRequestInput = z.object({ personId: Id, role: RoleSchema, reason: Reason });
export type CreateRoleRequestInput = z.infer<typeof CreateRoleRequestInput>;

export const DecideRoleRequestInput = z.object({
  note: plainText(
    z.string().trim().max(ROLE_REQUEST_LIMITS.noteChars, { error: ROLE_REQUEST_MESSAGES.noteTooLong }),
  )
    .optional()
    .transform((note) => (note ? note : null)),
});
export type DecideRoleRequestInput = z.infer<typeof DecideRoleRequestInput>;

export const RoleRequestParams = z.object({ roleRequestId: Id });
export type RoleRequestParams = z.infer<typeof RoleRequestParams>;
