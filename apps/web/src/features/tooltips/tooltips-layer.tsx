import { isTooltipPage, type PageTooltip, tooltipText } from '@competencyhub/domain/schemas/tooltips';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { WithQueries } from '../../lib/query-provider.tsx';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../ui/tooltip.tsx';
import { type Attached, attachTooltips, TIP_ATTRIBUTE } from './attach-tooltips.ts';
import { createTooltipTimer, placeTooltip } from './tooltip-timing.ts';
import { reportSightings, usePageTooltips } from './tooltips-api.ts';

/** A page reports once it has had no changes this long, or this long after its tooltips arrived. */
const SETTLED_MS = 2000;
const REPORT_AT_LATEST_MS = 10_000;
/** Pages already reported since the app loaded: at most one report per page and visit of the app. */
const reported = new Set<string>();

const descriptionId = (id: string) => `ch-tooltip-${id}`;

/**
 * The tooltips System Admin > Tooltips wrote for the page one is on (issue 24), on every signed-in
 * page. The page's elements are marked as they appear (a MutationObserver, at most one scan per
 * 200 ms) and described by the tooltip's text (aria-describedby), which shows on hover and on
 * keyboard focus with the spec's delays, in the person's language or English, never over the
 * element, and goes on Escape. Once the page settles, it reports which tooltips it found.
 */
export default function TooltipsLayer() {
  return (
    <WithQueries>
      <Tooltips />
    </WithQueries>
  );
}

function Tooltips() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const page = isTooltipPage(pathname) ? pathname : null;
  const { data } = usePageTooltips(page);
  const tips = useMemo(() => (page ? (data?.items ?? []) : []), [page, data]);
  const [shown, setShown] = useState<{ id: string; element: Element } | null>(null);

  useEffect(() => {
    if (!page || tips.length === 0) return;
    const found = new Set<string>();
    // Marking skips what is already marked, so a scan only adds the elements that appeared since.
    const attached: Attached[] = [attachTooltips(tips, descriptionId, found)];
    let scan: number | null = null;
    let settle: number | null = null;
    const report = () => {
      if (reported.has(page)) return;
      reported.add(page);
      const missing = tips.filter((tip) => !found.has(tip.id)).map((tip) => tip.id);
      reportSightings({ page, found: [...found], missing }).catch(() => reported.delete(page));
    };
    const waitForCalm = () => {
      if (settle !== null) window.clearTimeout(settle);
      settle = window.setTimeout(report, SETTLED_MS);
    };
    const latest = window.setTimeout(report, REPORT_AT_LATEST_MS);
    waitForCalm();
    const observer = new MutationObserver(() => {
      waitForCalm();
      if (scan !== null) return;
      scan = window.setTimeout(() => {
        scan = null;
        attached.push(attachTooltips(tips, descriptionId, found));
      }, 200);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const handle of [scan, settle, latest]) if (handle !== null) window.clearTimeout(handle);
      for (const marks of attached) marks.detach();
    };
  }, [page, tips]);

  // Hover and focus, delegated: one listener each for the whole page, however many elements.
  useEffect(() => {
    if (tips.length === 0) return;
    let current: Element | null = null;
    let dismissed: Element | null = null;
    const timer = createTooltipTimer({ delay: TOOLTIP_DELAY_MS, skipDelay: TOOLTIP_SKIP_DELAY_MS }, (id) =>
      setShown(id && current ? { id, element: current } : null),
    );
    const tipOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest(`[${TIP_ATTRIBUTE}]`) : null;
    const enter = (element: Element | null) => {
      if (!element || element === dismissed) return;
      current = element;
      timer.enter(`${element.getAttribute(TIP_ATTRIBUTE)}`);
    };
    const leave = () => {
      current = null;
      dismissed = null;
      timer.leave();
    };
    const onOver = (event: PointerEvent) => {
      const element = tipOf(event.target);
      if (element !== current) element ? enter(element) : leave();
    };
    const onOut = (event: PointerEvent) => {
      const to = event.relatedTarget;
      // Moving onto the tooltip itself keeps it (WCAG 1.4.13: hoverable).
      if (to instanceof Element && to.closest('[data-ch-tooltip-bubble]')) return;
      if (current && !(to instanceof Node && current.contains(to))) leave();
    };
    const onFocusIn = (event: FocusEvent) => enter(tipOf(event.target));
    const onFocusOut = () => leave();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && current) {
        dismissed = current;
        current = null;
        timer.leave();
      }
    };
    const onDown = () => {
      if (current) {
        dismissed = current;
        timer.leave();
      }
    };
    document.addEventListener('pointerover', onOver);
    document.addEventListener('pointerout', onOut);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown, true);
    return () => {
      document.removeEventListener('pointerover', onOver);
      document.removeEventListener('pointerout', onOut);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown, true);
      timer.dispose();
      setShown(null);
    };
  }, [tips]);

  if (tips.length === 0) return null;
  const tip = shown ? tips.find((candidate) => candidate.id === shown.id) : undefined;
  return (
    <>
      {/* What aria-describedby reads: present (hidden) whether or not a tooltip shows. */}
      <div hidden>
        {tips.map((candidate) => (
          <span key={candidate.id} id={descriptionId(candidate.id)}>
            {tooltipText(candidate.texts, i18n.language)}
          </span>
        ))}
      </div>
      {tip && shown ? (
        <Bubble tip={tip} anchor={shown.element} language={i18n.language} onLeave={() => setShown(null)} />
      ) : null}
    </>
  );
}

function Bubble({
  tip,
  anchor,
  language,
  onLeave,
}: {
  tip: PageTooltip;
  anchor: Element;
  language: string;
  onLeave: () => void;
}) {
  const bubble = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const box = bubble.current?.getBoundingClientRect();
    const rect = anchor.getBoundingClientRect();
    setPlace(
      placeTooltip(
        { top: rect.top, bottom: rect.bottom, left: rect.left, width: rect.width },
        { width: box?.width ?? 0, height: box?.height ?? 0 },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [anchor]);
  return createPortal(
    <div
      ref={bubble}
      role="tooltip"
      data-ch-tooltip-bubble=""
      onPointerLeave={(event) => {
        if (!(event.relatedTarget instanceof Node && anchor.contains(event.relatedTarget))) onLeave();
      }}
      style={{ left: place?.left ?? 0, top: place?.top ?? 0, visibility: place ? 'visible' : 'hidden' }}
      className="fixed z-[75] max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
    >
      {tooltipText(tip.texts, language)}
    </div>,
    document.body,
  );
}
