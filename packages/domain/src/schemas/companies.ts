import { z } from 'zod';
import { Id, PageQuery, plainLine, Timestamp } from './common.ts';

export const Company = z.object({
  id: Id,
  name: z.string(),
  domains: z.array(z.string()),
  createdAt: Timestamp,
});
export type Company = z.infer<typeof Company>;

/** A company in the system-level picker: with how many active people it has. */
export const CompanyListItem = Company.extend({ peopleCount: z.number().int().min(0) });
export type CompanyListItem = z.infer<typeof CompanyListItem>;

export const ListCompaniesQuery = PageQuery.extend({ q: plainLine(z.string().trim().max(200)).optional() });
export type ListCompaniesQuery = z.infer<typeof ListCompaniesQuery>;

export const CompanyPage = z.object({ items: z.array(CompanyListItem), nextCursor: z.string().nullable() });
export type CompanyPage = z.infer<typeof CompanyPage>;
