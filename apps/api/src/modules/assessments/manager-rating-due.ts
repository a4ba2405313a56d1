import { sql } from 'drizzle-orm';

/**
 * Whether the person `p` (a profiles row) rated themselves after their manager last rated them, or
 * was never rated by a manager: their manager's rating is due. The tasks list, the team matrix and
 * the dashboard's team summary ask it the same way.
 */
export const managerRatingDue = sql`exists (
  select 1 from competency_ratings s
  where s.company_id = p.company_id and s.subject_id = p.id and s.source = 'self'
    and s.rated_at > coalesce((
      select max(m.rated_at) from competency_ratings m
      where m.company_id = p.company_id and m.subject_id = p.id and m.source = 'manager'
    ), '-infinity'::timestamptz))`;
