/** What makes a profile complete: what colleagues and talent search rely on finding. */
export const PROFILE_COMPLETENESS_FIELDS = [
  'fullName',
  'emailVerified',
  'jobTitle',
  'department',
  'location',
  'phone',
  'avatarUrl',
] as const;
export type ProfileCompletenessField = (typeof PROFILE_COMPLETENESS_FIELDS)[number];

export interface CompletenessSubject {
  fullName: string;
  emailVerified: boolean;
  jobTitle: string | null;
  department: string | null;
  location: string | null;
  phone: string | null;
  avatarUrl: string | null;
}

export interface ProfileCompleteness {
  /** Whole percent, 0–100. */
  percent: number;
  missing: ProfileCompletenessField[];
}

function isFilled(subject: CompletenessSubject, field: ProfileCompletenessField): boolean {
  const value = subject[field];
  return typeof value === 'boolean' ? value : typeof value === 'string' && value.trim() !== '';
}

/** Each field counts the same; the missing ones are listed in the order above. */
export function profileCompleteness(subject: CompletenessSubject): ProfileCompleteness {
  const missing = PROFILE_COMPLETENESS_FIELDS.filter((field) => !isFilled(subject, field));
  const filled = PROFILE_COMPLETENESS_FIELDS.length - missing.length;
  return { percent: Math.round((filled / PROFILE_COMPLETENESS_FIELDS.length) * 100), missing };
}
