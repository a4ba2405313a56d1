import type { TextBlock } from './extract.ts';

/**
 * Splits a page's text into the passages the assistant searches and quotes (issue 12). A passage is
 * a few paragraphs under one heading — long enough to answer from, short enough that its rank says
 * something and a model's prompt can carry several. A block longer than a passage is cut between
 * sentences (between words when a sentence is itself too long).
 */

export interface PassageText {
  heading: string | null;
  body: string;
}

/** Characters a passage aims for, and never exceeds. */
export const PASSAGE_TARGET = 900;
export const PASSAGE_MAX = 1_500;
/** Passages of one page, at most (about 400 pages of a book would need more: it is a page). */
export const PASSAGES_MAX = 600;

function pieces(text: string): string[] {
  if (text.length <= PASSAGE_MAX) return [text];
  const sentences = text.match(/[^.!?。]+(?:[.!?。]+["')\]]*\s*|$)/g) ?? [text];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    for (const part of sentence.length > PASSAGE_MAX ? byWords(sentence) : [sentence]) {
      if (current && current.length + part.length > PASSAGE_TARGET) {
        out.push(current.trim());
        current = '';
      }
      current += part;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

function byWords(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(/(?<=\s)/)) {
    // A "word" longer than a passage (a data blob) is cut where it must be.
    for (let start = 0; start < word.length; start += PASSAGE_TARGET) {
      const part = word.slice(start, start + PASSAGE_TARGET);
      if (current && current.length + part.length > PASSAGE_TARGET) {
        out.push(current);
        current = '';
      }
      current += part;
    }
  }
  if (current) out.push(current);
  return out;
}

export function splitIntoPassages(blocks: readonly TextBlock[]): PassageText[] {
  const passages: PassageText[] = [];
  let heading: string | null = null;
  let body = '';
  const flush = () => {
    if (body.trim()) passages.push({ heading, body: body.trim() });
    body = '';
  };
  for (const block of blocks) {
    if (block.heading !== heading) {
      flush();
      heading = block.heading;
    }
    for (const piece of pieces(block.text)) {
      if (body && body.length + piece.length + 1 > PASSAGE_TARGET) flush();
      body = body ? `${body}\n${piece}` : piece;
      if (body.length >= PASSAGE_TARGET) flush();
    }
    if (passages.length >= PASSAGES_MAX) break;
  }
  flush();
  return passages.slice(0, PASSAGES_MAX);
}
