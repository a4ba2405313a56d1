import type { PageTooltip } from '@competencyhub/domain/schemas/tooltips';

/** The attribute that marks an element as having a tooltip (its value: the tooltip's id). */
export const TIP_ATTRIBUTE = 'data-ch-tooltip';
/** Elements one tooltip is attached to at most: a selector that finds a whole table stops there. */
const MAX_ELEMENTS = 50;

export interface Attached {
  detach: () => void;
}

/**
 * Marks the elements each tooltip's selector finds now and adds its text's id to their
 * aria-describedby (keeping what was there); `found` collects the tooltips that found any. A selector
 * the browser cannot parse finds nothing. Help Mode's own controls and the tooltip are never marked.
 */
export function attachTooltips(
  tips: readonly PageTooltip[],
  describedBy: (id: string) => string,
  found: Set<string>,
  root: Document = document,
): Attached {
  const marked: Array<{ element: Element; id: string }> = [];
  for (const tip of tips) {
    let elements: Element[];
    try {
      elements = [...root.querySelectorAll(tip.selector)].filter(
        (element) => !element.closest('[data-help-mode-ui], [data-ch-tooltip-bubble], [hidden]'),
      );
    } catch {
      continue;
    }
    if (elements.length > 0) found.add(tip.id);
    for (const element of elements.slice(0, MAX_ELEMENTS)) {
      if (element.hasAttribute(TIP_ATTRIBUTE)) continue;
      const id = describedBy(tip.id);
      element.setAttribute(TIP_ATTRIBUTE, tip.id);
      const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      if (!ids.includes(id)) element.setAttribute('aria-describedby', [...ids, id].join(' '));
      marked.push({ element, id });
    }
  }
  return {
    detach() {
      for (const { element, id } of marked) {
        element.removeAttribute(TIP_ATTRIBUTE);
        const rest = (element.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .filter((x) => x && x !== id);
        if (rest.length > 0) element.setAttribute('aria-describedby', rest.join(' '));
        else element.removeAttribute('aria-describedby');
      }
    },
  };
}
