import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractText, PDF_INFLATED_MAX } from './extract.ts';

const MB = 1024 * 1024;

/** A one-page PDF whose content stream is `stream`, read through `filters` Flate filters. */
function pdfWithStream(stream: Buffer, filters: number): Buffer {
  const filter = filters === 1 ? '/FlateDecode' : `[${' /FlateDecode'.repeat(filters).trim()}]`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} /Filter ${filter} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** `bytes` zeros Flate-compressed `levels` times over. */
function compressedZeros(bytes: number, levels: number): Buffer {
  let stream = zlib.deflateSync(Buffer.alloc(bytes), { level: 9 });
  for (let level = 1; level < levels; level++) stream = zlib.deflateSync(stream, { level: 9 });
  return stream;
}

const pdfPage = (kind: 'pdf', bytes: Buffer) => ({ kind, bytes, charset: null }) as never;

describe('a PDF is refused before pdf.js unpacks more than the limit', () => {
  it('counts every level of a stream compressed twice or three times', async () => {
    for (const levels of [2, 3]) {
      const pdf = pdfWithStream(compressedZeros(PDF_INFLATED_MAX + MB, levels), levels);
      expect(pdf.length).toBeLessThan(4096);
      await expect(extractText(pdfPage('pdf', pdf))).rejects.toMatchObject({ problem: 'too_large' });
    }
  });

  it('still reads a real PDF whose stream is compressed twice', async () => {
    const text =
      'BT /F1 12 Tf 72 720 Td 16 TL (Parental leave is sixteen weeks at full pay for every parent.) Tj ET';
    const pdf = pdfWithStream(zlib.deflateSync(zlib.deflateSync(Buffer.from(text, 'latin1'))), 2);
    const extracted = await extractText(pdfPage('pdf', pdf));
    expect(extracted.blocks.map((block) => block.text).join(' ')).toContain('sixteen weeks');
  });
});
