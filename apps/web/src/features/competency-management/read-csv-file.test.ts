import { parseCsvRecords, readFrameworkCsv } from '@competencyhub/domain/framework-csv';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, NotUtf8Error, parseCsvInSteps } from './read-csv-file.ts';

const files = {
  plain: 'category,name,type\r\nComms,Listening,behavioural\r\nData,SQL,technical\r\n',
  quotedAcrossSteps:
    '\uFEFFcategory,name,type,description\n' +
    'Comms,"Listening, well",behavioural,"Line one\nline ""two"" — café ✓\r\nthird; 👩🏽‍💻"\n' +
    '\n,,,\nData,SQL,technical,"x"\n',
  semicolons: 'category;name;type;description\r\nData;SQL, MySQL;technical;Queries, joins\r\n',
  malformed: 'category,name,type\nC,,technical\nC,"Broken,technical\nD,Ok,technical\n',
  ragged: 'category,name,type,description\nComms,Listening,behavioural,Hears people, and shows it\n',
};

describe('reading a CSV in steps', () => {
  it.each(Object.entries(files))(
    'reads %s exactly as the server does, however small the steps',
    async (_, text) => {
      for (const size of [1, 3, 7, 16, 64, 100_000]) {
        const stepped = await parseCsvInSteps(text, () => {}, size);
        expect(stepped).toEqual(parseCsvRecords(text));
      }
    },
  );

  it('reports progress up to the end', async () => {
    const text = `category,name,type\n${'C,Name,technical\n'.repeat(400)}`;
    const seen: number[] = [];
    await parseCsvInSteps(text, (fraction) => seen.push(fraction), 500);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(1);
  });

  it('refuses bytes that are not UTF-8 instead of turning them into �', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('category,name,type\nC,Caf'), 0xe9, 0x0a]);
    expect(() => decodeUtf8(latin1.buffer)).toThrow(NotUtf8Error);
    const utf8 = new TextEncoder().encode('category,name,type\nC,Café,technical\n');
    expect(readFrameworkCsv(decodeUtf8(utf8.buffer as ArrayBuffer), 5).rows[0]?.name).toBe('Café');
  });
});
