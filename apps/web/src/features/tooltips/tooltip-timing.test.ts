import { describe, expect, it } from 'vitest';
import { createTooltipTimer, placeTooltip, type TooltipClock } from './tooltip-timing.ts';

function fakeClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: TooltipClock = {
    set: (run, ms) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clear: (handle) => {
      timers.delete(handle);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { clock, advance };
}

const setup = () => {
  const { clock, advance } = fakeClock();
  const shown: Array<string | null> = [];
  const timer = createTooltipTimer({ delay: 700, skipDelay: 300 }, (id) => shown.push(id), clock);
  return { timer, advance, shown };
};

describe('createTooltipTimer', () => {
  it('opens 700 ms after the pointer or focus arrives, not before', () => {
    const { timer, advance, shown } = setup();
    timer.enter('a');
    advance(699);
    expect(shown).toEqual([]);
    advance(1);
    expect(shown).toEqual(['a']);
  });

  it('does not open when left before the delay', () => {
    const { timer, advance, shown } = setup();
    timer.enter('a');
    advance(500);
    timer.leave();
    advance(1000);
    expect(shown).toEqual([]);
  });

  it('opens the next at once within 300 ms of the last closing, and with the delay after', () => {
    const { timer, advance, shown } = setup();
    timer.enter('a');
    advance(700);
    timer.leave();
    advance(299);
    timer.enter('b');
    expect(shown).toEqual(['a', null, 'b']);
    timer.leave();
    advance(300);
    timer.enter('c');
    advance(699);
    expect(shown).toEqual(['a', null, 'b', null]);
    advance(1);
    expect(shown.at(-1)).toBe('c');
  });
});

describe('placeTooltip', () => {
  const viewport = { width: 1366, height: 900 };
  it('goes above the element when it fits, below when not, and never over it', () => {
    const bubble = { width: 200, height: 40 };
    const above = placeTooltip({ top: 300, bottom: 340, left: 500, width: 100 }, bubble, viewport);
    expect(above).toEqual({ left: 450, top: 252, side: 'top' });
    const below = placeTooltip({ top: 20, bottom: 60, left: 500, width: 100 }, bubble, viewport);
    expect(below).toMatchObject({ top: 68, side: 'bottom' });
    expect(below.top).toBeGreaterThanOrEqual(60);
  });

  it('stays inside the window sideways', () => {
    const bubble = { width: 300, height: 40 };
    expect(placeTooltip({ top: 300, bottom: 340, left: 0, width: 20 }, bubble, viewport).left).toBe(8);
    expect(placeTooltip({ top: 300, bottom: 340, left: 1350, width: 16 }, bubble, viewport).left).toBe(1058);
  });
});
