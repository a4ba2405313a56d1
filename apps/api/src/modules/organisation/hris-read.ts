import { csvHeaderTooWide, detectCsvDelimiter, withoutBom } from '@competencyhub/domain/framework-csv';
import { type HrisFile, HrisReader } from '@competencyhub/domain/hris-csv';
import { HRIS_MAX_ROWS } from '@competencyhub/domain/schemas/hris-import-messages';
import Papa from 'papaparse';

/** Records parsed between two turns of the event loop: a large file never holds other requests up long. */
const RECORDS_PER_TURN = 2000;
/** Records read at most, empty lines included: past them the file is refused as too long. */
const MAX_RECORDS = HRIS_MAX_ROWS * 2;

/**
 * Reads an uploaded HRIS file (decision 0056): a header wider than any layout is refused unread
 * (csvHeaderTooWide reads no further than its first line); the rest is parsed a record at a time,
 * giving the event loop back every RECORDS_PER_TURN records, and checked by the domain's reader.
 */
export async function readHrisFile(text: string): Promise<HrisFile> {
  const reader = new HrisReader();
  if (csvHeaderTooWide(text)) {
    reader.refuseWideHeader();
    return reader.finish();
  }
  const source = upToRecordLimit(withoutBom(text));
  let index = 0;
  await new Promise<void>((resolve, reject) => {
    Papa.parse<string[]>(source, {
      delimiter: detectCsvDelimiter(source),
      skipEmptyLines: false,
      step: (result, parser) => {
        index++;
        reader.add(index, result.data, result.errors.length > 0);
        if (reader.stopped) {
          parser.abort();
          return;
        }
        if (index % RECORDS_PER_TURN === 0) {
          parser.pause();
          setImmediate(() => parser.resume());
        }
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    });
  });
  return reader.finish();
}

/**
 * In a file without quotation marks every line is one record: the text after MAX_RECORDS + 1 lines is
 * never handed to the parser (a file of millions of empty lines would be split whole first).
 */
function upToRecordLimit(text: string): string {
  if (text.includes('"')) return text;
  const lineEnd = /\r\n|\n|\r/g;
  for (let lines = 0; lines <= MAX_RECORDS + 1; lines++) {
    if (!lineEnd.exec(text)) return text;
  }
  return text.slice(0, lineEnd.lastIndex);
}
