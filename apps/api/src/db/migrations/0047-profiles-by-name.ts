/**
 * The teams list pages line managers by name (issue 23, decision 0055): walked in this index's order,
 * a page of 50 reads about as many managers as it shows (and the people between them), never the whole
 * company sorted by name.
 */
export default /* sql */ `
CREATE INDEX profiles_by_lower_name ON profiles (company_id, lower(full_name), id);
`;
