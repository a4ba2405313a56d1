import { HRIS_COLUMNS, type HrisColumn } from './schemas/hris-import-messages.ts';
import { writeCsv } from './spreadsheet-cell.ts';

/**
 * The HRIS import's downloadable template (docs/hris-import.md): the layout's header and an example
 * of each kind of record, which imports as it is into a company with the job profiles it names.
 */
export function writeHrisTemplate(): string {
  const row = (values: Partial<Record<HrisColumn, string>>) =>
    HRIS_COLUMNS.map((column) => values[column] ?? '');
  return writeCsv({
    header: HRIS_COLUMNS,
    rows: [
      row({ record: 'unit', external_id: 'ORG-1', name: 'Acme', kind: 'company' }),
      row({
        record: 'unit',
        external_id: 'ORG-10',
        name: 'Engineering',
        parent_external_id: 'ORG-1',
        kind: 'division',
        code: 'ENG',
      }),
      row({ record: 'cost_centre', external_id: 'CC-1', name: 'Research and development', code: 'RD' }),
      row({
        record: 'cost_centre',
        external_id: 'CC-11',
        name: 'Platform',
        parent_external_id: 'CC-1',
        code: 'RD-PLAT',
      }),
      row({
        record: 'location',
        external_id: 'LOC-BER',
        name: 'Berlin office',
        country: 'DE',
        city: 'Berlin',
        time_zone: 'Europe/Berlin',
      }),
      row({
        record: 'position',
        external_id: 'POS-100',
        code: 'ENG-LEAD',
        job_profile: 'Engineering Manager',
        unit_external_id: 'ORG-10',
        location_external_id: 'LOC-BER',
        critical: 'yes',
      }),
      row({
        record: 'position',
        external_id: 'POS-101',
        code: 'ENG-101',
        job_profile: 'Software Engineer',
        unit_external_id: 'ORG-10',
        location_external_id: 'LOC-BER',
        reports_to_external_id: 'POS-100',
        fte: '0.8',
      }),
      row({
        record: 'person',
        external_id: 'E-1001',
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        unit_external_id: 'ORG-10',
        location_external_id: 'LOC-BER',
        position_external_id: 'POS-100',
        cost_centre_external_id: 'CC-11',
        effective_date: '2027-01-01',
      }),
      row({
        record: 'person',
        external_id: 'E-1002',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        position_external_id: 'POS-101',
        cost_centre_external_id: 'CC-11',
        manager_external_id: 'E-1001',
      }),
      row({
        record: 'person',
        external_id: 'E-1003',
        name: 'Katherine Johnson',
        email: 'katherine@example.com',
        unit_external_id: 'ORG-1',
        job_profile: 'Engineering Manager',
      }),
      // Grace also works on a project in ORG-1, under Katherine's dotted line.
      row({
        record: 'secondary',
        external_id: 'E-1002',
        name: 'Grace Hopper',
        manager_external_id: 'E-1003',
        unit_external_id: 'ORG-1',
        effective_date: '2027-01-01',
      }),
    ],
  });
}
