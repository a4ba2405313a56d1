import {
  type CsvReadResult,
  type CsvRecords,
  checkFrameworkCsv,
  csvHeaderTooWide,
  detectCsvDelimiter,
  detectCsvNewline,
  FRAMEWORK_CSV_MAX_RECORDS,
  tooWide,
  withoutBom,
} from '@competencyhub/domain/framework-csv';
import Papa from 'papaparse';

/** The file is not UTF-8: decoding it would silently turn some characters into U+FFFD. */
export class NotUtf8Error extends Error {
  constructor() {
    super('not UTF-8');
    this.name = 'NotUtf8Error';
  }
}

export type ReadPhase = 'reading' | 'checking';

/** About 64 KB of text per step: a 5,000-row file reports progress some hundred times. */
const CHUNK_CHARACTERS = 64 * 1024;

function readBytes(file: Blob, onProgress: (fraction: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(file);
  });
}

/** Strict UTF-8, as the server decodes: a byte that is not UTF-8 refuses the file instead of a "�". */
export function decodeUtf8(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NotUtf8Error();
  }
}

/**
 * Splits the text into records in steps of about CHUNK_CHARACTERS, letting the page redraw between
 * steps (the progress bar moves, the dialog stays responsive), with the options the server's
 * parseCsvRecords uses, so both read the same records.
 */
export function parseCsvInSteps(
  text: string,
  onProgress: (fraction: number) => void,
  chunkCharacters = CHUNK_CHARACTERS,
): Promise<CsvRecords> {
  const source = withoutBom(text);
  const records: string[][] = [];
  const malformed = new Set<number>();
  if (source === '') return Promise.resolve({ records, malformed });
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(source, {
      delimiter: detectCsvDelimiter(source),
      newline: detectCsvNewline(source),
      skipEmptyLines: false,
      chunkSize: chunkCharacters,
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        // A chunk's error rows index its own records.
        for (const error of results.errors) {
          if (error.row !== undefined) malformed.add(records.length + error.row);
        }
        for (const record of results.data) records.push(record);
        onProgress(Math.min(1, results.meta.cursor / source.length));
        // One record past the limit refuses the file (checkFrameworkCsv): the rest need not be read.
        if (records.length > FRAMEWORK_CSV_MAX_RECORDS) {
          parser.abort();
          return;
        }
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete: () => resolve({ records, malformed }),
      error: (error: Error) => reject(error),
    });
  });
}

/** Reads, decodes and checks a CSV file for a framework of `levelCount` levels, reporting progress. */
export async function readFrameworkCsvFile(
  file: Blob,
  levelCount: number,
  onProgress: (phase: ReadPhase, fraction: number) => void,
): Promise<CsvReadResult> {
  const bytes = await readBytes(file, (fraction) => onProgress('reading', fraction));
  const text = decodeUtf8(bytes);
  if (csvHeaderTooWide(text)) return tooWide();
  onProgress('checking', 0);
  const records = await parseCsvInSteps(text, (fraction) => onProgress('checking', fraction));
  return checkFrameworkCsv(records, levelCount);
}
