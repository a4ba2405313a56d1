import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/**
 * A model writes the assistant's answer from the passages it was given, but it can be led (by a
 * planted page, a question, its own invention) to add links of its own: `[Benefits](https://evil.example/phish)`.
 * An answer keeps a link only when its address is in a cited passage (the page's own address, or an
 * address written in its text) or is a path of the app; any other link becomes its text. The Markdown
 * is read with the parser the web app renders with (CommonMark, through mdast), so what is checked is
 * what would be drawn: inline links, autolinks, and references with their definitions.
 */

interface CitedPassage {
  url: string;
  text: string;
}

/** Addresses written in a passage's text; trailing punctuation of the sentence is not theirs. */
const WRITTEN_ADDRESS = /\bhttps?:\/\/[^\s<>"'`[\]{}|\\^]+/gi;

/** An absolute address as compared: parsed (host in lower case, punycode), without a fragment. */
function normalise(raw: string): string | null {
  try {
    const url = new URL(raw);
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

function citedAddresses(passages: readonly CitedPassage[]): Set<string> {
  const found = new Set<string>();
  for (const passage of passages) {
    for (const raw of [passage.url, ...(passage.text.match(WRITTEN_ADDRESS) ?? [])]) {
      const address = normalise(raw.replace(/[.,;:!?)]+$/, ''));
      if (address) found.add(address);
    }
  }
  return found;
}

/** A path of the app ("/competencies?tab=…"); "//host" and "/\host" lead to another site. */
const APP_PATH = /^\/(?![/\\])/;

interface Edit {
  start: number;
  end: number;
  text: string;
}

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/** The edits that turn each link to an address not allowed into its text (one parse). */
function editsFor(markdown: string, keeps: (url: string) => boolean): Edit[] {
  const tree = fromMarkdown(markdown);
  const edits: Edit[] = [];
  const droppedDefinitions = new Set<string>();
  const span = (node: Nodes) => ({
    start: node.position?.start.offset ?? 0,
    end: node.position?.end.offset ?? 0,
  });
  walk(tree, (node) => {
    if (node.type === 'definition' && !keeps(node.url)) {
      droppedDefinitions.add(node.identifier);
      edits.push({ ...span(node), text: '' });
    }
  });
  walk(tree, (node) => {
    const dropped =
      (node.type === 'link' && !keeps(node.url)) ||
      (node.type === 'linkReference' && droppedDefinitions.has(node.identifier));
    if (!dropped || !('children' in node)) return;
    const first = node.children[0];
    const last = node.children.at(-1);
    const text =
      first && last ? markdown.slice(first.position?.start.offset ?? 0, last.position?.end.offset ?? 0) : '';
    edits.push({ ...span(node), text });
  });
  return edits;
}

/** Rounds of unwrapping at most: each removes a link's brackets, so a real answer needs one or two. */
const ROUNDS_MAX = 8;

export function keepCitedLinks(markdown: string, passages: readonly CitedPassage[]): string {
  const cited = citedAddresses(passages);
  const keeps = (url: string) => APP_PATH.test(url) || cited.has(normalise(url) ?? '');
  let text = markdown;
  // Unwrapping one link can make another of the brackets around it ("[[a](x)](y)"): read again.
  for (let round = 0; round < ROUNDS_MAX; round++) {
    const edits = editsFor(text, keeps);
    if (edits.length === 0) return text;
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    }
  }
  // Still not settled: no bracket or angle bracket may make a link at all.
  return editsFor(text, keeps).length === 0 ? text : text.replace(/[[\]<>]/g, '\\$&');
}
