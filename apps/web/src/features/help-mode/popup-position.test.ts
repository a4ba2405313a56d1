import { describe, expect, it } from 'vitest';
import {
  COPIED_MARK_MS,
  clampPopup,
  POPUP_BOTTOM_ROOM,
  POPUP_EDGE,
  POPUP_RIGHT_ROOM,
} from './popup-position.ts';

const desktop = { width: 1366, height: 900 };

describe('clampPopup', () => {
  it('opens where the click was when there is room', () => {
    expect(clampPopup({ x: 100, y: 200 }, desktop)).toEqual({ left: 100, top: 200 });
  });

  it('stays 420 px from the right edge and 150 px from the bottom edge', () => {
    expect(clampPopup({ x: 1300, y: 880 }, desktop)).toEqual({
      left: desktop.width - POPUP_RIGHT_ROOM,
      top: desktop.height - POPUP_BOTTOM_ROOM,
    });
  });

  it('moves further in when the popup itself is larger than that room', () => {
    expect(clampPopup({ x: 1300, y: 880 }, desktop, { width: 400, height: 260 })).toEqual({
      left: desktop.width - POPUP_RIGHT_ROOM,
      top: desktop.height - 260 - POPUP_EDGE,
    });
  });

  it('never leaves the window on a phone', () => {
    expect(clampPopup({ x: 300, y: 10 }, { width: 375, height: 812 })).toEqual({ left: POPUP_EDGE, top: 10 });
    expect(clampPopup({ x: -5, y: -5 }, desktop)).toEqual({ left: POPUP_EDGE, top: POPUP_EDGE });
  });

  it('shows the copied mark for two seconds', () => {
    expect(COPIED_MARK_MS).toBe(2000);
  });
});
