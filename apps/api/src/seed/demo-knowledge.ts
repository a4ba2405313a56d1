import type { KnowledgeCategory } from '@competencyhub/domain/schemas/knowledge-base';
import type { Tx } from '../db/client.ts';
import { knowledgePassages, knowledgeSources } from '../db/schema/knowledge-base.ts';

/**
 * Acme's knowledge base (issue 12): three handbook pages as the server keeps a page it has read (its
 * passages, who added it, when it was read), so the assistant answers from them on a first start with
 * no network; and an employee's suggestion waiting for the account holder's review. Their addresses
 * are on Acme's intranet (`intranet.acme.test`), which does not exist: "Read again" says so.
 */

interface DemoPage {
  path: string;
  title: string;
  description: string;
  category: KnowledgeCategory;
  tags: string[];
  contentType: string;
  passages: Array<{ heading: string | null; body: string }>;
}

const PAGES: DemoPage[] = [
  {
    path: 'handbook/travel-and-expenses',
    title: 'Travel and expenses policy',
    description: 'Booking business trips, hotels and meals, and claiming expenses.',
    category: 'hr_policies',
    tags: ['travel', 'expenses'],
    contentType: 'text/html',
    passages: [
      {
        heading: 'Booking a business trip',
        body: 'Book every business trip through the Wanderly travel portal at least fourteen days before you leave, so that finance can compare fares and the company travel insurance covers you from the first day. Trips booked elsewhere are reimbursed only when your line manager agreed in writing beforehand.',
      },
      {
        heading: 'Hotels and meals',
        body: 'Hotels up to 160 euros a night are approved without further review; a more expensive hotel needs your line manager’s approval before you book it. Meals are reimbursed up to 45 euros a day against receipts. Alcohol is never reimbursed.',
      },
      {
        heading: 'Trains and flights',
        body: 'Travel second class by train for journeys under four hours, and economy class by air. Choose the train over a flight whenever the journey takes less than five hours door to door.',
      },
      {
        heading: 'Claiming expenses',
        body: 'Upload every receipt to the expense tool within 30 days of your return. Claims older than 90 days are refused by finance, whatever the reason, so keep your receipts together while you travel.',
      },
    ],
  },
  {
    path: 'handbook/working-from-home',
    title: 'Working from home',
    description: 'How many days you may work from home, and the equipment you get.',
    category: 'company_handbook',
    tags: ['remote work', 'equipment'],
    contentType: 'text/html',
    passages: [
      {
        heading: 'Home working days',
        body: 'After your probation period you may work from home up to three days a week. Agree your home days with your team so that everyone is in the office on Tuesdays, the team day.',
      },
      {
        heading: 'Equipment',
        body: 'Everyone who works from home receives a laptop, a second screen and a headset. Report broken equipment to the IT service desk, which replaces it within two working days.',
      },
      {
        heading: 'Desks in the office',
        body: 'Desks are shared: book one in the Deskly app by 6 pm the day before. The office is open from 8:00 to 19:00 on working days.',
      },
    ],
  },
  {
    path: 'handbook/parental-leave.pdf',
    title: 'Parental leave',
    description: 'Leave for new parents and how to request it.',
    category: 'hr_policies',
    tags: ['leave', 'benefits'],
    contentType: 'application/pdf',
    passages: [
      {
        heading: null,
        body: 'Parents receive twenty weeks of paid parental leave, to be taken within two years of the birth or adoption, in one block or in up to three parts.',
      },
      {
        heading: null,
        body: 'Tell the people team at least eight weeks before your leave starts by filling in the leave request form on the intranet. Your line manager plans your cover with you.',
      },
    ],
  },
];

const DAY = 86_400_000;

export async function seedDemoKnowledgeBase(
  tx: Tx,
  options: {
    companyId: string;
    now: number;
    learningLead: { id: string; name: string };
    employee: { id: string; name: string };
  },
): Promise<void> {
  const { companyId, now, learningLead, employee } = options;
  for (const [index, page] of PAGES.entries()) {
    const added = new Date(now - (40 - index * 9) * DAY);
    const [source] = await tx
      .insert(knowledgeSources)
      .values({
        companyId,
        url: `https://intranet.acme.test/${page.path}`,
        title: page.title,
        description: page.description,
        tags: page.tags,
        category: page.category,
        status: 'ready',
        autoApproved: true,
        searchConfig: 'english',
        contentType: page.contentType,
        passageCount: page.passages.length,
        textLength: page.passages.reduce((sum, passage) => sum + passage.body.length, 0),
        submittedBy: learningLead.id,
        submittedByName: learningLead.name,
        submittedAt: added,
        reviewedBy: learningLead.id,
        reviewedByName: learningLead.name,
        reviewedAt: added,
        fetchedAt: added,
      })
      .returning({ id: knowledgeSources.id });
    if (!source) throw new Error('demo knowledge source insert failed');
    await tx.insert(knowledgePassages).values(
      page.passages.map((passage, position) => ({
        companyId,
        sourceId: source.id,
        position,
        heading: passage.heading,
        body: passage.body,
        searchConfig: 'english' as const,
      })),
    );
  }
  await tx.insert(knowledgeSources).values({
    companyId,
    url: 'https://intranet.acme.test/handbook/cycle-to-work',
    title: 'Cycle to work scheme',
    description: 'Buying a bike through the company, tax-free.',
    searchQuery: 'Can I get a bike through work?',
    tags: ['benefits'],
    category: 'hr_policies',
    notes: 'Three people asked me this month; the assistant could answer them from this page.',
    status: 'pending_review',
    autoApproved: false,
    searchConfig: 'english',
    submittedBy: employee.id,
    submittedByName: employee.name,
    submittedAt: new Date(now - 2 * DAY),
  });
}
