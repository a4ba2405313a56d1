/**
 * A job profile's first page of holders by name at 100,000 people (issue 23, decision 0059): it read
 * the profile's 10,000 holders and sorted them (7 ms); this index hands the page out in order.
 */
export default /* sql */ `
CREATE INDEX profiles_active_holders_by_name ON profiles (company_id, job_profile_id, full_name, id)
  WHERE status = 'active';
`;
