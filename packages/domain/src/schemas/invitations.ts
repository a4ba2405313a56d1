import { z } from 'zod';
import { Email, Id, PageQuery, Password, PersonName, RoleSchema, Timestamp } from './common.ts';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;

export const Invitation = z.object({
  id: Id,
  email: z.string(),
  role: RoleSchema,
  status: z.enum(INVITATION_STATUSES),
  invitedByName: z.string().nullable(),
  expiresAt: Timestamp,
  createdAt: Timestamp,
});
export type Invitation = z.infer<typeof Invitation>;

export const ListInvitationsQuery = PageQuery.extend({ status: z.enum(INVITATION_STATUSES).optional() });
export type ListInvitationsQuery = z.infer<typeof ListInvitationsQuery>;

export const InvitationPage = z.object({
  items: z.array(Invitation),
  nextCursor: z.string().nullable(),
  /** How many invitations match the filter over all pages. */
  total: z.number().int().min(0),
});
export type InvitationPage = z.infer<typeof InvitationPage>;

export const CreateInvitationInput = z.object({ email: Email, role: RoleSchema });
export type CreateInvitationInput = z.infer<typeof CreateInvitationInput>;

export const BULK_INVITE_MAX_ROWS = 500;

/** A blank cell in a file means "not given". */
const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** One row of a bulk invitation file, checked as strictly as a single invitation. */
export const BulkInviteRow = z.object({
  email: Email,
  role: RoleSchema,
  fullName: z.preprocess(blankAsMissing, PersonName.optional()),
});
export type BulkInviteRow = z.infer<typeof BulkInviteRow>;

/**
 * Rows as read from a CSV file. Only their shape is checked on arrival: the server checks each row
 * with BulkInviteRow and reports every bad one by `row`, its row number in the file (the header
 * is row 1), instead of stopping at the first.
 */
export const BulkInviteInput = z.object({
  rows: z
    .array(
      z.object({
        row: z.number().int().min(1).max(1_000_000).optional(),
        email: z.string(),
        role: z.string(),
        fullName: z.string().optional(),
      }),
    )
    .min(1, { error: 'The file has no rows to import' })
    .max(BULK_INVITE_MAX_ROWS, { error: `A file may have at most ${BULK_INVITE_MAX_ROWS} rows` }),
});
export type BulkInviteInput = z.infer<typeof BulkInviteInput>;

export const BulkInviteResult = z.object({ created: z.number().int().min(0), items: z.array(Invitation) });
export type BulkInviteResult = z.infer<typeof BulkInviteResult>;

/** The field errors of a refused bulk import are keyed `rows.<row number>.<field>`. */
export const BULK_ROW_ERROR_KEY = /^rows\.(\d+)\.(email|role|fullName|row)$/;

export const InvitationIdParams = z.object({ invitationId: Id });

/** The secret in an invitation e-mail's link: 32 random bytes, base64url. Only its hash is stored. */
export const InvitationToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This invitation link is not valid' });
export const InvitationTokenParams = z.object({ token: InvitationToken });

/** What the accept page may know about an invitation before the invitee has an account. */
export const InvitationPreview = z.object({
  email: z.string(),
  companyName: z.string(),
  role: RoleSchema,
  status: z.enum(INVITATION_STATUSES),
  accountExists: z.boolean(),
  /** The company's password minimum (IT Administration > Security), for a new account's hint. */
  passwordMinLength: z.int().min(1),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** A new account gives a name and password; a signed-in invitee sends an empty body. */
export const AcceptInvitationInput = z.object({
  fullName: PersonName.optional(),
  password: Password.optional(),
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;
