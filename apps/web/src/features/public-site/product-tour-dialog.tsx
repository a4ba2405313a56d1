import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { parseTourManifest, type TourImage } from './tour-slides.ts';

async function fetchTour(signal: AbortSignal): Promise<TourImage[]> {
  const response = await fetch('/tour/tour.json', { signal });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return parseTourManifest(await response.json());
}

const controlClass = `inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-xs hover:bg-slate-50 ${focusRing}`;

interface SlidesProps {
  slides: TourImage[];
  index: number;
  onIndexChange: (index: number) => void;
}

function Slides({ slides, index, onIndexChange }: SlidesProps) {
  const { t } = useTranslation();
  const slide = slides[index];
  const move = (step: number) => onIndexChange((index + step + slides.length) % slides.length);

  // The next screen is fetched while this one is looked at, so moving on shows it at once.
  useEffect(() => {
    const next = slides[(index + 1) % slides.length];
    if (next) new Image().src = next.src;
  }, [index, slides]);

  if (!slide) return <Alert tone="warning">{t('publicSite.tour.unavailable')}</Alert>;
  const title = t(`publicSite.tour.slides.${slide.id}.title`);
  return (
    <div>
      <figure>
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100 shadow-sm">
          <img
            key={slide.src}
            src={slide.src}
            alt={title}
            width={slide.width}
            height={slide.height}
            className="block h-auto w-full"
          />
        </div>
        <figcaption className="mt-4 min-h-[4.5rem]">
          <p className="text-base font-semibold text-slate-900">{title}</p>
          <p className="mt-1 text-sm text-slate-600">{t(`publicSite.tour.slides.${slide.id}.body`)}</p>
        </figcaption>
      </figure>
      <div className="mt-4 flex items-center justify-between gap-3">
        <button type="button" onClick={() => move(-1)} className={controlClass}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('publicSite.tour.previous')}</span>
        </button>
        <div className="flex flex-col items-center gap-2">
          <div className="flex flex-wrap justify-center gap-1">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
                className={`flex size-6 items-center justify-center rounded-full ${focusRing}`}
              >
                <span
                  aria-hidden="true"
                  className={`block size-2.5 rounded-full ${i === index ? 'bg-indigo-600' : 'bg-slate-300 hover:bg-slate-400'}`}
                />
                <span className="sr-only">{t('publicSite.tour.goTo', { number: i + 1 })}</span>
              </button>
            ))}
          </div>
          <p aria-live="polite" className="text-xs font-medium text-slate-600">
            {t('publicSite.tour.position', { current: index + 1, total: slides.length })}
          </p>
        </div>
        <button type="button" onClick={() => move(1)} className={controlClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('publicSite.tour.next')}</span>
        </button>
      </div>
    </div>
  );
}

interface ProductTourDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Real screenshots of the app with captions: arrows move, Escape closes, focus returns to the trigger. */
export function ProductTourDialog({ open, onOpenChange }: ProductTourDialogProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const tour = useQuery({
    queryKey: ['product-tour'],
    queryFn: ({ signal }) => fetchTour(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const count = tour.data?.length ?? 0;

  // Arrow keys move between screens wherever focus is in the dialog.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!count || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    event.preventDefault();
    setIndex((current) => (current + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/70" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-2xl focus:outline-none sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className="min-w-0 space-y-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                {t('publicSite.tour.title')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {t('publicSite.tour.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className={`-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 ${focusRing}`}
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('publicSite.tour.close')}</span>
            </Dialog.Close>
          </div>
          {tour.isPending ? (
            <div className="flex justify-center py-24">
              <Spinner label={t('publicSite.tour.loading')} />
            </div>
          ) : tour.data?.length ? (
            <Slides slides={tour.data} index={Math.min(index, count - 1)} onIndexChange={setIndex} />
          ) : (
            <Alert tone="warning">{t('publicSite.tour.unavailable')}</Alert>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
