/**
 * When a tooltip opens and closes, as Radix Tooltip's provider does it with the spec's values
 * (ui/tooltip.tsx: delay 700 ms, skip delay 300 ms): a tooltip opens `delay` after the pointer or
 * focus arrives; once one has been open, another opens at once if asked within `skipDelay` of the
 * last one closing. The clock is passed in, so tests drive it.
 */
export interface TooltipClock {
  set: (run: () => void, ms: number) => number;
  clear: (handle: number) => void;
}

export interface TooltipTimer {
  /** The pointer or focus arrived on an element with tooltip `id`. */
  enter: (id: string) => void;
  /** It left: the open tooltip closes at once (and the skip window starts). */
  leave: () => void;
  dispose: () => void;
}

export function createTooltipTimer(
  { delay, skipDelay }: { delay: number; skipDelay: number },
  show: (id: string | null) => void,
  clock: TooltipClock = {
    set: (run, ms) => window.setTimeout(run, ms),
    clear: (handle) => window.clearTimeout(handle),
  },
): TooltipTimer {
  let open: string | null = null;
  let pending: number | null = null;
  let skipWindow: number | null = null;
  let delayed = true;

  const cancelPending = () => {
    if (pending !== null) clock.clear(pending);
    pending = null;
  };
  const openNow = (id: string) => {
    cancelPending();
    if (skipWindow !== null) clock.clear(skipWindow);
    skipWindow = null;
    delayed = false;
    open = id;
    show(id);
  };

  return {
    enter(id) {
      if (open === id) return;
      cancelPending();
      if (!delayed) openNow(id);
      else pending = clock.set(() => openNow(id), delay);
    },
    leave() {
      cancelPending();
      if (open === null) return;
      open = null;
      show(null);
      skipWindow = clock.set(() => {
        delayed = true;
        skipWindow = null;
      }, skipDelay);
    },
    dispose() {
      cancelPending();
      if (skipWindow !== null) clock.clear(skipWindow);
    },
  };
}

/**
 * Where a tooltip goes: above its element if it fits, else below, centred and kept inside the window
 * with a margin. Never over the element itself (so a focused control stays visible).
 */
export function placeTooltip(
  anchor: { top: number; bottom: number; left: number; width: number },
  bubble: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 8,
): { left: number; top: number; side: 'top' | 'bottom' } {
  const left = Math.max(
    gap,
    Math.min(anchor.left + anchor.width / 2 - bubble.width / 2, viewport.width - bubble.width - gap),
  );
  const above = anchor.top - gap - bubble.height;
  if (above >= gap) return { left, top: above, side: 'top' };
  return { left, top: anchor.bottom + gap, side: 'bottom' };
}
