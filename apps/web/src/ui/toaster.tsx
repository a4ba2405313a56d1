import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { registerToasterHost, TOAST_SETTINGS } from '../lib/toast.ts';

const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** Rendered after Sonner's toaster, so its effect runs once the toaster listens. */
function Listening({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

/** The one toast area of the app, mounted once at the root; Sonner loads with the first toast. */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);

  useEffect(
    () =>
      registerToasterHost(() => {
        if (!ready.current) {
          let resolve = () => {};
          const promise = new Promise<void>((done) => {
            resolve = done;
          });
          ready.current = { promise, resolve };
          setWanted(true);
        }
        return ready.current.promise;
      }),
    [],
  );

  const markReady = useCallback(() => ready.current?.resolve(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={TOAST_SETTINGS.position}
        duration={TOAST_SETTINGS.duration}
        visibleToasts={TOAST_SETTINGS.visibleToasts}
        gap={TOAST_SETTINGS.gap}
        hotkey={[...TOAST_SETTINGS.hotkey]}
        closeButton
        style={{ zIndex: TOAST_SETTINGS.zIndex, ['--width' as string]: `${TOAST_SETTINGS.width}px` }}
      />
      <Listening onReady={markReady} />
    </Suspense>
  );
}
