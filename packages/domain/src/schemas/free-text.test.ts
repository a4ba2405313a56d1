import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SignUpInput } from './auth.ts';
import { HIDDEN_CHARACTERS_MESSAGE, HIDDEN_FORMATTING_MESSAGE } from './common.ts';
import { ListCompaniesQuery } from './companies.ts';
import { CompanyDetailsInput, UpdateCompanyInput } from './company-admin.ts';
import { AcceptInvitationInput, BulkInviteRow } from './invitations.ts';
import { UpdateMyProfileInput } from './my-profile.ts';
import { NewLocation } from './organisation.ts';
import { ListProfilesQuery } from './profiles.ts';
import { CreateContactMessageInput, FaqQuery } from './public-site.ts';

/**
 * Every free-text field of every request, with a valid request around it: the hidden-character
 * rule must hold for each (issue 7, item 18), one-line and multi-line alike.
 */
const company = {
  name: 'Acme Corp',
  description: 'Makers of fine anvils.',
  websiteUrl: 'https://acme.test',
  contactEmail: 'hello@acme.test',
  contactPhone: '+44 20 7946 0958',
  address: '1 Anvil Street',
  timezone: 'Europe/London',
};
const signUp = { fullName: 'Ada', companyName: 'Acme', email: 'ada@acme.test', password: 'long-enough-pass' };
const contact = {
  name: 'Ada',
  email: 'ada@acme.test',
  company: 'Acme',
  topic: 'sales',
  message: 'Please call me back.',
};

const oneLine: [string, z.ZodType, object, string][] = [
  ['sign-up name', SignUpInput, signUp, 'fullName'],
  ['sign-up company', SignUpInput, signUp, 'companyName'],
  ['company name', CompanyDetailsInput, company, 'name'],
  ['company web address', UpdateCompanyInput, {}, 'websiteUrl'],
  ['own name', UpdateMyProfileInput, { fullName: 'Ada' }, 'fullName'],
  ['location name', NewLocation, { country: 'DE', timeZone: 'Europe/Berlin' }, 'name'],
  ['invitee name', AcceptInvitationInput, {}, 'fullName'],
  ['bulk invitation name', BulkInviteRow, { email: 'a@acme.test', role: 'employee' }, 'fullName'],
  ['contact name', CreateContactMessageInput, contact, 'name'],
  ['contact company', CreateContactMessageInput, contact, 'company'],
  ['people search', ListProfilesQuery, {}, 'q'],
  ['company search', ListCompaniesQuery, {}, 'q'],
  ['FAQ search', FaqQuery, {}, 'q'],
];

const multiLine: [string, z.ZodType, object, string][] = [
  ['company description', UpdateCompanyInput, {}, 'description'],
  ['company address', UpdateCompanyInput, {}, 'address'],
  ['contact message', CreateContactMessageInput, contact, 'message'],
];

/** The field's messages, or [] when the request is accepted. */
function messagesFor(schema: z.ZodType, base: object, field: string, value: string): string[] {
  const result = schema.safeParse({ ...base, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

const websiteLike = (field: string, text: string) =>
  field === 'websiteUrl' ? `https://acme.test/${text}` : text;

describe('one-line free-text fields', () => {
  it.each(oneLine)('%s refuses zero-width, bidi and other format characters', (_, schema, base, field) => {
    for (const hidden of ['\u200B', '\u200D', '\u200F', '\u061C', '\uFEFF', '\u202E', '\u2066', '\u00AD']) {
      const value = websiteLike(field, `Acme${hidden}Corp`);
      expect(messagesFor(schema, base, field, value), JSON.stringify(value)).toEqual([
        HIDDEN_CHARACTERS_MESSAGE,
      ]);
    }
  });

  it.each(oneLine.filter(([, , , field]) => field !== 'websiteUrl'))(
    '%s keeps Persian, Devanagari and emoji that need joiners',
    (_, schema, base, field) => {
      for (const value of ['می\u200Cخواهم', 'क्\u200Dष', '👨\u200D👩\u200D👧']) {
        expect(messagesFor(schema, base, field, value), value).toEqual([]);
      }
    },
  );
});

describe('multi-line free-text fields', () => {
  it.each(multiLine)(
    '%s refuses bidi overrides and isolates, and keeps line breaks',
    (_, schema, base, field) => {
      for (const hidden of ['\u202E', '\u202A', '\u2066', '\u2069', '\u0007']) {
        const value = `Please call${hidden} me back.`;
        expect(messagesFor(schema, base, field, value), JSON.stringify(value)).toEqual([
          HIDDEN_FORMATTING_MESSAGE,
        ]);
      }
      expect(messagesFor(schema, base, field, 'Please call\r\nme back.\n\tThanks')).toEqual([]);
      expect(messagesFor(schema, base, field, 'می\u200Cخواهم تماس بگیرید')).toEqual([]);
    },
  );
});
