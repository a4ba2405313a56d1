import { type MouseEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateFunction, useNavigate } from 'react-router';
import { isHydratingPrerender } from '../lib/prerendered.ts';

/** React leaves an element's children alone when it owns them as HTML: here, the prerendered ones. */
const KEEP_MARKUP = { __html: '' };

/** A click on a link of the kept markup navigates in the app, as a <Link> would, not by loading the page. */
function followLinksIn(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}

/**
 * A part of a prerendered page that React does not hydrate (decision 0028): static content whose
 * only behaviour is its links. While the page is being hydrated it keeps the prerendered HTML as it
 * is, painted and readable, and its links navigate within the app; React never renders it until it
 * has to, when the language changes, and then renders it afresh. That work (most of the landing
 * page, and the first number formatting of the prices, which is slow) is then never done at
 * start-up. Rendered anywhere else (a fresh render, the build's prerender) it is its children.
 */
export function PrerenderedIsland({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  // The language of the markup kept; null when there is none to keep (not hydrating a prerender).
  const [keptLanguage] = useState(() => (isHydratingPrerender() ? i18n.language : null));
  const [nothingKept, setNothingKept] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const keep = keptLanguage === i18n.language && !nothingKept;

  // Rendered for the first time after hydration (React had to start over): there is no markup.
  useLayoutEffect(() => {
    if (keep && !element.current?.hasChildNodes()) setNothingKept(true);
  }, [keep]);

  if (!keep) {
    return (
      <div key="rendered" className="contents">
        {children}
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the keyboard reaches the links themselves
    <div
      key="kept"
      ref={element}
      className="contents"
      onClick={followLinksIn(navigate)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, no content: it keeps the prerendered children
      dangerouslySetInnerHTML={KEEP_MARKUP}
      suppressHydrationWarning
    />
  );
}
