import { z } from 'zod';
import { PROFILE_STATUSES } from '../account-status.ts';
import { BrandView } from './branding.ts';
import { Id, PageQuery, plainLine, RoleSchema, Timestamp } from './common.ts';
import { SubscriptionState } from './subscription.ts';
import { SecondFactorDemand } from './two-factor.ts';

export const ProfileStatusSchema = z.enum(PROFILE_STATUSES);

export const Profile = z.object({
  id: Id,
  email: z.string(),
  fullName: z.string(),
  role: RoleSchema,
  status: ProfileStatusSchema,
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  location: z.string().nullable(),
  lineManagerId: Id.nullable(),
  /** The assigned job profile, from which jobTitle and department come. */
  jobProfileId: Id.nullable(),
  companyId: Id,
  avatarUrl: z.string().nullable(),
  lastSignInAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type Profile = z.infer<typeof Profile>;

export const CompanySummary = z.object({
  id: Id,
  name: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  /** E-mail domains whose people ask to join this company. */
  domains: z.array(z.string()),
  /** Its time zone (IANA), whose days dated organisation changes follow; null: UTC. */
  timezone: z.string().nullable(),
  /** How the app shell shows the company (issue 10). */
  brand: BrandView,
  /** Its subscription's state (issue 11); null for the platform's own company. */
  subscription: SubscriptionState.nullable(),
});
export type CompanySummary = z.infer<typeof CompanySummary>;

export const Me = z.object({
  user: Profile,
  company: CompanySummary.nullable(),
  managedCompanyId: Id.nullable(),
  effectiveRoles: z.array(RoleSchema),
  /** What the company's two-step sign-in policy asks of this person (decision 0075). */
  secondFactor: SecondFactorDemand,
});
export type Me = z.infer<typeof Me>;

export const ListProfilesQuery = PageQuery.extend({
  status: ProfileStatusSchema.optional(),
  role: RoleSchema.optional(),
  q: plainLine(z.string().trim().max(200)).optional(),
});
export type ListProfilesQuery = z.infer<typeof ListProfilesQuery>;

/** A person as the people list shows them: the profile plus their line manager's name. */
export const ProfileListItem = Profile.extend({ lineManagerName: z.string().nullable() });
export type ProfileListItem = z.infer<typeof ProfileListItem>;

export const ProfilePage = z.object({
  items: z.array(ProfileListItem),
  nextCursor: z.string().nullable(),
  /** How many people match the filter over all pages ("Showing 25 of 132"). */
  total: z.number().int().min(0),
});
export type ProfilePage = z.infer<typeof ProfilePage>;

export const ProfileIdParams = z.object({ id: Id });

export const ChangeRoleInput = z.object({ role: RoleSchema });
export type ChangeRoleInput = z.infer<typeof ChangeRoleInput>;

/** null removes the line manager. */
export const SetLineManagerInput = z.object({ lineManagerId: Id.nullable() });
export type SetLineManagerInput = z.infer<typeof SetLineManagerInput>;

export const SetManagedCompanyInput = z.object({ companyId: Id.nullable() });
