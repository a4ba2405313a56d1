import { describe, expect, it } from 'vitest';
import { CSV_TEMPLATE, normaliseRole, parseInviteCsv } from './csv-rows.ts';

describe('parseInviteCsv', () => {
  it('reads the template as it is downloaded', () => {
    expect(parseInviteCsv(CSV_TEMPLATE)).toEqual({
      ok: true,
      rows: [
        { row: 2, email: 'ana.silva@example.com', role: 'employee', fullName: 'Ana Silva' },
        { row: 3, email: 'li.wei@example.com', role: 'team_manager', fullName: 'Li Wei' },
      ],
    });
  });

  it('keeps row numbers as a spreadsheet shows them, skipping blank rows', () => {
    const text = '\uFEFFRole;E-mail\r\nEmployee;a@x.test\r\n\r\n;\r\nTeam Manager;b@x.test\r\n';
    expect(parseInviteCsv(text)).toEqual({
      ok: true,
      rows: [
        { row: 2, email: 'a@x.test', role: 'employee' },
        { row: 5, email: 'b@x.test', role: 'team_manager' },
      ],
    });
  });

  it('keeps bad values for the server to report by row', () => {
    const result = parseInviteCsv('email,role\nnot-an-email,boss\n,employee\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 2, email: 'not-an-email', role: 'boss' },
        { row: 3, email: '', role: 'employee' },
      ],
    });
  });

  it.each([
    ['an empty file', '', 'empty'],
    ['only a header', 'email,role,full_name\n', 'empty'],
    ['no role column', 'email,name\na@x.test,A\n', 'missingColumns'],
  ])('refuses %s', (_label, text, problem) => {
    expect(parseInviteCsv(text)).toMatchObject({ ok: false, problem });
  });

  it('refuses more than 500 rows and says how many there were', () => {
    const text = `email,role\n${Array.from({ length: 501 }, (_, i) => `p${i}@x.test,employee`).join('\n')}`;
    expect(parseInviteCsv(text)).toEqual({ ok: false, problem: 'tooMany', count: 501 });
  });

  it('normalises role spellings', () => {
    expect(normaliseRole(' Company IT-Admin ')).toBe('company_it_admin');
  });
});
