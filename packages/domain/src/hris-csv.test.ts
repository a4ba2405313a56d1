import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { isIsoDay, readHrisRecords, writeHrisTemplate } from './hris-csv.ts';
import { HRIS_MAX_ISSUES, HRIS_MAX_ROWS } from './schemas/hris-import-messages.ts';

const read = (text: string) => readHrisRecords(Papa.parse<string[]>(text.replace(/^\uFEFF/, '')).data);

describe('HRIS import file', () => {
  it('reads the template into one record of each kind and two people', () => {
    const file = read(writeHrisTemplate());
    expect(file.issues).toEqual([]);
    expect(file.units.map((u) => u.externalId)).toEqual(['ORG-1', 'ORG-10']);
    expect(file.units[1]).toMatchObject({ parentExternalId: 'ORG-1', kind: 'division', code: 'ENG' });
    expect(file.locations[0]).toMatchObject({ country: 'DE', timeZone: 'Europe/Berlin' });
    expect(file.positions[0]).toMatchObject({ jobProfile: 'Engineering Manager', unitExternalId: 'ORG-10' });
    expect(file.people.map((p) => [p.externalId, p.managerExternalId])).toEqual([
      ['E-1001', ''],
      ['E-1002', 'E-1001'],
    ]);
    expect(file.rowCount).toBe(6);
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
