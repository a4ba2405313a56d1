/**
 * A line manager is a profile of the same company, now at the database level too: the foreign key
 * runs over (company_id, line_manager_id), so no bug or hand-written query can make someone of
 * company A report to someone of company B. Deleting the manager clears only line_manager_id
 * (the column-list form of SET NULL, PostgreSQL 15+; PGlite is 18); company_id is never touched.
 * Profiles already has UNIQUE (company_id, id) from 0001, which the key refers to.
 * Any link that already breaks the rule (or points a person at themself) is cleared first.
 */
export default /* sql */ `
UPDATE profiles p SET line_manager_id = NULL
WHERE p.line_manager_id IS NOT NULL
  AND (p.line_manager_id = p.id
    OR NOT EXISTS (SELECT 1 FROM profiles m WHERE m.id = p.line_manager_id AND m.company_id = p.company_id));

ALTER TABLE profiles DROP CONSTRAINT IF EXISTS profiles_line_manager_id_fkey;
ALTER TABLE profiles
  ADD CONSTRAINT profiles_line_manager_same_company_fkey
  FOREIGN KEY (company_id, line_manager_id) REFERENCES profiles(company_id, id)
  ON DELETE SET NULL (line_manager_id);
ALTER TABLE profiles
  ADD CONSTRAINT profiles_line_manager_not_self CHECK (line_manager_id IS DISTINCT FROM id);
`;
