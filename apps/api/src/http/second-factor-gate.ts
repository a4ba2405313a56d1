import type { SecondFactorDemand } from '@competencyhub/domain/schemas/two-factor';
import {
  SECOND_FACTOR_REQUIRED,
  TWO_FACTOR_MESSAGES,
} from '@competencyhub/domain/schemas/two-factor-messages';
import { secondFactorDeadline, type TwoFactorRequirement } from '@competencyhub/domain/security-policy';
import { type AnyColumn, sql } from 'drizzle-orm';
import { companySecurityPolicy } from '../db/schema/security.ts';
import { AppError } from './errors.ts';

/** The policy columns the session check loads with the session (one query, decision 0031). */
export const secondFactorPolicyColumns = {
  twoFactorRequired: companySecurityPolicy.twoFactorRequired,
  twoFactorGraceDays: companySecurityPolicy.twoFactorGraceDays,
  twoFactorRequiredSince: companySecurityPolicy.twoFactorRequiredSince,
};

export interface SecondFactorFacts {
  /** The person has a confirmed second factor. */
  enrolled: boolean;
  /** Their company's policy row (null: the platform's defaults, which ask nobody). */
  policy: {
    twoFactorRequired: string | null;
    twoFactorGraceDays: number | null;
    twoFactorRequiredSince: Date | null;
  } | null;
}

/** The row's policy as the domain reads it, or null when the company has none saved. */
function domainPolicy(policy: SecondFactorFacts['policy']) {
  if (!policy?.twoFactorRequired) return null;
  return {
    twoFactorRequired: policy.twoFactorRequired as TwoFactorRequirement,
    twoFactorGraceDays: policy.twoFactorGraceDays ?? 0,
    twoFactorRequiredSince: policy.twoFactorRequiredSince?.toISOString() ?? null,
  };
}

/** What the company's policy asks of this person now (decision 0075). */
export function secondFactorDemand(
  role: string,
  facts: SecondFactorFacts,
  now = new Date(),
): SecondFactorDemand {
  const policy = domainPolicy(facts.policy);
  const deadline = policy ? secondFactorDeadline(policy, role) : null;
  if (!deadline) return { required: false, enrolled: facts.enrolled, deadline: null, blocking: false };
  return {
    required: true,
    enrolled: facts.enrolled,
    deadline: deadline.toISOString(),
    blocking: !facts.enrolled && now.getTime() >= deadline.getTime(),
  };
}

/** The routes a person who must enrol can still use: who they are, enrolment itself, signing out. */
const OPEN_WHILE_ENROLMENT_DUE = [
  '/api/v1/me',
  '/api/v1/auth/two-factor',
  '/api/v1/auth/passkeys',
  '/api/v1/auth/sign-out',
];

/** Refuses a request of someone whose grace period has run out with no second factor (403). */
export function assertSecondFactorInPlace(demand: SecondFactorDemand, url: string): void {
  if (!demand.blocking) return;
  const path = url.split('?')[0] ?? url;
  if (OPEN_WHILE_ENROLMENT_DUE.some((open) => path === open || path.startsWith(`${open}/`))) return;
  throw new AppError(SECOND_FACTOR_REQUIRED, TWO_FACTOR_MESSAGES.mustEnrol);
}

/** Whether the person has a passkey, as a column of the session query (an index probe on passkey). */
export const hasPasskeyColumn = (userId: AnyColumn) =>
  sql<boolean>`exists (select 1 from passkey where passkey.user_id = ${userId})`.mapWith(Boolean);
