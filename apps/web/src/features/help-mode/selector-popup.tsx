import { TOOLTIP_PREFILL_PARAMS } from '@competencyhub/domain/schemas/tooltips';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { HELP_MODE_UI, setHelpMode } from './help-mode-store.ts';
import { COPIED_MARK_MS, clampPopup } from './popup-position.ts';

export interface PickedElement {
  element: Element;
  selector: string;
  point: { x: number; y: number };
}

/**
 * The popup with the picked element's selector: a labelled, non-modal dialog that takes focus and
 * gives it back to the element (or what had it) when closed by Escape or Close. Copy marks 'Copied'
 * for 2 seconds. "Use for a tooltip" (platform staff) opens System Admin > Tooltips with the selector
 * and this page filled in, and turns Help Mode off so that form can be used.
 */
export function SelectorPopup({
  picked,
  canCreateTooltips,
  onClose,
}: {
  picked: PickedElement;
  canCreateTooltips: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState(() =>
    clampPopup(picked.point, { width: window.innerWidth, height: window.innerHeight }),
  );
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  // Placed once drawn (its own size counts), and again when the window changes size.
  useLayoutEffect(() => {
    const place = () => {
      const box = dialog.current?.getBoundingClientRect();
      setPosition(
        clampPopup(
          picked.point,
          { width: window.innerWidth, height: window.innerHeight },
          { width: box?.width ?? 0, height: box?.height ?? 0 },
        ),
      );
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [picked.point]);

  // Focus goes in, and back to where it was (the picked control if it takes focus) on close.
  useEffect(() => {
    const before = document.activeElement;
    first.current?.focus();
    return () => {
      const back =
        picked.element instanceof HTMLElement && picked.element.tabIndex >= 0 ? picked.element : before;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [picked.element]);

  // Escape closes it wherever focus is (the page's controls are not reachable by click meanwhile).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_MARK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(picked.selector);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  const takeForTooltip = () => {
    notifySuccess({ title: t('helpMode.ready.title'), description: t('helpMode.ready.description') });
    setHelpMode(false);
    const query = new URLSearchParams({
      tab: 'tooltips',
      [TOOLTIP_PREFILL_PARAMS.selector]: picked.selector,
      [TOOLTIP_PREFILL_PARAMS.page]: pathname,
    });
    navigate(`/system-admin?${query}`);
  };

  // At the end of the body: the header it is opened from is a stacking context of its own.
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      {...{ [HELP_MODE_UI]: '' }}
      style={{ left: position.left, top: position.top }}
      className="fixed z-[80] w-[min(25rem,calc(100vw-1rem))] rounded-xl border border-amber-300 bg-white p-4 shadow-xl"
    >
      <h2 id={titleId} className="text-sm font-semibold text-slate-900">
        {t('helpMode.popup.title')}
      </h2>
      <figure className="mt-1">
        <figcaption className="text-xs text-slate-600">{t('helpMode.popup.selectorLabel')}</figcaption>
        <pre
          data-testid="help-mode-selector"
          className="mt-1 max-h-28 overflow-auto whitespace-pre-wrap break-all rounded-md bg-slate-100 px-2 py-1.5 font-mono text-xs text-slate-900"
        >
          {picked.selector}
        </pre>
      </figure>
      <p className="mt-2 text-xs text-slate-600">{t('helpMode.popup.page', { path: pathname })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button ref={first} variant="secondary" size="sm" onClick={copy}>
          {copied === 'yes' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {t('helpMode.popup.copy')}
        </Button>
        {canCreateTooltips ? (
          <Button variant="primary" size="sm" onClick={takeForTooltip}>
            {t('helpMode.popup.useForTooltip')}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('helpMode.popup.close')}
        </Button>
        <span role="status" className="text-xs font-semibold text-emerald-700">
          {copied === 'yes' ? t('helpMode.popup.copied') : null}
          {copied === 'failed' ? (
            <span className="text-red-700">{t('helpMode.popup.copyFailed')}</span>
          ) : null}
        </span>
      </div>
    </div>,
    document.body,
  );
}
