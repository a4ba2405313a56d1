import { HELP_MODE_UI } from './help-mode-store.ts';

/**
 * What Help Mode treats as interactive (spec section 2): a button, input, select, textarea or link,
 * or anything with a role, a tab index or a pointer cursor. A tab index of -1 only lets a script move
 * focus there (the page's main region has one), so it does not count; nor do presentational roles.
 */
const INTERACTIVE =
  'button, input, select, textarea, a[href], summary, [contenteditable="true"], ' +
  '[role]:not([role="presentation"]):not([role="none"]), [tabindex]:not([tabindex="-1"])';

/** True inside Help Mode's toggle, banner or popup: those keep working. */
export function isHelpModeUi(target: Element): boolean {
  return target.closest(`[${HELP_MODE_UI}]`) !== null;
}

/**
 * The interactive element a click on `target` is for: the nearest one of the kinds above, else the
 * outermost element of the run of pointer-cursor ancestors (the cursor is inherited, so the innermost
 * would be a label inside the real control).
 */
export function interactiveTarget(target: Element): Element | null {
  const body = target.ownerDocument.body;
  const structural = target.closest(INTERACTIVE);
  if (structural && structural !== body) return structural;
  const view = target.ownerDocument.defaultView;
  if (!view) return null;
  let found: Element | null = null;
  for (let node: Element | null = target; node && node !== body; node = node.parentElement) {
    if (view.getComputedStyle(node).cursor === 'pointer') found = node;
    else if (found) break;
  }
  return found;
}
