import { MousePointerClick } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLocaleAreas } from '../../lib/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { focusRing } from '../../ui/styles.ts';
import { HELP_MODE_UI, setHelpMode, useHelpMode } from './help-mode-store.ts';

// The interceptor, the selector builder and the popup load when Help Mode is first turned on; it is
// switched on only once they listen, so no click slips through to the page meanwhile.
const HelpModeLayer = lazy(() => import('./help-mode-layer.tsx'));

/**
 * The Help Mode switch in the header (spec section 2; only for the roles `canUseHelpMode` allows,
 * which the shell checks). Pressed, it stays highlighted and a banner under the header says so.
 * Its words are the help area's, loaded with it.
 */
export function HelpModeToggle({ canCreateTooltips }: { canCreateTooltips: boolean }) {
  const { t } = useTranslation();
  const on = useHelpMode();
  const [ready, setReady] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [listening, setListening] = useState(false);
  const onReady = useCallback(() => {
    setListening(true);
    setHelpMode(true);
  }, []);
  // Leaving the shell (signing out) ends Help Mode with it.
  useEffect(() => () => setHelpMode(false), []);
  useEffect(() => {
    let live = true;
    loadLocaleAreas(['help']).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  return (
    <>
      <button
        type="button"
        aria-pressed={on}
        {...{ [HELP_MODE_UI]: '' }}
        onClick={() => {
          if (on) return setHelpMode(false);
          if (listening) return setHelpMode(true);
          // Switched on by the layer's onReady, once it listens.
          setWanted(true);
        }}
        className={`inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium ${
          on ? 'bg-amber-100 text-amber-900 ring-2 ring-amber-400' : 'text-slate-700 hover:bg-slate-100'
        } ${focusRing}`}
      >
        <MousePointerClick aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('helpMode.toggle')}</span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <HelpModeLayer canCreateTooltips={canCreateTooltips} onReady={onReady} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The banner under the header while Help Mode is on, with a way out. */
export function HelpModeBanner() {
  const { t } = useTranslation();
  const on = useHelpMode();
  if (!on) return null;
  return (
    <div
      {...{ [HELP_MODE_UI]: '' }}
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 print:hidden"
    >
      <p>{t('helpMode.banner')}</p>
      <Button variant="secondary" size="sm" onClick={() => setHelpMode(false)}>
        {t('helpMode.turnOff')}
      </Button>
    </div>
  );
}
