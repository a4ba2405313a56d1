import { EXPIRY_REMINDER_DAYS } from '@competencyhub/domain/schemas/experience';
import type { Tx } from '../db/client.ts';
import { certificationCompetencies, certifications, employmentHistory } from '../db/schema/experience.ts';
import { writeStoredLevels } from '../modules/levels/stored-levels.ts';

/**
 * The demo's experience (issue 8): every demo sign-in and several colleagues have a job history and
 * certifications; among them some expired, some expiring within 30 days (the reminder e-mail) and
 * within 90 (flagged), and some linked to the competencies they show.
 */

export interface ExperiencePerson {
  id: string;
  companyId: string;
  email: string;
  /** Their current job, at `employer` since they joined. */
  jobTitle: string | null;
  employer: string;
  joinedAt: Date;
}

interface PastJob {
  employer: string;
  title: string;
  years: number;
  description?: string;
}

interface Qualification {
  name: string;
  issuer: string;
  credentialId?: string;
  /** Days before now it was issued. */
  issued: number;
  /** Days from now it expires (negative: expired); null: it does not. */
  expires: number | null;
  /** Competencies it shows, as words of their names (the starter library's). */
  shows?: RegExp[];
}

interface Plan {
  jobs: PastJob[];
  certs: Qualification[];
}

/** By the local part of the e-mail address. */
const PLANS: Record<string, Plan> = {
  employee: {
    jobs: [
      {
        employer: 'Northwind Traders',
        title: 'Customer Support Agent',
        years: 3,
        description: 'First-line support by phone and chat for a retail catalogue.',
      },
    ],
    certs: [
      {
        name: 'Zendesk Support Administrator',
        issuer: 'Zendesk',
        credentialId: 'ZD-48213',
        issued: 700,
        expires: 25,
        shows: [/customer focus/i],
      },
      { name: 'First Aid at Work', issuer: 'St John Ambulance', issued: 330, expires: 765 },
      {
        name: 'Customer Success Manager Level 1',
        issuer: 'SuccessCOACHING',
        issued: 240,
        expires: null,
        shows: [/stakeholder/i, /active listening/i],
      },
    ],
  },
  manager: {
    jobs: [
      { employer: 'Contoso Ltd', title: 'Customer Success Team Lead', years: 4 },
      { employer: 'Fabrikam', title: 'Account Manager', years: 3 },
    ],
    certs: [
      {
        name: 'ILM Level 5 Certificate in Leadership and Management',
        issuer: 'Institute of Leadership & Management',
        issued: 900,
        expires: null,
        shows: [/building effective teams/i, /performance management/i],
      },
      {
        name: 'Certified Customer Success Manager Level 2',
        issuer: 'SuccessCOACHING',
        issued: 1110,
        expires: -20,
        shows: [/customer focus/i],
      },
    ],
  },
  learning: {
    jobs: [
      {
        employer: 'Northwind Traders',
        title: 'Learning Consultant',
        years: 5,
        description: 'Designed the onboarding academy for 400 store managers.',
      },
    ],
    certs: [
      {
        name: 'CIPD Level 5 Associate Diploma in People Management',
        issuer: 'CIPD',
        issued: 1300,
        expires: null,
        shows: [/coaching/i],
      },
      {
        name: 'Certified Professional in Training Management',
        issuer: 'Training Industry',
        credentialId: 'CPTM-22-0917',
        issued: 1025,
        expires: 70,
        shows: [/facilitat/i],
      },
    ],
  },
  it: {
    jobs: [{ employer: 'Adventure Works', title: 'IT Support Analyst', years: 4 }],
    certs: [
      {
        name: 'Microsoft 365 Certified: Enterprise Administrator Expert',
        issuer: 'Microsoft',
        credentialId: 'MS-8821-4410',
        issued: 347,
        expires: 18,
        shows: [/cloud infrastructure/i],
      },
      {
        name: 'CompTIA Security+',
        issuer: 'CompTIA',
        issued: 1170,
        expires: -75,
        shows: [/information security/i],
      },
      { name: 'ITIL 4 Foundation', issuer: 'PeopleCert', issued: 800, expires: null },
    ],
  },
  owner: {
    jobs: [
      { employer: 'Tailspin Toys', title: 'VP Operations', years: 5 },
      { employer: 'Wide World Importers', title: 'Operations Manager', years: 6 },
    ],
    certs: [
      {
        name: 'Chartered Manager (CMgr)',
        issuer: 'Chartered Management Institute',
        issued: 2400,
        expires: null,
        shows: [/strategic thinking/i, /leading change/i],
      },
      { name: 'Certified Director', issuer: 'Institute of Directors', issued: 600, expires: 495 },
    ],
  },
  admin: {
    jobs: [{ employer: 'Contoso Cloud', title: 'Site Reliability Engineer', years: 4 }],
    certs: [
      {
        name: 'Certified Kubernetes Administrator (CKA)',
        issuer: 'The Linux Foundation',
        credentialId: 'LF-CKA-2231',
        issued: 705,
        expires: 27,
      },
      {
        name: 'AWS Certified SysOps Administrator – Associate',
        issuer: 'Amazon Web Services',
        issued: 400,
        expires: 695,
      },
    ],
  },
  root: {
    jobs: [{ employer: 'Litware', title: 'Director of Engineering', years: 6 }],
    certs: [{ name: 'Chartered IT Professional (CITP)', issuer: 'BCS', issued: 2100, expires: null }],
  },
  ben: {
    jobs: [{ employer: 'Woodgrove Bank', title: 'Service Desk Analyst', years: 2 }],
    certs: [{ name: 'HDI Support Center Analyst', issuer: 'HDI', issued: 1100, expires: -12 }],
  },
  farid: {
    jobs: [{ employer: 'Proseware', title: 'Software Engineer', years: 4 }],
    certs: [
      {
        name: 'AWS Certified Solutions Architect – Associate',
        issuer: 'Amazon Web Services',
        issued: 1035,
        expires: 60,
        shows: [/cloud infrastructure/i, /software design/i],
      },
    ],
  },
  hannah: {
    jobs: [{ employer: 'Fourth Coffee', title: 'Sales Representative', years: 3 }],
    certs: [
      {
        name: 'Certified Sales Professional',
        issuer: 'Institute of Sales Professionals',
        issued: 700,
        expires: null,
        shows: [/negotiation/i],
      },
    ],
  },
  diego: {
    jobs: [{ employer: 'Lucerne Publishing', title: 'Junior Developer', years: 2 }],
    certs: [
      {
        name: 'Oracle Certified Professional: Java SE 17 Developer',
        issuer: 'Oracle',
        issued: 500,
        expires: null,
        shows: [/programming/i],
      },
    ],
  },
  kenji: {
    jobs: [{ employer: 'Alpine Ski House', title: 'Business Analyst', years: 3 }],
    certs: [
      {
        name: 'Tableau Desktop Specialist',
        issuer: 'Tableau',
        issued: 685,
        expires: 45,
        shows: [/data visualization/i, /data analysis/i],
      },
    ],
  },
  nora: {
    jobs: [{ employer: 'Trey Research', title: 'Test Analyst', years: 3 }],
    certs: [
      {
        name: 'ISTQB Certified Tester Foundation Level',
        issuer: 'ISTQB',
        issued: 1400,
        expires: null,
        shows: [/automated testing/i, /quality/i],
      },
    ],
  },
  priya: {
    jobs: [{ employer: 'Coho Vineyard', title: 'Associate Product Manager', years: 3 }],
    certs: [
      {
        name: 'Certified Scrum Product Owner',
        issuer: 'Scrum Alliance',
        issued: 530,
        expires: 200,
        shows: [/product thinking/i, /prioriti/i],
      },
    ],
  },
  isaac: {
    jobs: [{ employer: 'Margie’s Travel', title: 'IT Technician', years: 2 }],
    certs: [{ name: 'CompTIA A+', issuer: 'CompTIA', issued: 1081, expires: 14 }],
  },
};

const DAY = 86_400_000;

export async function seedDemoExperience(
  tx: Tx,
  options: {
    people: readonly ExperiencePerson[];
    /** The competencies of each company, by company id. */
    catalogs: ReadonlyMap<string, ReadonlyArray<{ id: string; name: string }>>;
    now: number;
  },
): Promise<void> {
  const { people, catalogs, now } = options;
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  for (const person of people) {
    const plan = PLANS[person.email.split('@')[0] ?? ''];
    if (!plan) continue;
    const jobs: Array<typeof employmentHistory.$inferInsert> = [];
    if (person.jobTitle) {
      jobs.push({
        companyId: person.companyId,
        personId: person.id,
        employer: person.employer,
        title: person.jobTitle,
        startOn: isoDay(person.joinedAt.getTime()),
      });
    }
    // Earlier jobs back to back before this one, with a short gap between each.
    let before = person.joinedAt.getTime() - 14 * DAY;
    for (const job of plan.jobs) {
      const start = before - Math.round(job.years * 365) * DAY;
      jobs.push({
        companyId: person.companyId,
        personId: person.id,
        employer: job.employer,
        title: job.title,
        startOn: isoDay(start),
        endOn: isoDay(before),
        description: job.description ?? '',
      });
      before = start - 30 * DAY;
    }
    if (jobs.length > 0) await tx.insert(employmentHistory).values(jobs);
    const catalog = catalogs.get(person.companyId) ?? [];
    if (plan.certs.length === 0) continue;
    const shows = plan.certs.map((cert) =>
      (cert.shows ?? []).flatMap((pattern) => {
        const found = catalog.find((competency) => pattern.test(competency.name));
        return found ? [found.id] : [];
      }),
    );
    const made = await tx
      .insert(certifications)
      .values(
        plan.certs.map((cert) => ({
          companyId: person.companyId,
          personId: person.id,
          name: cert.name,
          issuer: cert.issuer,
          credentialId: cert.credentialId ?? '',
          issuedOn: isoDay(now - cert.issued * DAY),
          expiresOn: cert.expires === null ? null : isoDay(now + cert.expires * DAY),
          // Reminded when it came within 30 days, as the sweep would have done: no burst of e-mails at start.
          expiryReminderSentAt:
            cert.expires !== null && cert.expires >= 0 && cert.expires <= EXPIRY_REMINDER_DAYS
              ? new Date(now - (EXPIRY_REMINDER_DAYS - cert.expires) * DAY)
              : null,
        })),
      )
      .returning({ id: certifications.id });
    // Rows come back in the order they were given.
    const links = made.flatMap((row, i) =>
      [...new Set(shows[i] ?? [])].map((competencyId) => ({
        companyId: person.companyId,
        certificationId: row.id,
        competencyId,
      })),
    );
    if (links.length > 0) {
      await tx.insert(certificationCompetencies).values(links);
      // Their levels in what the certificates show hold until the certificates expire, if later.
      await writeStoredLevels(
        tx,
        person.companyId,
        { personIds: [person.id], competencyIds: [...new Set(links.map((link) => link.competencyId))] },
        'evidence',
      );
    }
  }
}
