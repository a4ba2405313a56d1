import { describe, expect, it } from 'vitest';
import { Company, CompanyPage, ListCompaniesQuery } from './companies.ts';

const company = {
  id: 'c0a80121-7ac0-4e1c-9b7f-0123456789ab',
  name: 'Acme Corp',
  domains: ['acme.test'],
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('Company', () => {
  it('accepts a company with one or no domains', () => {
    expect(Company.parse(company)).toEqual(company);
    expect(Company.parse({ ...company, domains: [] }).domains).toEqual([]);
  });

  it.each([
    ['an id that is not a UUID', { id: 'acme' }],
    ['no domains list', { domains: undefined }],
    ['a domain that is not text', { domains: [42] }],
    ['no name', { name: undefined }],
  ])('rejects a company with %s', (_label, change) => {
    expect(Company.safeParse({ ...company, ...change }).success).toBe(false);
  });

  it('pages companies for the picker, each with its people count', () => {
    const page = { items: [{ ...company, peopleCount: 12 }], nextCursor: 'abc' };
    expect(CompanyPage.parse(page)).toEqual(page);
    expect(CompanyPage.safeParse({ items: [company], nextCursor: null }).success).toBe(false);
    expect(
      CompanyPage.safeParse({ items: [{ ...company, peopleCount: -1 }], nextCursor: null }).success,
    ).toBe(false);
  });

  it('searches companies by trimmed text of at most 200 characters', () => {
    expect(ListCompaniesQuery.parse({ q: '  acme ' })).toEqual({ q: 'acme', limit: 25 });
    expect(ListCompaniesQuery.safeParse({ q: 'q'.repeat(201) }).success).toBe(false);
  });
});
