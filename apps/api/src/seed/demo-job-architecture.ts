import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { jobFamilies, jobGrades } from '../db/schema/job-architecture.ts';
import { jobProfiles } from '../db/schema/job-profiles.ts';

/**
 * Acme's job architecture (issue 23, decision 0054): its job families and an eight-grade ladder with
 * annual pay ranges in pounds (Acme is run from London; its bill is in dollars, which is why the
 * ladder's currency is its own), and every job profile placed in a family at a grade.
 */

const FAMILIES: ReadonlyArray<{ name: string; description: string; titles: readonly string[] }> = [
  {
    name: 'Engineering',
    description: 'Building, testing and running the product and the systems it runs on.',
    titles: [
      'Software Engineer',
      'Senior Software Engineer',
      'Engineering Manager',
      'QA Engineer',
      'IT Systems Administrator',
    ],
  },
  {
    name: 'Product',
    description: 'Deciding what to build, designing it and measuring how it is used.',
    titles: ['Product Manager', 'Product Designer', 'Data Analyst'],
  },
  {
    name: 'Sales',
    description: 'Finding customers and winning and growing their business.',
    titles: ['Sales Development Representative', 'Account Executive', 'Account Manager', 'Sales Manager'],
  },
  {
    name: 'Customer Success',
    description: 'Helping customers succeed with the product, from onboarding to support.',
    titles: ['Customer Success Specialist', 'Customer Success Manager', 'Support Engineer'],
  },
  {
    name: 'People',
    description: 'Hiring, developing and looking after the people of Acme.',
    titles: ['HR Business Partner', 'Learning Designer', 'Learning & Development Lead'],
  },
  {
    name: 'Leadership',
    description: 'Running the company.',
    titles: ['Chief Executive Officer'],
  },
];

/** Lowest first, with the titles at each grade. */
const LADDER: ReadonlyArray<{
  code: string;
  name: string;
  min: number;
  max: number;
  titles: readonly string[];
}> = [
  { code: 'G1', name: 'Associate', min: 26_000, max: 32_000, titles: ['Sales Development Representative'] },
  {
    code: 'G2',
    name: 'Professional',
    min: 31_000,
    max: 42_000,
    titles: ['Customer Success Specialist', 'Support Engineer'],
  },
  {
    code: 'G3',
    name: 'Experienced professional',
    min: 40_000,
    max: 55_000,
    titles: [
      'Software Engineer',
      'QA Engineer',
      'Account Executive',
      'Account Manager',
      'Data Analyst',
      'Product Designer',
      'Learning Designer',
      'IT Systems Administrator',
    ],
  },
  {
    code: 'G4',
    name: 'Senior professional',
    min: 52_000,
    max: 70_000,
    titles: ['Senior Software Engineer', 'HR Business Partner'],
  },
  {
    code: 'G5',
    name: 'Lead',
    min: 65_000,
    max: 88_000,
    titles: ['Customer Success Manager', 'Sales Manager', 'Product Manager', 'Learning & Development Lead'],
  },
  { code: 'G6', name: 'Head of function', min: 82_000, max: 110_000, titles: ['Engineering Manager'] },
  { code: 'G7', name: 'Director', min: 100_000, max: 140_000, titles: [] },
  { code: 'G8', name: 'Executive', min: 130_000, max: 200_000, titles: ['Chief Executive Officer'] },
];

export async function seedDemoJobArchitecture(
  tx: Tx,
  { companyId, now }: { companyId: string; now: number },
) {
  const at = new Date(now - 200 * 86_400_000);
  const place = (title: string, set: { jobFamilyId: string } | { gradeId: string }) =>
    tx
      .update(jobProfiles)
      .set(set)
      .where(and(eq(jobProfiles.companyId, companyId), eq(jobProfiles.title, title)));
  for (const family of FAMILIES) {
    const [row] = await tx
      .insert(jobFamilies)
      .values({ companyId, name: family.name, description: family.description, createdAt: at, updatedAt: at })
      .returning({ id: jobFamilies.id });
    if (!row) throw new Error('demo job family insert failed');
    for (const title of family.titles) await place(title, { jobFamilyId: row.id });
  }
  for (const [index, grade] of LADDER.entries()) {
    const [row] = await tx
      .insert(jobGrades)
      .values({
        companyId,
        code: grade.code,
        name: grade.name,
        rank: index + 1,
        payMin: grade.min,
        payMax: grade.max,
        currency: 'GBP',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: jobGrades.id });
    if (!row) throw new Error('demo grade insert failed');
    for (const title of grade.titles) await place(title, { gradeId: row.id });
  }
}
