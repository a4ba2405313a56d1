import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { rowsOf } from '../src/db/migrate.ts';
import { createTestDatabase } from './test-db.ts';

/**
 * Decision 0081 (growing past one database): distributing the tenant tables by company (Citus) needs
 * every tenant table's primary key to lead with company_id. Most do not yet. This is a ratchet: the
 * tenant tables (those with the tenant_isolation policy) whose primary key does not lead with
 * company_id must be exactly the list below. A new tenant table must lead with company_id; a table
 * whose key is fixed must leave the list, so the list only shrinks.
 */
const KEYS_NOT_LEADING_WITH_COMPANY: string[] = [
  'assessment_cycle_members (cycle_id, person_id)',
  'assessment_cycles (id)',
  'assistant_feedback (message_id, user_id)',
  'assistant_messages (id)',
  'assistant_sessions (id)',
  'audit_log (id)',
  'career_plan_comments (id)',
  'career_targets (profile_id, job_profile_id)',
  'certifications (id)',
  'competencies (id)',
  'competency_categories (id)',
  'competency_frameworks (id)',
  'competency_ratings (id)',
  'competency_scale_versions (framework_id, version)',
  'development_action_competencies (action_id, competency_id)',
  'development_actions (id)',
  'development_plan_comments (id)',
  'development_plans (profile_id)',
  'email_outbox (id)',
  'employment_history (id)',
  'feedback_requests (id)',
  'hris_imports (id)',
  'internal_ai_calls (id)',
  'invitations (id)',
  'invoice_lines (id)',
  'invoices (id)',
  'job_assignments (id)',
  'job_families (id)',
  'job_grades (id)',
  'job_profile_fit_totals (no primary key)',
  'job_profile_next_steps (from_job_profile_id, to_job_profile_id)',
  'job_profile_requirements (job_profile_id, competency_id)',
  'job_profiles (id)',
  'knowledge_passages (id)',
  'knowledge_sources (id)',
  'level_changes (id)',
  'level_dry_runs (id)',
  'level_recomputes (id)',
  'locations (id)',
  'org_unit_moves (id)',
  'org_units (id)',
  'positions (id)',
  'profiles (id)',
  'role_requests (id)',
  'security_events (id)',
  'session (id)',
  'stored_files (id)',
  'subscription_add_ons (id)',
  'subscriptions (id)',
  'system_images (id)',
  'team_competencies (team_id, competency_id)',
  'team_members (team_id, profile_id)',
  'teams (id)',
];

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

interface TenantTable {
  table_name: string;
  key: string[] | null;
}

async function tenantTables(): Promise<TenantTable[]> {
  return rowsOf<TenantTable>(
    await database.db.execute(sql`
      select c.relname as table_name,
             (select array_agg(a.attname::text order by k.ord)
                from unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
                join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as key
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        left join pg_index i on i.indrelid = c.oid and i.indisprimary
       where c.relkind in ('r', 'p')
         and exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation')
       order by c.relname`),
  );
}

/** The company row itself is the distribution key's source: its own id is the company id. */
const leadsWithCompany = (t: TenantTable) =>
  t.key?.[0] === 'company_id' || (t.table_name === 'companies' && t.key?.[0] === 'id');

describe('tenant tables and distribution by company (decision 0081)', () => {
  it('finds the tenant tables by their policy', async () => {
    const names = (await tenantTables()).map((t) => t.table_name);
    // A query that found none would let the ratchet below pass on nothing.
    expect(names).toEqual(expect.arrayContaining(['profiles', 'competency_ratings', 'audit_log']));
  });

  it('lets no new tenant table have a key that does not lead with company_id, and keeps the list exact', async () => {
    const notLeading = (await tenantTables())
      .filter((t) => !leadsWithCompany(t))
      .map((t) => `${t.table_name} (${(t.key ?? ['no primary key']).join(', ')})`);
    expect(notLeading).toEqual(KEYS_NOT_LEADING_WITH_COMPANY);
  });
});
