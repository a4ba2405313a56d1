import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_MESSAGE } from './common.ts';
import {
  AddDomainInput,
  COMPANY_MESSAGES,
  CompanyDetailsInput,
  DOMAIN_MESSAGES,
  DomainParams,
  domainAndParents,
  isPlatformDomain,
  isTimeZone,
  supportedTimeZones,
  UpdateCompanyInput,
} from './company-admin.ts';

const details = {
  name: 'Acme Corp',
  description: 'Makers of fine anvils.',
  websiteUrl: 'https://acme.test',
  contactEmail: 'hello@acme.test',
  contactPhone: '+44 20 7946 0958',
  address: '1 Anvil Street\r\nLondon',
  timezone: 'Europe/London',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('CompanyDetailsInput', () => {
  it('accepts complete details and normalises them', () => {
    expect(CompanyDetailsInput.parse(details)).toEqual({
      ...details,
      contactPhone: '+442079460958',
      address: '1 Anvil Street\nLondon',
    });
  });

  it('clears optional fields sent empty or blank', () => {
    const cleared = CompanyDetailsInput.parse({
      name: '  Acme  ',
      description: '',
      websiteUrl: '  ',
      contactEmail: '',
      contactPhone: null,
      address: '',
      timezone: '',
    });
    expect(cleared).toEqual({
      name: 'Acme',
      description: null,
      websiteUrl: null,
      contactEmail: null,
      contactPhone: null,
      address: null,
      timezone: null,
    });
  });

  it('adds https:// to a bare web address', () => {
    expect(CompanyDetailsInput.parse({ ...details, websiteUrl: 'acme.test/about' }).websiteUrl).toBe(
      'https://acme.test/about',
    );
  });

  it.each([
    ['name', '', COMPANY_MESSAGES.nameRequired],
    ['name', 'x'.repeat(121), COMPANY_MESSAGES.nameTooLong],
    ['description', 'x'.repeat(2001), COMPANY_MESSAGES.descriptionTooLong],
    ['websiteUrl', 'javascript:alert(1)', COMPANY_MESSAGES.websiteInvalid],
    ['websiteUrl', 'ftp://acme.test', COMPANY_MESSAGES.websiteInvalid],
    ['websiteUrl', 'https://user:secret@acme.test', COMPANY_MESSAGES.websiteInvalid],
    ['websiteUrl', 'https://intranet', COMPANY_MESSAGES.websiteInvalid],
    ['websiteUrl', `https://acme.test/${'x'.repeat(2000)}`, COMPANY_MESSAGES.websiteTooLong],
    ['contactEmail', 'not-an-email', 'Enter a valid e-mail address'],
    [
      'contactPhone',
      '020 7946 0958',
      'Enter the phone number in international format, e.g. +44 20 7946 0958',
    ],
    ['address', 'x'.repeat(501), COMPANY_MESSAGES.addressTooLong],
    ['timezone', 'Mars/Olympus_Mons', COMPANY_MESSAGES.timezoneInvalid],
    ['timezone', 'europe/london', COMPANY_MESSAGES.timezoneInvalid],
  ])('refuses %s = %j', (field, value, message) => {
    const result = CompanyDetailsInput.safeParse({ ...details, [field]: value });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual({ [field]: message });
  });

  it('counts a Windows line ending in the address as one character', () => {
    const address = `${'x'.repeat(249)}\r\n${'y'.repeat(250)}`;
    expect(CompanyDetailsInput.safeParse({ ...details, address }).success).toBe(true);
  });
});

describe('company name', () => {
  it.each(['Acme\r\nBcc: x@evil.test', 'Acme\u202Eevil', 'Acme\u2066Corp', 'Acme\u0007'])(
    'refuses %j: line breaks and hidden formatting characters',
    (name) => {
      expect(messagesOf(CompanyDetailsInput.safeParse({ ...details, name }))).toEqual({
        name: HIDDEN_CHARACTERS_MESSAGE,
      });
      expect(messagesOf(UpdateCompanyInput.safeParse({ name }))).toEqual({ name: HIDDEN_CHARACTERS_MESSAGE });
    },
  );
});

describe('UpdateCompanyInput', () => {
  it('changes only the fields sent', () => {
    expect(UpdateCompanyInput.parse({})).toEqual({});
    expect(UpdateCompanyInput.parse({ timezone: 'UTC' })).toEqual({ timezone: 'UTC' });
    expect(UpdateCompanyInput.parse({ description: '' })).toEqual({ description: null });
  });

  it('still refuses an empty name', () => {
    expect(messagesOf(UpdateCompanyInput.safeParse({ name: ' ' }))).toEqual({
      name: COMPANY_MESSAGES.nameRequired,
    });
  });
});

describe('time zones', () => {
  it('knows IANA zones and UTC, and nothing else', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Nowhere/Special')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    const zones = supportedTimeZones();
    expect(zones).toContain('Europe/Lisbon');
    expect(zones).toEqual([...zones].sort());
  });
});

describe('AddDomainInput', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['  Sales.ACME.com. ', 'sales.acme.com'],
    ['@acme.co.uk', 'acme.co.uk'],
    ['my-company.io', 'my-company.io'],
  ])('normalises %j to %j', (input, domain) => {
    expect(AddDomainInput.parse({ domain: input })).toEqual({ domain });
  });

  it.each([
    ['', DOMAIN_MESSAGES.invalid],
    ['acme', DOMAIN_MESSAGES.invalid],
    ['https://acme.com', DOMAIN_MESSAGES.invalid],
    ['john@acme.com', DOMAIN_MESSAGES.invalid],
    ['-acme.com', DOMAIN_MESSAGES.invalid],
    ['acme..com', DOMAIN_MESSAGES.invalid],
    ['acme.c0m', DOMAIN_MESSAGES.invalid],
    ['acme com.org', DOMAIN_MESSAGES.invalid],
    [`${'a'.repeat(64)}.com`, DOMAIN_MESSAGES.invalid],
    [`${'abcdefghi.'.repeat(26)}com`, DOMAIN_MESSAGES.invalid],
    ['xn--80ak6aa92e.com', DOMAIN_MESSAGES.international],
    ['аcme.com', DOMAIN_MESSAGES.international],
    ['gmail.com', DOMAIN_MESSAGES.freeMail],
    ['GMAIL.com', DOMAIN_MESSAGES.freeMail],
    ['eu.outlook.com', DOMAIN_MESSAGES.freeMail],
    ['co.uk', DOMAIN_MESSAGES.sharedSuffix],
    ['com.au', DOMAIN_MESSAGES.sharedSuffix],
  ])('refuses %j', (domain, message) => {
    expect(messagesOf(AddDomainInput.safeParse({ domain }))).toEqual({ domain: message });
  });

  it('refuses a domain that is not text', () => {
    expect(messagesOf(AddDomainInput.safeParse({ domain: 42 }))).toEqual({ domain: DOMAIN_MESSAGES.invalid });
  });
});

describe('DomainParams', () => {
  it('accepts any well-formed stored domain, even one that could not be added today', () => {
    expect(DomainParams.parse({ domain: 'Gmail.com' })).toEqual({ domain: 'gmail.com' });
    expect(DomainParams.parse({ domain: 'xn--80ak6aa92e.com' })).toEqual({ domain: 'xn--80ak6aa92e.com' });
  });

  it.each(['', 'acme', 'not a domain', 'a/b.com'])('refuses %j', (domain) => {
    expect(messagesOf(DomainParams.safeParse({ domain }))).toEqual({ domain: DOMAIN_MESSAGES.invalid });
  });
});

describe('domain helpers', () => {
  it('lists a domain and its parents down to two labels', () => {
    expect(domainAndParents('a.b.acme.com')).toEqual(['a.b.acme.com', 'b.acme.com', 'acme.com']);
    expect(domainAndParents('acme.com')).toEqual(['acme.com']);
  });

  it("recognises the platform's own domain and its subdomains", () => {
    expect(isPlatformDomain('competencyhub.test')).toBe(true);
    expect(isPlatformDomain('eu.competencyhub.test')).toBe(true);
    expect(isPlatformDomain('notcompetencyhub.test')).toBe(false);
    expect(isPlatformDomain('acme.test', 'acme.test')).toBe(true);
  });
});
