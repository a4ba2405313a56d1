/**
 * Spec section 2: Help Mode's popup stays at least 420 px from the window's right edge and 150 px
 * from its bottom edge. A popup taller or wider than that room moves further in, so all of it shows;
 * it never goes off the top or left edge (on a narrow phone the left margin wins).
 */
export const POPUP_RIGHT_ROOM = 420;
export const POPUP_BOTTOM_ROOM = 150;
export const POPUP_EDGE = 8;

export function clampPopup(
  click: { x: number; y: number },
  viewport: { width: number; height: number },
  size: { width: number; height: number } = { width: 0, height: 0 },
): { left: number; top: number } {
  const right = Math.max(POPUP_RIGHT_ROOM, size.width + POPUP_EDGE);
  const bottom = Math.max(POPUP_BOTTOM_ROOM, size.height + POPUP_EDGE);
  const left = Math.max(POPUP_EDGE, Math.min(click.x, viewport.width - right));
  const top = Math.max(POPUP_EDGE, Math.min(click.y, viewport.height - bottom));
  return { left, top };
}

/** Spec section 2: the 'copied' mark shows for 2 seconds. */
export const COPIED_MARK_MS = 2000;
