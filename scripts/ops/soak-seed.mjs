// The people the soak signs in as: the demo's Acme has 21, too few for 50 clients to be 50 different
// people (one person's sessions, ratings and rate-limit bucket would be shared by several clients).
// This adds `count` people to Acme straight in SQL, in teams of ten under a team manager, all with the
// demo password, one in 50 a learning lead. Argon2id is slow on purpose, so the hash is the demo owner's, copied: the server
// verifies it as it verifies any other. Set-based: 500 people take well under a second.
import pg from 'pg';

export const SOAK_PASSWORD = 'Demo-pass-2026';
export const SOAK_DOMAIN = 'acme.test';
/** One in TEAM_SIZE of the people added leads the next TEAM_SIZE - 1. */
const TEAM_SIZE = 10;
/** One in LEARNING_EVERY is a learning lead: the people who import frameworks now and then. */
const LEARNING_EVERY = 50;

const FIRST = [
  'Alex',
  'Sam',
  'Maria',
  'Jon',
  'Ana',
  'Li',
  'Noor',
  'Tom',
  'Eva',
  'Raj',
  'Mia',
  'Leo',
  'Zoe',
  'Ivan',
  'Sara',
  'Omar',
];
const LAST = [
  'Berg',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Haas',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Novak',
  'Okafor',
  'Patel',
  'Quist',
  'Rossi',
];
const JOBS = [
  ['Software Engineer', 'Engineering'],
  ['Account Executive', 'Sales'],
  ['Customer Success Specialist', 'Customer Success'],
  ['Product Designer', 'Product'],
  ['Data Analyst', 'Product'],
];

/** The e-mail of soak person n (1-based). */
export const soakEmail = (/** @type {number} */ n) => `soak${n}@${SOAK_DOMAIN}`;

/**
 * Adds `count` people to the demo company of the database at `databaseUrl` (an admin connection:
 * it writes past row-level security as the seed does). Returns [{ email, role }] of everyone added.
 * @param {string} databaseUrl
 * @param {number} count
 * @returns {Promise<Array<{ email: string, role: string }>>}
 */
export async function seedSoakPeople(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const owner = await client.query(
      `select p.company_id, a.password from profiles p join account a on a.user_id = p.id
        where p.email = $1 and a.provider_id = 'credential'`,
      [`owner@${SOAK_DOMAIN}`],
    );
    const { company_id: companyId, password: hash } = owner.rows[0] ?? {};
    if (!companyId) throw new Error('the demo company is missing: start the cluster with its demo data');
    const people = Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      const [jobTitle, department] = JOBS[i % JOBS.length] ?? [];
      return {
        n,
        name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${n}`,
        role: i % TEAM_SIZE === 0 ? 'team_manager' : i % LEARNING_EVERY === 5 ? 'learning_lead' : 'employee',
        lead: i % TEAM_SIZE === 0 ? null : i - (i % TEAM_SIZE) + 1,
        jobTitle,
        department,
      };
    });
    const ns = people.map((p) => p.n);
    await client.query('begin');
    // Ids derived from n, so each statement computes what it refers to instead of looking it up.
    await client.query(
      `insert into "user" (id, name, email, email_verified)
       select md5('soak-user' || n)::uuid, name, 'soak' || n || '@${SOAK_DOMAIN}', true
         from unnest($1::int[], $2::text[]) as t(n, name)`,
      [ns, people.map((p) => p.name)],
    );
    await client.query(
      `insert into account (id, account_id, provider_id, user_id, password)
       select md5('soak-account' || n)::uuid, md5('soak-user' || n)::uuid::text, 'credential',
              md5('soak-user' || n)::uuid, $2
         from unnest($1::int[]) as t(n)`,
      [ns, hash],
    );
    await client.query(
      `insert into profiles (id, company_id, email, full_name, role, status, job_title, department, line_manager_id)
       select md5('soak-user' || n)::uuid, $1, 'soak' || n || '@${SOAK_DOMAIN}', name, role, 'active',
              job_title, department, case when lead is null then null else md5('soak-user' || lead)::uuid end
         from unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])
           as t(n, name, role, lead, job_title, department)`,
      [
        companyId,
        ns,
        people.map((p) => p.name),
        people.map((p) => p.role),
        people.map((p) => p.lead),
        people.map((p) => p.jobTitle),
        people.map((p) => p.department),
      ],
    );
    await client.query('commit');
    return people.map((p) => ({ email: soakEmail(p.n), role: p.role }));
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
