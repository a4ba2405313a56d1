import { z } from 'zod';
import { DEFAULT_SYSTEM_OWNER_DOMAIN } from '../constants.ts';
import { isFreeMailDomain } from '../free-mail-domains.ts';
import { Email, Id, Phone, plainLine, plainText, Timestamp } from './common.ts';

/** Company Administration (/company-admin): the company's details and its e-mail domains. */

export const COMPANY_NAME_MAX = 120;
export const COMPANY_DESCRIPTION_MAX = 2000;
export const COMPANY_ADDRESS_MAX = 500;
export const WEBSITE_URL_MAX = 2000;
export const DOMAIN_MAX = 253;

/** An empty (or blank) optional field clears the value; absent leaves it as it is. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable());
}

let timeZones: ReadonlySet<string> | null = null;

/** IANA zones this runtime knows, plus 'UTC' (which Intl lists only under its Etc/ names). */
export function supportedTimeZones(): string[] {
  return [...timeZoneSet()].sort();
}

function timeZoneSet(): ReadonlySet<string> {
  timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return timeZones;
}

export function isTimeZone(value: string): boolean {
  return timeZoneSet().has(value);
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^[a-z]{2,63}$/;
/**
 * Two-level public suffixes (co.uk, com.au…): a registrar's zone, never one company's. Without a
 * full public-suffix list this covers the common country pattern; sign-up matches domains exactly,
 * so a suffix missed here catches nobody's mail anyway.
 */
const SHARED_SECOND_LEVEL = new Set([
  'co',
  'com',
  'net',
  'org',
  'gov',
  'ac',
  'edu',
  'ltd',
  'plc',
  'gob',
  'or',
  'ne',
  'go',
]);

/** What people type ('@Acme.com', 'acme.com.') reduced to the stored form: lower case, no dot at the end. */
export function normaliseDomain(raw: string): string {
  return raw.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
}

/** True when `domain` is `parent` or one of its subdomains. */
export function isSameOrSubdomain(domain: string, parent: string): boolean {
  return domain === parent || domain.endsWith(`.${parent}`);
}

/** The domain and every parent of it with at least two labels: a.b.acme.com -> acme.com. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  const out: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) out.push(labels.slice(i).join('.'));
  return out;
}

export const DOMAIN_MESSAGES = {
  invalid: 'Enter a domain such as example.com',
  international: 'Internationalised domain names are not supported',
  freeMail: 'Public e-mail domains like gmail.com cannot be claimed',
  sharedSuffix: 'This is a shared domain ending, not a company domain',
  takenByOther: 'This domain belongs to another company',
  alreadyYours: 'Your company already has this domain',
  notYourEmail: 'You can add only the exact domain of your own e-mail address',
  unverifiedEmail: 'Confirm your e-mail address before adding a domain',
  platformDomain: "The platform's own domain cannot be moved",
} as const;

export type DomainFormatProblem = 'invalid' | 'international' | 'freeMail' | 'sharedSuffix';

/**
 * Whether a domain (in its stored form) is one a company may ever claim: a plain ASCII hostname.
 * Punycode (xn--) and non-ASCII names are refused: look-alike letters would let one company pose as
 * another's domain in the admin lists. Public mailbox providers and shared endings (co.uk) are never
 * one company's. The one format rule for every way a domain is claimed (the domains form, the
 * confirmation link of a new company's founder); the server adds the platform's own domain and
 * domains other companies hold (modules/company-admin/domains.ts).
 */
export function domainFormatProblem(domain: string): DomainFormatProblem | null {
  const labels = domain.split('.');
  if (/\P{ASCII}/u.test(domain) || labels.some((l) => l.startsWith('xn--'))) return 'international';
  const tld = labels.at(-1) ?? '';
  if (
    domain.length > DOMAIN_MAX ||
    labels.length < 2 ||
    !labels.every((l) => LABEL.test(l)) ||
    !TOP_LEVEL.test(tld)
  ) {
    return 'invalid';
  }
  if (domainAndParents(domain).some(isFreeMailDomain)) return 'freeMail';
  if (labels.length === 2 && tld.length === 2 && SHARED_SECOND_LEVEL.has(labels[0] ?? '')) {
    return 'sharedSuffix';
  }
  return null;
}

/** A domain typed into a form, normalised and held to domainFormatProblem. */
export const DomainName = z
  .string({ error: DOMAIN_MESSAGES.invalid })
  .max(DOMAIN_MAX + 2, { error: DOMAIN_MESSAGES.invalid })
  .transform(normaliseDomain)
  .superRefine((domain, ctx) => {
    const problem = domainFormatProblem(domain);
    if (problem) ctx.addIssue({ code: 'custom', message: DOMAIN_MESSAGES[problem] });
  });

export const AddDomainInput = z.object({ domain: DomainName });
export type AddDomainInput = z.infer<typeof AddDomainInput>;

/**
 * A domain the company already holds, in the path. Only its shape is checked: removing must work
 * even for a domain today's rules would not let anyone add (a mail provider listed later, say).
 */
export const DomainParams = z.object({
  domain: z
    .string()
    .max(DOMAIN_MAX + 2, { error: DOMAIN_MESSAGES.invalid })
    .transform(normaliseDomain)
    .pipe(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { error: DOMAIN_MESSAGES.invalid })),
});

export const CompanyDomain = z.object({
  domain: z.string(),
  createdAt: Timestamp,
  /** False for the platform's own domain, which stays with the system owner company. */
  removable: z.boolean(),
});
export type CompanyDomain = z.infer<typeof CompanyDomain>;

export const CompanyDomainList = z.object({
  items: z.array(CompanyDomain),
  /** Which domains the caller may add, so the page can explain the rule before they try. */
  policy: z.object({
    /** System-level staff may assign any domain nobody else holds. */
    anyDomain: z.boolean(),
    /** The caller's own e-mail domain, the only one they may add (not a parent of it). */
    emailDomain: z.string(),
    emailVerified: z.boolean(),
  }),
});
export type CompanyDomainList = z.infer<typeof CompanyDomainList>;

export const COMPANY_MESSAGES = {
  nameRequired: 'Enter your company name',
  nameTooLong: `Company name must be at most ${COMPANY_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${COMPANY_DESCRIPTION_MAX} characters`,
  websiteInvalid: 'Enter a web address starting with http:// or https://',
  websiteTooLong: `Web address must be at most ${WEBSITE_URL_MAX} characters`,
  addressTooLong: `Address must be at most ${COMPANY_ADDRESS_MAX} characters`,
  timezoneInvalid: 'Choose a time zone from the list',
} as const;

/** 'acme.com/about' becomes 'https://acme.com/about'; anything with a scheme is judged as written. */
export function withScheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

export function isWebAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  // No credentials in a public link, and a real host name (not 'https://intranet').
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname)
  );
}

const WebsiteUrl = z.preprocess(
  withScheme,
  plainLine(
    z
      .string()
      .max(WEBSITE_URL_MAX, { error: COMPANY_MESSAGES.websiteTooLong })
      .refine(isWebAddress, { error: COMPANY_MESSAGES.websiteInvalid }),
  ),
);

const TimeZone = z
  .string({ error: COMPANY_MESSAGES.timezoneInvalid })
  .trim()
  .refine(isTimeZone, { error: COMPANY_MESSAGES.timezoneInvalid });

/** Every field of the details form. Optional fields accept '' or null to clear them. */
export const CompanyDetailsInput = z.object({
  name: plainLine(
    z
      .string({ error: COMPANY_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: COMPANY_MESSAGES.nameRequired })
      .max(COMPANY_NAME_MAX, { error: COMPANY_MESSAGES.nameTooLong }),
  ),
  description: clearable(
    plainText(z.string().trim().max(COMPANY_DESCRIPTION_MAX, { error: COMPANY_MESSAGES.descriptionTooLong })),
  ),
  websiteUrl: clearable(WebsiteUrl),
  contactEmail: clearable(Email),
  contactPhone: clearable(Phone),
  address: clearable(
    z
      .string()
      .trim()
      // One line ending, whatever the browser sent, so length counts what people see.
      .transform((v) => v.replace(/\r\n?/g, '\n'))
      .pipe(plainText(z.string().max(COMPANY_ADDRESS_MAX, { error: COMPANY_MESSAGES.addressTooLong }))),
  ),
  timezone: clearable(TimeZone),
});
export type CompanyDetailsInput = z.infer<typeof CompanyDetailsInput>;
/** The form's values before parsing. */
export type CompanyDetailsForm = z.input<typeof CompanyDetailsInput>;

/**
 * PATCH: only the fields sent change. Besides the details, the company's settings:
 * `feedbackRaterApproval`, whether a person's own choice of 360 raters waits for their manager.
 */
export const UpdateCompanyInput = CompanyDetailsInput.partial().extend({
  feedbackRaterApproval: z.boolean().optional(),
});
export type UpdateCompanyInput = z.infer<typeof UpdateCompanyInput>;

export const CompanyDetails = z.object({
  id: Id,
  name: z.string(),
  description: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  timezone: z.string().nullable(),
  /** A person's own choice of colleagues for 360 feedback waits for their manager's approval. */
  feedbackRaterApproval: z.boolean(),
  updatedAt: Timestamp,
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

export const COMPANY_DETAIL_FIELDS = [
  'name',
  'description',
  'websiteUrl',
  'contactEmail',
  'contactPhone',
  'address',
  'timezone',
] as const satisfies ReadonlyArray<keyof CompanyDetailsInput>;

/** Every field a PATCH may change: the details and the company's settings. */
export const COMPANY_UPDATE_FIELDS = [
  ...COMPANY_DETAIL_FIELDS,
  'feedbackRaterApproval',
] as const satisfies ReadonlyArray<keyof UpdateCompanyInput>;

/** The platform's own domain (and its subdomains) stays with the system owner company. */
export function isPlatformDomain(domain: string, systemOwnerDomain = DEFAULT_SYSTEM_OWNER_DOMAIN): boolean {
  return isSameOrSubdomain(domain, systemOwnerDomain.toLowerCase());
}
