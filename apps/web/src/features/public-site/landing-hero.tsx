import { Play, Sparkles } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../ui/styles.ts';

const SKILLS = [
  { key: 'cloud', level: 42, target: 75 },
  { key: 'data', level: 68, target: 70 },
  { key: 'leadership', level: 55, target: 60 },
  { key: 'communication', level: 82, target: 75 },
] as const;

/** A drawing of the product, not a screenshot: it stays sharp and costs no download. */
function ProductPreview() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-200/60 via-violet-200/50 to-sky-100/60 blur-2xl" />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-900/10 sm:p-6">
        <p className="text-sm font-semibold text-slate-900">{t('publicSite.preview.title')}</p>
        <p className="mt-0.5 text-xs text-slate-600">{t('publicSite.preview.team')}</p>
        <ul className="mt-5 space-y-4">
          {SKILLS.map((skill) => (
            <li key={skill.key}>
              <div className="flex justify-between text-xs font-medium text-slate-700">
                <span>{t(`publicSite.preview.skills.${skill.key}`)}</span>
                <span>{skill.level}%</span>
              </div>
              <div className="relative mt-1.5 h-2 rounded-full bg-slate-100">
                <div
                  className={`h-2 rounded-full ${skill.level < skill.target - 10 ? 'bg-amber-500' : 'bg-indigo-600'}`}
                  style={{ width: `${skill.level}%` }}
                />
                <div
                  className="absolute -top-1 h-4 w-0.5 rounded bg-slate-400"
                  style={{ left: `${skill.target}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-5 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-xs font-medium text-amber-900">
          {t('publicSite.preview.gap')}
        </div>
        <div className="mt-2.5 flex gap-2 rounded-xl bg-indigo-50 px-3.5 py-2.5 text-xs text-indigo-950">
          <Sparkles className="size-4 shrink-0 text-indigo-600" />
          <span>{t('publicSite.preview.suggestion')}</span>
        </div>
      </div>
    </div>
  );
}

interface LandingHeroProps {
  watchDemoRef: Ref<HTMLButtonElement>;
  onWatchDemo: () => void;
  /** Loads the tour's code ahead of the click. */
  onWatchDemoIntent: () => void;
}

export function LandingHero({ watchDemoRef, onWatchDemo, onWatchDemoIntent }: LandingHeroProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-800">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('publicSite.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
          >
            {t('publicSite.hero.title')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            {t('publicSite.hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/auth?tab=signup"
              className={`inline-flex items-center justify-center rounded-lg bg-indigo-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-indigo-700 ${focusRing}`}
            >
              {t('publicSite.hero.startTrial')}
            </Link>
            <button
              ref={watchDemoRef}
              type="button"
              onClick={onWatchDemo}
              onPointerEnter={onWatchDemoIntent}
              onFocus={onWatchDemoIntent}
              className={`inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 shadow-xs hover:bg-slate-50 ${focusRing}`}
            >
              <Play aria-hidden="true" className="size-4 fill-current" />
              {t('publicSite.hero.watchDemo')}
            </button>
          </div>
          <p className="mt-5 text-sm text-slate-600">{t('publicSite.hero.note')}</p>
        </div>
        <ProductPreview />
      </div>
    </section>
  );
}
