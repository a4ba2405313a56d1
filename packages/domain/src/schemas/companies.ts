import { z } from 'zod';
import { Id } from './common.ts';

export const Company = z.object({
  id: Id,
  name: z.string(),
  domains: z.array(z.string()),
  createdAt: z.string(),
});
export type Company = z.infer<typeof Company>;

export const CompanyList = z.object({ items: z.array(Company) });
