import { useSyncExternalStore } from 'react';

/**
 * Whether Help Mode is on, for this tab until it is reloaded (a reload gives the ordinary app back,
 * so nobody is left with a page whose buttons do nothing). The toggle, the banner and the click
 * interceptor all read it.
 */
let on = false;
const listeners = new Set<() => void>();

export function setHelpMode(next: boolean): void {
  if (next === on) return;
  on = next;
  for (const listener of listeners) listener();
}

export function isHelpModeOn(): boolean {
  return on;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useHelpMode(): boolean {
  return useSyncExternalStore(subscribe, isHelpModeOn, () => false);
}

/** Marks Help Mode's own controls: clicks on them are never intercepted. */
export const HELP_MODE_UI = 'data-help-mode-ui';
