import { z } from 'zod';
import { PROFILE_STATUSES } from '../account-status.ts';
import { Id, PageQuery, RoleSchema } from './common.ts';

export const ProfileStatusSchema = z.enum(PROFILE_STATUSES);

export const Profile = z.object({
  id: Id,
  email: z.string(),
  fullName: z.string(),
  role: RoleSchema,
  status: ProfileStatusSchema,
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  companyId: Id,
  avatarUrl: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof Profile>;

export const CompanySummary = z.object({
  id: Id,
  name: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  /** E-mail domains whose people ask to join this company. */
  domains: z.array(z.string()),
});
export type CompanySummary = z.infer<typeof CompanySummary>;

export const Me = z.object({
  user: Profile,
  company: CompanySummary.nullable(),
  managedCompanyId: Id.nullable(),
  effectiveRoles: z.array(RoleSchema),
});
export type Me = z.infer<typeof Me>;

export const ListProfilesQuery = PageQuery.extend({
  status: ProfileStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListProfilesQuery = z.infer<typeof ListProfilesQuery>;

export const ProfilePage = z.object({ items: z.array(Profile), nextCursor: z.string().nullable() });
export type ProfilePage = z.infer<typeof ProfilePage>;

export const ProfileIdParams = z.object({ id: Id });

export const ChangeRoleInput = z.object({ role: RoleSchema });
export type ChangeRoleInput = z.infer<typeof ChangeRoleInput>;

export const SetManagedCompanyInput = z.object({ companyId: Id.nullable() });
