import type { Page } from '@playwright/test';

/** Two pieces of text drawn over each other, or text cut off with no way to read the rest. */
export interface LayoutProblem {
  kind: 'overlap' | 'cut-off' | 'broken-word';
  what: string;
}

/**
 * Finds what a reader would see as broken layout, on the page as it is drawn now:
 * - overlap: the visible glyphs of two different texts share more than a sliver of area (one label
 *   running into the next column, a badge over another badge, an arrow squashed under a word);
 * - cut-off: text that is truncated (an ellipsis, or clipped by its box) while neither it nor a close
 *   ancestor offers the full text in a `title`;
 * - broken-word: a line that ends inside a word with no hyphen drawn ("Unternehmensverwaltun" / "g"):
 *   words may only break at spaces, hyphens and the translation's soft hyphens.
 * Text is measured with Range rectangles, clipped by every ancestor that hides its overflow, so a
 * word spilling out of its box counts where it is drawn. Screen-reader-only text, hidden elements,
 * open toasts and the floating Help button (`data-floating`: it floats over the page by design, which
 * keeps room below its content so nothing stays under it — assistant.spec.ts checks that) are
 * ignored; icons count as boxes, so an icon under a word is found too.
 */
export async function findLayoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const SLIVER = 2;
    const problems: { kind: 'overlap' | 'cut-off' | 'broken-word'; what: string }[] = [];

    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const isEmpty = (box: Box) => box.right - box.left < SLIVER || box.bottom - box.top < SLIVER;

    /** The part of the page an element's content can be drawn in: every overflow-hiding ancestor. */
    const clipOf = (element: Element): Box => {
      let clip: Box = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none')
          clip = intersect(clip, node.getBoundingClientRect());
      }
      return clip;
    };

    const hidden = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
          return true;
        // Tailwind's sr-only clips its box away entirely (clip-path: inset(50%)).
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };

    const label = (element: Element, text: string) => {
      const tag = element.tagName.toLowerCase();
      const cls = (element.getAttribute('class') ?? '').split(/\s+/).slice(0, 3).join('.');
      return `<${tag}${cls ? `.${cls}` : ''}> "${text.slice(0, 40)}"`;
    };

    /** The word a wrapped text node splits without a hyphen, if any (short texts only: labels, names). */
    const midWordBreak = (node: Text): string | null => {
      const value = node.data;
      if (value.length > 160) return null;
      const top = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        // A letter just after a line break can also report an empty box at the end of the line before.
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return rects.at(-1)?.top ?? null;
      };
      let previousTop: number | null = null;
      let previousIndex = -1;
      for (let i = 0; i < value.length; i++) {
        const char = value[i] ?? '';
        // Spaces and soft hyphens are where lines may end; their own boxes say nothing.
        if (/[\s\u00ad]/.test(char)) continue;
        const charTop = top(i);
        if (charTop === null) continue;
        if (previousTop !== null && charTop > previousTop + 2) {
          // Between the last letter of one line and the first of the next there must be a break point.
          const between = value.slice(previousIndex, i);
          if (!/[\s\-\u00ad\u2010\u2011\u2013\u2014/]/.test(between)) {
            const start = value.lastIndexOf(' ', i) + 1;
            const end = value.indexOf(' ', i);
            return value.slice(start, end < 0 ? undefined : end).replace(/\u00ad/g, '');
          }
        }
        previousTop = charTop;
        previousIndex = i;
      }
      return null;
    };

    // Every visible text run and icon, with the boxes it is drawn in.
    const pieces: { owner: Element; what: string; boxes: Box[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\u00ad/g, '').trim();
      const owner = node.parentElement;
      if (!text || !owner || owner.closest('[data-sonner-toaster], [data-floating], script, style, noscript'))
        continue;
      if (hidden(owner)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clip = clipOf(owner);
      const boxes = [...range.getClientRects()]
        .map((rect) => intersect(rect, clip))
        .filter((b) => !isEmpty(b));
      if (boxes.length > 0) pieces.push({ owner, what: label(owner, text), boxes });
      if (range.getClientRects().length > 1) {
        const broken = midWordBreak(node as Text);
        if (broken) problems.push({ kind: 'broken-word', what: `${label(owner, text)} breaks "${broken}"` });
      }
    }
    for (const icon of document.querySelectorAll('svg')) {
      if (icon.closest('[data-sonner-toaster], [data-floating]') || hidden(icon)) continue;
      const box = intersect(icon.getBoundingClientRect(), clipOf(icon.parentElement ?? icon));
      if (!isEmpty(box)) pieces.push({ owner: icon, what: label(icon, 'icon'), boxes: [box] });
    }

    for (let i = 0; i < pieces.length; i++) {
      for (let j = i + 1; j < pieces.length; j++) {
        const a = pieces[i];
        const b = pieces[j];
        if (!a || !b || a.owner === b.owner) continue;
        // Text inside a fixed layer (the header, an open dialog) is drawn over the page on purpose.
        const layerOf = (el: Element) =>
          el.closest('[role="dialog"], header, [data-radix-popper-content-wrapper]');
        if (layerOf(a.owner) !== layerOf(b.owner)) continue;
        const hit = a.boxes.some((boxA) => b.boxes.some((boxB) => !isEmpty(intersect(boxA, boxB))));
        if (hit) problems.push({ kind: 'overlap', what: `${a.what} overlaps ${b.what}` });
      }
    }

    // Truncated text must offer the whole of it.
    for (const element of document.querySelectorAll('body *')) {
      if (!(element instanceof HTMLElement) || hidden(element)) continue;
      const style = getComputedStyle(element);
      const clips =
        style.overflowX !== 'visible' && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
      if (!clips || element.scrollWidth <= element.clientWidth + 1) continue;
      const text = (element.textContent ?? '').replace(/\u00ad/g, '').trim();
      if (!text) continue;
      const titled = element.closest('[title]');
      const offersAll = titled !== null && (titled.getAttribute('title') ?? '').includes(text.slice(0, 20));
      if (!offersAll) problems.push({ kind: 'cut-off', what: label(element, text) });
    }
    return problems;
  });
}
