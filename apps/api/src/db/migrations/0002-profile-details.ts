/**
 * Work details people keep on their profile, and the line manager an administrator sets.
 * A line manager is another profile of the same company; the service checks the company, and
 * the foreign key clears the link if that profile is ever deleted.
 */
export default `
ALTER TABLE profiles ADD COLUMN job_title text;
ALTER TABLE profiles ADD COLUMN department text;
ALTER TABLE profiles ADD COLUMN location text;
ALTER TABLE profiles ADD COLUMN line_manager_id uuid REFERENCES profiles(id) ON DELETE SET NULL;
CREATE INDEX profiles_line_manager_idx ON profiles(company_id, line_manager_id) WHERE line_manager_id IS NOT NULL;
`;
