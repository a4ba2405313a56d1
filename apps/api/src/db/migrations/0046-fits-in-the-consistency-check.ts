/**
 * The nightly consistency check compares stored fits as well as stored levels (issue 23, point 4;
 * decision 0058): a sample of fits worked out afresh from the stored levels and the profile's
 * requirements, and those that differ named, beside the levels' report.
 */
export default /* sql */ `
ALTER TABLE level_consistency_checks
  ADD COLUMN fits_sampled integer NOT NULL DEFAULT 0,
  ADD COLUMN fits_mismatched integer NOT NULL DEFAULT 0,
  ADD COLUMN fit_examples jsonb NOT NULL DEFAULT '[]'::jsonb;
`;
