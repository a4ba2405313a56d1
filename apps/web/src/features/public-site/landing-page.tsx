import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PrerenderedIsland } from '../../ui/prerendered-island.tsx';
import { LandingCta } from './landing-cta.tsx';
import { LandingFeatures } from './landing-features.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingPricing } from './landing-pricing.tsx';
import { LandingStats, LandingTestimonials } from './landing-proof.tsx';
import { PublicLayout } from './public-layout.tsx';

// The tour (and the dialog library under it) loads only when someone is about to open it,
// which keeps the landing page's first download small.
const loadTour = () =>
  Promise.all([import('./product-tour-dialog.tsx'), import('../../lib/query-provider.tsx')]);
/** The tour (and the data library it reads its manifest with) loads only when a visitor opens it. */
const ProductTourDialog = lazy(async () => {
  const [{ ProductTourDialog: Tour }, { WithQueries }] = await loadTour();
  return {
    default: (props: ComponentProps<typeof Tour>) => (
      <WithQueries>
        <Tour {...props} />
      </WithQueries>
    ),
  };
});

/** Scrolls to the section named in the address (/landing#pricing) and moves focus there. */
function useHashTarget() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on every navigation (key)
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, key]);
}

export function LandingPage() {
  const [tourOpen, setTourOpen] = useState(false);
  const watchDemo = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useHashTarget();

  // The dialog has no Radix trigger to return to, so focus goes back to Watch Demo once it is gone.
  useEffect(() => {
    if (wasOpen.current && !tourOpen) watchDemo.current?.focus();
    wasOpen.current = tourOpen;
  }, [tourOpen]);

  return (
    <PublicLayout>
      <LandingHero
        watchDemoRef={watchDemo}
        onWatchDemo={() => setTourOpen(true)}
        onWatchDemoIntent={() => void loadTour()}
      />
      {/* Below the hero: static, kept as prerendered and not hydrated (decision 0028). */}
      <PrerenderedIsland>
        <LandingFeatures />
        <LandingStats />
        <LandingTestimonials />
        <LandingPricing />
        <LandingCta />
      </PrerenderedIsland>
      {tourOpen ? (
        <Suspense fallback={null}>
          <ProductTourDialog open onOpenChange={setTourOpen} />
        </Suspense>
      ) : null}
    </PublicLayout>
  );
}
