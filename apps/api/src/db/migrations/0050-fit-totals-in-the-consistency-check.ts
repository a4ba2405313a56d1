/**
 * The nightly consistency check compares the job profiles' fit totals too (decision 0064): a sample
 * of profiles, each profile's summed rows beside a fresh count of its active holders and their fits,
 * and those that differ named beside the levels' and fits' report.
 */
export default /* sql */ `
ALTER TABLE level_consistency_checks
  ADD COLUMN fit_totals_sampled integer NOT NULL DEFAULT 0,
  ADD COLUMN fit_totals_mismatched integer NOT NULL DEFAULT 0,
  ADD COLUMN fit_total_examples jsonb NOT NULL DEFAULT '[]'::jsonb;
`;
