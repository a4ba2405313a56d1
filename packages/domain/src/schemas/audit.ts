import { z } from 'zod';
import { Id, PageQuery, Timestamp } from './common.ts';

export const AUDIT_ACTIONS = [
  'sign_in.succeeded',
  'sign_in.failed',
  'sign_in.rate_limited',
  'sign_up.company_created',
  'sign_up.join_requested',
  'profile.approved',
  'profile.rejected',
  'profile.role_changed',
  'profile.deactivated',
  'profile.reactivated',
  'profile.updated',
  'profile.avatar_changed',
  'profile.avatar_removed',
  'session.revoked',
  'session.others_revoked',
  'profile.line_manager_changed',
  'invitation.created',
  'invitation.revoked',
  'invitation.resent',
  'invitation.accepted',
  'password.reset',
  'password.changed',
  'email.verified',
  'company.domain_claimed',
  'company.updated',
  'company.domain_added',
  'company.domain_removed',
  'managed_company.changed',
  'contact_message.status_changed',
  'competency_framework.created',
  'competency_framework.updated',
  'competency_framework.archived',
  'competency_framework.restored',
  'competency_framework.scale_changed',
  'competency_framework.imported',
  'competency_category.created',
  'competency_category.updated',
  'competency_category.deleted',
  'competency.created',
  'competency.updated',
  'competency.archived',
  'competency.restored',
  'job_profile.created',
  'job_profile.updated',
  'job_profile.archived',
  'job_profile.restored',
  'job_profile.assigned',
  'job_profile.next_steps_changed',
  'development_plan.approved',
  'competency_settings.updated',
  'assessment_cycle.launched',
  'assessment_cycle.reminded',
  'assessment_cycle.closed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntry = z.object({
  /** Random (a UUID), so it reveals nothing about how busy other companies are. */
  id: Id,
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  companyId: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: Timestamp,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Newest first; nextCursor is opaque (it encodes the last entry's time and id). */
export const AuditPage = z.object({ items: z.array(AuditEntry), nextCursor: z.string().nullable() });
export const ListAuditQuery = PageQuery;
