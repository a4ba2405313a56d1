import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';

const ENGLISH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/lib/i18n/locales/en-US');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Every dotted key path of the English translations: each string's path (and its plural stem), and
 * each object above one (i18next shows "… returned an object instead of string" with that path).
 * Only these count as raw keys, so a domain, an e-mail address or a file name never does.
 */
export function translationKeyPaths(): string[] {
  const paths = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (prefix.includes('.')) paths.add(prefix.replace(PLURAL_SUFFIX, ''));
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) walk(value, prefix ? `${prefix}.${key}` : key);
  };
  for (const file of readdirSync(ENGLISH).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(path.join(ENGLISH, file), 'utf8')), '');
  }
  return [...paths];
}

export const RAW_KEY_MESSAGE = 'Raw translation key shown';

/**
 * Runs in every page before its own scripts: watches text and the attributes a person or a screen
 * reader meets (placeholder, labels, titles) for a translation key path, from the first parsed
 * node to the last change, and reports each as a console error, which fails the test (support.ts).
 * A key shown for a moment (a dialog since closed, a toast) is caught too, not only the last page.
 */
function watchForRawKeys({ keys, message }: { keys: string[]; message: string }) {
  const known = new Set(keys);
  const reported = new Set<string>();
  const dotted = /[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+/g;
  const attributes = ['placeholder', 'aria-label', 'aria-description', 'title', 'alt'];
  const check = (text: string | null | undefined) => {
    if (!text?.includes('.')) return;
    for (const match of text.matchAll(dotted)) {
      const key = match[0];
      if (known.has(key) && !reported.has(key)) {
        reported.add(key);
        console.error(`${message}: ${key}`);
      }
    }
  };
  const isCode = (element: Element | null) =>
    element !== null && ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName);
  const checkElement = (element: Element) => {
    for (const name of attributes) check(element.getAttribute(name));
  };
  const scan = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!isCode(node.parentElement)) check((node as Text).data);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE || isCode(node as Element)) return;
    const element = node as Element;
    checkElement(element);
    for (const inner of element.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      checkElement(inner);
    }
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!isCode(text.parentElement)) check((text as Text).data);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(scan);
      else if (record.type === 'characterData') scan(record.target);
      else if (record.target.nodeType === Node.ELEMENT_NODE) checkElement(record.target as Element);
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: attributes,
  });
}

const keys = translationKeyPaths();

/** Fails the test (through the console watch) whenever a page of this context shows a raw key. */
export async function guardAgainstRawKeys(context: BrowserContext): Promise<void> {
  await context.addInitScript(watchForRawKeys, { keys, message: RAW_KEY_MESSAGE });
}
