import { useEffect, useState } from 'react';
import { buildSelector } from './css-selector.ts';
import { HELP_MODE_UI, isHelpModeOn, useHelpMode } from './help-mode-store.ts';
import { interactiveTarget, isHelpModeUi } from './interactive-target.ts';
import { type PickedElement, SelectorPopup } from './selector-popup.tsx';

/** Events a control may act on before the click: each is stopped too, so its own action never runs. */
const POINTER_EVENTS = [
  'pointerdown',
  'mousedown',
  'pointerup',
  'mouseup',
  'dblclick',
  'auxclick',
  'touchstart',
];

const HELP_CURSOR = `.ch-help-mode, .ch-help-mode * { cursor: help !important; }
.ch-help-mode [${HELP_MODE_UI}], .ch-help-mode [${HELP_MODE_UI}] * { cursor: auto !important; }
.ch-help-mode [${HELP_MODE_UI}] button, .ch-help-mode [${HELP_MODE_UI}] button * { cursor: pointer !important; }`;

const isTextField = (element: Element) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement &&
    !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(element.type)) ||
  (element instanceof HTMLElement && element.isContentEditable);

/**
 * Help Mode's interceptor (spec section 2), loaded when it is first turned on. While on, a click (or
 * Enter/Space) on an interactive element is caught on the window in the capture phase, before any of
 * the page's own handlers, and stopped; the popup shows the element's selector. Help Mode's own
 * toggle, banner and popup are left alone.
 */
export default function HelpModeLayer({
  canCreateTooltips,
  onReady,
}: {
  canCreateTooltips: boolean;
  /** Called once the listeners are in place: only then is Help Mode switched on. */
  onReady: () => void;
}) {
  const on = useHelpMode();
  const [picked, setPicked] = useState<PickedElement | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('ch-help-mode', on);
    if (!on) setPicked(null);
    return () => root.classList.remove('ch-help-mode');
  }, [on]);

  // Listening from the moment this mounts, and asking the store at each event, so that no click
  // reaches the page between the switch and a render.
  useEffect(() => {
    const targetOf = (event: Event): Element | null => {
      if (!isHelpModeOn()) return null;
      const origin = event.target;
      if (!(origin instanceof Element) || isHelpModeUi(origin)) return null;
      return interactiveTarget(origin);
    };
    const stop = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      event.stopImmediatePropagation();
    };
    const pick = (element: Element, point: { x: number; y: number }) =>
      setPicked({ element, selector: buildSelector(element, document), point });
    const onPointer = (event: Event) => {
      if (targetOf(event)) stop(event);
    };
    const onClick = (event: MouseEvent) => {
      const element = targetOf(event);
      if (!element) return;
      stop(event);
      // A click made from the keyboard has no pointer position: open by the element.
      const box = element.getBoundingClientRect();
      pick(
        element,
        event.detail === 0 ? { x: box.left, y: box.bottom + 4 } : { x: event.clientX, y: event.clientY },
      );
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const element = targetOf(event);
      if (!element || (event.key === ' ' && isTextField(element))) return;
      stop(event);
      const box = element.getBoundingClientRect();
      pick(element, { x: box.left, y: box.bottom + 4 });
    };
    for (const type of POINTER_EVENTS) window.addEventListener(type, onPointer, { capture: true });
    window.addEventListener('click', onClick, { capture: true });
    window.addEventListener('keydown', onKey, { capture: true });
    onReady();
    return () => {
      for (const type of POINTER_EVENTS) window.removeEventListener(type, onPointer, { capture: true });
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('keydown', onKey, { capture: true });
    };
  }, [onReady]);

  if (!on) return null;
  return (
    <>
      <style>{HELP_CURSOR}</style>
      {picked ? (
        <SelectorPopup
          key={`${picked.selector}@${picked.point.x},${picked.point.y}`}
          picked={picked}
          canCreateTooltips={canCreateTooltips}
          onClose={() => setPicked(null)}
        />
      ) : null}
    </>
  );
}
