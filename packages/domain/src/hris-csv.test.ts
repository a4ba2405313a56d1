import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { isIsoDay, readFte, readHrisRecords, readYesNo } from './hris-csv.ts';
import { writeHrisTemplate } from './hris-template.ts';
import { HRIS_MAX_ISSUES, HRIS_MAX_ROWS } from './schemas/hris-import-messages.ts';

const read = (text: string) => readHrisRecords(Papa.parse<string[]>(text.replace(/^\uFEFF/, '')).data);

describe('HRIS import file', () => {
  it('reads the template into records of each kind', () => {
    const file = read(writeHrisTemplate());
    expect(file.issues).toEqual([]);
    expect(file.units.map((u) => u.externalId)).toEqual(['ORG-1', 'ORG-10']);
    expect(file.units[1]).toMatchObject({ parentExternalId: 'ORG-1', kind: 'division', code: 'ENG' });
    expect(file.costCentres.map((c) => [c.externalId, c.parentExternalId, c.code])).toEqual([
      ['CC-1', '', 'RD'],
      ['CC-11', 'CC-1', 'RD-PLAT'],
    ]);
    expect(file.locations[0]).toMatchObject({ country: 'DE', timeZone: 'Europe/Berlin' });
    expect(file.positions.map((p) => [p.externalId, p.reportsToExternalId, p.fte, p.critical])).toEqual([
      ['POS-100', '', null, true],
      ['POS-101', 'POS-100', 0.8, null],
    ]);
    expect(file.positions[0]).toMatchObject({ jobProfile: 'Engineering Manager', unitExternalId: 'ORG-10' });
    expect(file.people.map((p) => [p.externalId, p.managerExternalId, p.costCentreExternalId])).toEqual([
      ['E-1001', '', 'CC-11'],
      ['E-1002', 'E-1001', 'CC-11'],
      ['E-1003', '', ''],
    ]);
    expect(file.secondaries).toEqual([
      {
        row: 12,
        personExternalId: 'E-1002',
        email: '',
        managerExternalId: 'E-1003',
        unitExternalId: 'ORG-1',
        jobProfile: '',
        effectiveDate: '2027-01-01',
      },
    ]);
    expect(file.rowCount).toBe(11);
  });

  it('reads cost centres, a position’s reports-to, FTE and critical flag, and secondary assignments', () => {
    const file = read(
      [
        'record,external_id,name,parent_external_id,code,reports_to_external_id,fte,critical,email,manager_external_id,unit_external_id,job_profile,cost_centre_external_id',
        'cost_centre,CC1,Finance,,FIN,,,,,,,,',
        // A unit and a cost centre may share an external id: each tree has its own.
        'unit,CC1,Finance department,,,,,,,,,,',
        'position,P1,,,,P0,"0,5",No,,,U1,Engineer,',
        'position,P2,,,,P2,0.05,maybe,,,U1,Engineer,',
        'person,E1,Ann,,,,,,ann@example.test,,,,CC1',
        'secondary,E1,Ann,,,,,,,E2,,,',
        'secondary,E1,Ann,,,,,,ann@example.test,E3,U9,,',
        'secondary,E1,Ann,,,,,,,E2,,,',
        'secondary,E1,Ann,,,,,,,,,,',
        'secondary,E1,Ann,,,,,,,E1,,,',
      ].join('\n'),
    );
    expect(file.issues.map((i) => [i.row, i.column, i.problem, i.value])).toEqual([
      [5, 'reports_to_external_id', 'reports_to_self', undefined],
      [5, 'fte', 'fte_invalid', undefined],
      [5, 'critical', 'critical_invalid', undefined],
      [9, 'external_id', 'duplicate_secondary', '7'],
      [10, 'manager_external_id', 'secondary_empty', undefined],
      [11, 'manager_external_id', 'manager_self', undefined],
    ]);
    expect(file.costCentres).toEqual([
      { row: 2, externalId: 'CC1', name: 'Finance', parentExternalId: '', code: 'FIN' },
    ]);
    expect(file.units.map((u) => u.externalId)).toEqual(['CC1']);
    expect(file.positions).toMatchObject([{ row: 4, reportsToExternalId: 'P0', fte: 0.5, critical: false }]);
    expect(file.people[0]?.costCentreExternalId).toBe('CC1');
    expect(
      file.secondaries.map((s) => [
        s.row,
        s.personExternalId,
        s.email,
        s.managerExternalId,
        s.unitExternalId,
      ]),
    ).toEqual([
      [7, 'E1', '', 'E2', ''],
      [8, 'E1', 'ann@example.test', 'E3', 'U9'],
    ]);
  });

  it('reads a full-time equivalent and a yes or no as spreadsheets write them', () => {
    expect(['1', '0.5', ',75', '1.5', '0.1', '0.333'].map(readFte)).toEqual([1, 0.5, 0.75, 1.5, 0.1, 0.33]);
    expect(['0', '0.09', '1.6', '-1', '1e0', 'half', '0.5.'].map(readFte)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(['YES', 'no', 'True', 'false', '1', '0', 'ja', ''].map(readYesNo)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      null,
      null,
    ]);
  });

  it('reports every bad row with its row number and column', () => {
    const file = read(
      [
        'record,external_id,name,country,time_zone,email,effective_date',
        'team,T1,Nope,,,,',
        'unit,,Missing id,,,,',
        'location,L1,Paris,XX,Mars/Base,,',
        'person,P1,Ann,,,ann@example.com,2027-02-30',
        'person,P1,Bob,,,ANN@example.com,',
        'person,P3,Cy,,,not-an-address,',
      ].join('\n'),
    );
    expect(file.issues.map((i) => [i.row, i.column, i.problem, i.value])).toEqual([
      [2, 'record', 'record_unknown', undefined],
      [3, 'external_id', 'external_id_required', undefined],
      [4, 'country', 'country_unknown', undefined],
      [4, 'time_zone', 'time_zone_unknown', undefined],
      [5, 'effective_date', 'date_invalid', undefined],
      [6, 'external_id', 'duplicate_external_id', '5'],
      [6, 'email', 'duplicate_email', '5'],
      [7, 'email', 'email_invalid', undefined],
    ]);
    expect(file.people).toEqual([]);
  });

  it('refuses an unknown column or a missing one before any row', () => {
    const file = read('record,externalid,salary\nperson,P1,1');
    expect(file.issues.map((i) => [i.problem, i.value])).toEqual([
      ['unknown_column', 'externalid'],
      ['unknown_column', 'salary'],
      ['missing_column', 'external_id'],
    ]);
    expect(file.rowCount).toBe(0);
  });

  it('keeps the first problems of a file full of them and counts them all', () => {
    const lines = ['record,external_id'];
    for (let i = 0; i < 5000; i++) lines.push('person,');
    const started = performance.now();
    const file = read(lines.join('\n'));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(file.issues).toHaveLength(HRIS_MAX_ISSUES);
    expect(file.issueCount).toBe(10_000);
  });

  it('says an empty file has no rows', () => {
    expect(read('').issues.map((i) => i.problem)).toEqual(['empty']);
    expect(read('record,external_id\n').issues.map((i) => i.problem)).toEqual(['empty']);
  });

  it('lists a file too long first, even after a full list of other problems, and stops reading', () => {
    const lines = ['record,external_id'];
    for (let i = 0; i <= HRIS_MAX_ROWS; i++) lines.push('person,');
    const file = read(lines.join('\n'));
    expect(file.issues[0]).toEqual({
      row: null,
      column: null,
      problem: 'too_many_rows',
      value: String(HRIS_MAX_ROWS),
    });
    expect(file.issues).toHaveLength(HRIS_MAX_ISSUES);
    expect(file.rowCount).toBe(HRIS_MAX_ROWS + 1);
  });

  it('reads real calendar days only', () => {
    expect(isIsoDay('2027-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2027-02-29')).toBe(false);
    expect(isIsoDay('27-02-28')).toBe(false);
    expect(isIsoDay('2027-2-8')).toBe(false);
  });
});
