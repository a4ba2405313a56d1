import zlib from 'node:zlib';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { PageProblem, type ReadPage } from './fetch-page.ts';

/**
 * The readable text of a page (issue 12): for HTML, Mozilla's Readability (what Firefox's reader view
 * shows: the article without navigation, ads or scripts) over linkedom; plain text as written; a PDF's
 * text through Mozilla's pdf.js. The text comes out as blocks (paragraphs, list items, table cells)
 * under the heading they follow, for the passages to keep their context. No markup survives.
 */

export interface TextBlock {
  heading: string | null;
  text: string;
}

export interface ExtractedText {
  /** The page's own title, when it has one. */
  title: string | null;
  /** The language the page declares (html lang), when it does. */
  language: string | null;
  blocks: TextBlock[];
}

/** Text past this is not read: a knowledge-base page is a page, not a library. */
export const TEXT_MAX = 400_000;
const PDF_PAGES_MAX = 300;
/**
 * What a PDF's compressed streams may unpack to, together, every level of a stream compressed more than
 * once counted. pdf.js keeps each unpacked stream whole in memory, so a few KB made to unpack to
 * gigabytes are refused before it reads them (and the reader's process has a hard memory cap besides).
 */
export const PDF_INFLATED_MAX = 64 * 1024 * 1024;
/** Elements Readability looks at, at most: past it the page is not an article anyone wrote. */
const HTML_ELEMENTS_MAX = 100_000;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

function decodeText(bytes: Buffer, charset: string | null, sniff: boolean): string {
  let label = charset;
  if (!label && sniff) {
    const head = bytes.subarray(0, 2048).toString('latin1');
    label =
      head.match(/<meta[^>]+charset\s*=\s*["']?([\w-]+)/i)?.[1] ??
      head.match(/<meta[^>]+content\s*=\s*["'][^"']*charset=([\w-]+)/i)?.[1] ??
      null;
  }
  try {
    return new TextDecoder(label ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const BLOCKS = 'p,li,pre,blockquote,td,th,dt,dd,figcaption,caption';
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);

interface DomElement {
  tagName: string;
  textContent: string | null;
  parentElement: DomElement | null;
  closest(selector: string): DomElement | null;
}

/** Headings and the outermost blocks, in document order: nested blocks are read with their parent. */
function blocksOf(root: { querySelectorAll(selector: string): Iterable<DomElement> }): TextBlock[] {
  const blocks: TextBlock[] = [];
  let heading: string | null = null;
  for (const element of root.querySelectorAll(`h1,h2,h3,h4,h5,h6,${BLOCKS}`)) {
    const text = squeeze(element.textContent ?? '');
    if (!text) continue;
    if (HEADINGS.has(element.tagName.toUpperCase())) {
      heading = text.slice(0, 300);
      continue;
    }
    if (element.parentElement?.closest(BLOCKS)) continue;
    blocks.push({ heading, text });
  }
  return blocks;
}

const STRIPPED = 'script,style,noscript,template,svg,nav,header,footer,aside,form,iframe,object';

function extractHtml(html: string): ExtractedText {
  const { document } = parseHTML(html);
  const language = document.documentElement?.getAttribute('lang')?.trim() || null;
  const pageTitle = squeeze(document.querySelector('title')?.textContent ?? '') || null;
  const article = new Readability(document as never, {
    charThreshold: 200,
    maxElemsToParse: HTML_ELEMENTS_MAX,
  }).parse();
  let blocks: TextBlock[] = [];
  let plain = '';
  if (article?.content) {
    const { document: content } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
    blocks = blocksOf(content as unknown as Parameters<typeof blocksOf>[0]);
    plain = squeeze(article.textContent ?? '');
  }
  if (!blocks.length) {
    // Readability found no article (a short page): the body without its furniture.
    const { document: whole } = parseHTML(html);
    for (const element of whole.querySelectorAll(STRIPPED)) element.remove();
    blocks = blocksOf(whole as unknown as Parameters<typeof blocksOf>[0]);
    plain = squeeze(whole.body?.textContent ?? '');
  }
  // Text outside any block (a div of bare text) would be lost: read the whole text instead.
  const covered = blocks.reduce((sum, block) => sum + block.text.length, 0);
  if (plain && covered < plain.length * 0.6) blocks = [{ heading: null, text: plain }];
  return { title: squeeze(article?.title ?? '') || pageTitle, language, blocks };
}

function extractPlain(text: string): ExtractedText {
  const blocks: TextBlock[] = [];
  let heading: string | null = null;
  for (const paragraph of text.split(/\r?\n\s*\r?\n/)) {
    const lines = paragraph.split(/\r?\n/);
    // A Markdown heading line names what follows it.
    const first = lines[0]?.match(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/);
    if (first?.[1]) {
      heading = squeeze(first[1]).slice(0, 300);
      lines.shift();
    }
    const body = squeeze(lines.join(' '));
    if (body) blocks.push({ heading, text: body });
  }
  return { title: null, language: null, blocks };
}

interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
}

/** A zlib stream's first two bytes: deflate, a window size, and a header checksum (RFC 1950). */
const isZlib = (bytes: Buffer) =>
  bytes.length > 2 && ((bytes[0] ?? 0) & 0x0f) === 8 && (((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)) % 31 === 0;

/**
 * Unpacks every Flate stream of the file, and what each unpacks to as long as that is Flate again
 * (`/Filter [/FlateDecode /FlateDecode]`, or deeper), every level counted, to learn what pdf.js would
 * have to hold; each step may unpack only what is left of the limit, so the check itself stays within it.
 */
function assertInflatesModestly(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const starts = /stream\r?\n/g;
  let total = 0;
  const refuse = () => new PageProblem('too_large', 'The PDF unpacks to too much');
  for (let found = starts.exec(text); found; found = starts.exec(text)) {
    const start = found.index + found[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let level: Buffer = bytes.subarray(start, end);
    while (isZlib(level)) {
      try {
        level = zlib.inflateSync(level, {
          maxOutputLength: PDF_INFLATED_MAX - total + 1,
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw refuse();
        // Not Flate after all (an image that looks like it), or damaged: pdf.js decides.
        break;
      }
      total += level.length;
      if (total > PDF_INFLATED_MAX) throw refuse();
    }
    starts.lastIndex = end + 'endstream'.length;
  }
}

async function extractPdf(bytes: Buffer): Promise<ExtractedText> {
  assertInflatesModestly(bytes);
  // Loaded on the first PDF only: pdf.js is large.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let pdf: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    pdf = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch {
    throw new PageProblem('unreadable', 'The PDF could not be read');
  }
  try {
    const blocks: TextBlock[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, PDF_PAGES_MAX) && length < TEXT_MAX; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as PdfTextItem[])
        .map((item) => `${item.str ?? ''}${item.hasEOL ? '\n' : ''}`)
        .join('');
      for (const paragraph of text.split(/\n\s*\n/)) {
        const body = squeeze(paragraph);
        if (!body) continue;
        blocks.push({ heading: null, text: body });
        length += body.length;
      }
    }
    const info = ((await pdf.getMetadata().catch(() => null))?.info ?? {}) as { Title?: unknown };
    const title = typeof info.Title === 'string' ? squeeze(info.Title) || null : null;
    return { title, language: null, blocks };
  } finally {
    await pdf.destroy();
  }
}

/** The readable text of a page; refuses one with none. */
export async function extractText(page: ReadPage): Promise<ExtractedText> {
  const extracted =
    page.kind === 'pdf'
      ? await extractPdf(page.bytes)
      : page.kind === 'html'
        ? extractHtml(decodeText(page.bytes, page.charset, true))
        : extractPlain(decodeText(page.bytes, page.charset, false));
  let length = 0;
  const blocks: TextBlock[] = [];
  for (const block of extracted.blocks) {
    if (length >= TEXT_MAX) break;
    const text = block.text.slice(0, TEXT_MAX - length);
    blocks.push({ heading: block.heading, text });
    length += text.length;
  }
  if (length < 20) throw new PageProblem('no_text', 'No readable text');
  return { ...extracted, blocks };
}
