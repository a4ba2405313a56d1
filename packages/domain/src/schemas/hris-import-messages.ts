/**
 * The HRIS import's layout constants and its problems (issue 23, point 3), apart from the reader: the
 * web app maps each problem code to its translation without loading papaparse or zod into the page.
 * The API answers codes (with a row, a column and a value); these English sentences are for the API's
 * own messages, the docs and tests.
 */

import { FTE_MAX, FTE_MIN } from './organisation-messages.ts';

/** The kinds of record one file holds, in the order they are applied. */
export const HRIS_RECORD_KINDS = [
  'unit',
  'cost_centre',
  'location',
  'position',
  'person',
  'secondary',
] as const;
export type HrisRecordKind = (typeof HRIS_RECORD_KINDS)[number];

/** Every column of the layout (docs/hris-import.md), in the template's order. */
export const HRIS_COLUMNS = [
  'record',
  'external_id',
  'name',
  'parent_external_id',
  'kind',
  'code',
  'country',
  'city',
  'time_zone',
  'job_profile',
  'unit_external_id',
  'location_external_id',
  'reports_to_external_id',
  'fte',
  'critical',
  'position_external_id',
  'cost_centre_external_id',
  'email',
  'manager_external_id',
  'effective_date',
] as const;
export type HrisColumn = (typeof HRIS_COLUMNS)[number];

/** Records (rows) of one file at most: a company of 100,000 people with its units, seats and places. */
export const HRIS_MAX_ROWS = 150_000;
/** Largest upload: 150,000 rows of about 200 characters. */
export const HRIS_MAX_MB = 40;
export const HRIS_MAX_BYTES = HRIS_MAX_MB * 1024 * 1024;
/** Problems kept on an import (and listed) at most; every one is still counted. */
export const HRIS_MAX_ISSUES = 200;

export type HrisProblem =
  | 'not_utf8'
  | 'too_many_columns'
  | 'missing_column'
  | 'unknown_column'
  | 'empty'
  | 'too_many_rows'
  | 'malformed'
  | 'record_unknown'
  | 'external_id_required'
  | 'external_id_too_long'
  | 'duplicate_external_id'
  | 'name_required'
  | 'name_too_long'
  | 'code_too_long'
  | 'kind_too_long'
  | 'country_unknown'
  | 'time_zone_unknown'
  | 'place_too_long'
  | 'job_profile_required'
  | 'unit_required'
  | 'email_required'
  | 'email_invalid'
  | 'duplicate_email'
  | 'date_invalid'
  | 'hidden_characters'
  | 'unknown_parent_unit'
  | 'unit_loop'
  | 'too_deep'
  | 'unit_archived'
  | 'unknown_unit'
  | 'unknown_location'
  | 'unknown_position'
  | 'unknown_job_profile'
  | 'ambiguous_job_profile'
  | 'unknown_manager'
  | 'manager_self'
  | 'manager_loop'
  | 'position_unavailable'
  | 'position_taken'
  | 'date_too_early'
  | 'email_other_person'
  | 'name_taken'
  | 'code_taken'
  | 'not_a_unit'
  | 'not_a_cost_centre'
  | 'unknown_cost_centre'
  | 'cost_centre_archived'
  | 'fte_invalid'
  | 'critical_invalid'
  | 'reports_to_self'
  | 'reports_to_loop'
  | 'reports_to_closed'
  | 'secondary_empty'
  | 'duplicate_secondary';

/** Rows that are read but change nothing, and why: shown beside the preview, never a reason to refuse. */
export type HrisNotice = 'person_not_found' | 'manager_not_found' | 'secondary_manager_not_found';

export const HRIS_MESSAGES: Record<HrisProblem | HrisNotice, string> = {
  not_utf8: 'The file is not saved as UTF-8: save it as "CSV UTF-8" and upload it again',
  too_many_columns: 'The file has more columns than the layout',
  missing_column: 'The file has no {{value}} column',
  unknown_column: 'The column {{value}} is not part of the layout',
  empty: 'The file has no rows',
  too_many_rows: `The file has more than ${HRIS_MAX_ROWS.toLocaleString('en-US')} rows`,
  malformed: 'This row cannot be read: check its quotation marks',
  record_unknown: 'The record column says unit, cost_centre, location, position, person or secondary',
  external_id_required: 'Enter the external id',
  external_id_too_long: 'An external id has at most {{value}} characters',
  duplicate_external_id: 'This external id is already on row {{value}}',
  name_required: 'Enter a name',
  name_too_long: 'A name has at most {{value}} characters',
  code_too_long: 'A code has at most {{value}} characters',
  kind_too_long: 'A kind has at most {{value}} characters',
  country_unknown: 'Enter a country as its two-letter ISO code, such as DE or GB',
  time_zone_unknown: 'Enter a time zone such as Europe/Berlin',
  place_too_long: 'At most {{value}} characters',
  job_profile_required: 'Enter the job profile’s title',
  unit_required: 'Enter the unit’s external id',
  email_required: 'Enter the person’s e-mail address',
  email_invalid: 'Enter a valid e-mail address',
  duplicate_email: 'This e-mail address is already on row {{value}}',
  date_invalid: 'Enter the date as YYYY-MM-DD',
  hidden_characters: 'Remove line breaks and hidden formatting characters from this cell',
  unknown_parent_unit: 'No unit has the external id {{value}}, in the file or in CompetencyHub',
  unit_loop: 'These parents go round in a circle',
  too_deep: 'The tree would be more than {{value}} levels deep',
  unit_archived: 'This unit is archived in CompetencyHub: restore it first',
  unknown_unit: 'No unit has the external id {{value}}, in the file or in CompetencyHub',
  unknown_location: 'No location has the external id {{value}}, in the file or in CompetencyHub',
  unknown_position: 'No position has the external id {{value}}, in the file or in CompetencyHub',
  unknown_job_profile: 'No active job profile is called {{value}}',
  ambiguous_job_profile: 'Several active job profiles are called {{value}}: rename one',
  unknown_manager: 'No person has the external id {{value}}, in the file or in CompetencyHub',
  manager_self: 'A person cannot be their own manager',
  manager_loop: 'These managers go round in a circle',
  position_unavailable: 'This position is frozen or closed',
  position_taken: 'Another person holds this position',
  date_too_early: 'The person’s current job record began on {{value}}: date the change later',
  email_other_person: 'This e-mail address belongs to a person with another external id',
  name_taken: 'Another unit or location already has this name at this place',
  code_taken: 'Another record already has this code',
  not_a_unit: '{{value}} is a cost centre: name a unit of the organisation here',
  not_a_cost_centre: '{{value}} is a unit of the organisation: name a cost centre here',
  unknown_cost_centre: 'No cost centre has the external id {{value}}, in the file or in CompetencyHub',
  cost_centre_archived: 'This cost centre is archived in CompetencyHub: restore it first',
  fte_invalid: `Enter the full-time equivalent as a number from ${FTE_MIN} to ${FTE_MAX}, such as 0.5`,
  critical_invalid: 'Enter yes or no (or true/false, 1/0)',
  reports_to_self: 'A position cannot report to itself',
  reports_to_loop: 'These positions report to each other in a circle',
  reports_to_closed: 'The position {{value}} is closed: choose an open one to report to',
  secondary_empty: 'Name a dotted-line manager, a unit or a job profile for the assignment',
  duplicate_secondary: 'The same assignment is already on row {{value}}',
  person_not_found: 'Not in CompetencyHub yet: invite them first',
  manager_not_found: 'The manager is not in CompetencyHub yet: the manager stays as it is',
  secondary_manager_not_found:
    'The dotted-line manager {{value}} is not in CompetencyHub yet: the assignment is skipped',
};

/** A problem as an English sentence, its {{value}} filled in. */
export const hrisMessage = (problem: HrisProblem | HrisNotice, value?: string | null) =>
  HRIS_MESSAGES[problem].replaceAll('{{value}}', value ?? '');

export const HRIS_IMPORT_MESSAGES = {
  tooLarge: `The file is larger than ${HRIS_MAX_MB} MB: split it into smaller files`,
  unsupported: 'Choose a CSV file',
  notApplicable: 'This import has problems or was already applied: upload the corrected file again',
  running: 'Another import is being applied: wait for it to finish',
} as const;
