import { z } from 'zod';
import type { BadgeColor } from '../roles.ts';
import { Id, plainLine, plainText } from './common.ts';

/** Experience (issue 8): employment history and qualifications or certifications, at /experience. */

export const EXPIRING_SOON_DAYS = 90;
export const EXPIRY_REMINDER_DAYS = 30;

export const EXPERIENCE_MESSAGES = {
  employerRequired: 'Enter the employer',
  titleRequired: 'Enter the job title',
  nameRequired: 'Enter the name of the qualification',
  dateInvalid: 'Enter a real date',
  endBeforeStart: 'The end date cannot be before the start date',
  expiryBeforeIssue: 'The expiry date cannot be before the issue date',
  unknownFile: 'Upload the certificate file again',
  unknownCompetency: 'Choose competencies of your company’s frameworks',
} as const;

const line = (max: number, required?: string) => {
  const base = z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });
  return plainLine(required ? base.min(1, { error: required }) : base);
};

/** YYYY-MM-DD that exists on the calendar. */
const Day = z.string().refine(
  (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  },
  { error: EXPERIENCE_MESSAGES.dateInvalid },
);
const OptionalDay = z.preprocess((value) => (value === '' ? null : value), Day.nullable());

export const EmploymentInput = z
  .object({
    employer: line(120, EXPERIENCE_MESSAGES.employerRequired),
    title: line(120, EXPERIENCE_MESSAGES.titleRequired),
    startOn: Day,
    endOn: OptionalDay.default(null),
    description: plainText(z.string().trim().max(2000, { error: 'Must be at most 2000 characters' })).default(
      '',
    ),
  })
  .superRefine((input, ctx) => {
    if (input.endOn && input.endOn < input.startOn) {
      ctx.addIssue({ code: 'custom', path: ['endOn'], message: EXPERIENCE_MESSAGES.endBeforeStart });
    }
  });
export type EmploymentInput = z.infer<typeof EmploymentInput>;

export const CertificationInput = z
  .object({
    name: line(160, EXPERIENCE_MESSAGES.nameRequired),
    issuer: line(120).default(''),
    credentialId: line(120).default(''),
    issuedOn: OptionalDay.default(null),
    expiresOn: OptionalDay.default(null),
    fileId: Id.nullable().default(null),
    competencyIds: z.array(Id).max(20).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.issuedOn && input.expiresOn && input.expiresOn < input.issuedOn) {
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: EXPERIENCE_MESSAGES.expiryBeforeIssue });
    }
  });
export type CertificationInput = z.infer<typeof CertificationInput>;

export const ExperienceParams = z.object({ itemId: Id });

// ---- What the API answers ----

export const CERTIFICATION_STATUSES = ['valid', 'expiring', 'expired', 'no_expiry'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** How a status looks wherever a certification shows: expired red and expiring amber (words say it too). */
export const CERTIFICATION_STATUS_COLORS: Readonly<Record<CertificationStatus, BadgeColor>> = {
  expired: 'red',
  expiring: 'orange',
  valid: 'green',
  no_expiry: 'gray',
};

/** Expired before today; expiring within 90 days (inclusive); valid after; no date: no expiry. */
export function certificationStatus(expiresOn: string | null, today: string): CertificationStatus {
  if (!expiresOn) return 'no_expiry';
  if (expiresOn < today) return 'expired';
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + EXPIRING_SOON_DAYS);
  return expiresOn <= soon.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}

export const Employment = z.object({
  id: Id,
  employer: z.string(),
  title: z.string(),
  startOn: z.string(),
  endOn: z.string().nullable(),
  description: z.string(),
});
export type Employment = z.infer<typeof Employment>;

export const Certification = z.object({
  id: Id,
  name: z.string(),
  issuer: z.string(),
  credentialId: z.string(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  status: z.enum(CERTIFICATION_STATUSES),
  file: z.object({ id: Id, name: z.string() }).nullable(),
  competencies: z.array(z.object({ id: Id, name: z.string() })),
});
export type Certification = z.infer<typeof Certification>;

export const ExperienceView = z.object({
  employment: z.array(Employment),
  certifications: z.array(Certification),
});
export type ExperienceView = z.infer<typeof ExperienceView>;
