import { z } from 'zod';
import { Email, Id, Password, PersonName, RoleSchema } from './common.ts';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;

export const Invitation = z.object({
  id: Id,
  email: z.string(),
  role: RoleSchema,
  status: z.enum(INVITATION_STATUSES),
  invitedByName: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

export const InvitationList = z.object({ items: z.array(Invitation) });

export const CreateInvitationInput = z.object({ email: Email, role: RoleSchema });
export type CreateInvitationInput = z.infer<typeof CreateInvitationInput>;

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
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/** A new account gives a name and password; a signed-in invitee sends an empty body. */
export const AcceptInvitationInput = z.object({
  fullName: PersonName.optional(),
  password: Password.optional(),
});
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;
