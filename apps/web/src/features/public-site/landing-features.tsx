import {
  ChartColumn,
  IdCard,
  type LucideIcon,
  Network,
  Route,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section.tsx';

/** The eight areas of spec section 1, in its order. */
const FEATURES: ReadonlyArray<{ key: string; icon: LucideIcon }> = [
  { key: 'competency', icon: Target },
  { key: 'career', icon: Route },
  { key: 'analytics', icon: ChartColumn },
  { key: 'roles', icon: IdCard },
  { key: 'security', icon: ShieldCheck },
  { key: 'succession', icon: Network },
  { key: 'ai', icon: Sparkles },
  { key: 'search', icon: Search },
];

export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <LandingSection
      name="features"
      anchor
      title={t('publicSite.features.title')}
      subtitle={t('publicSite.features.subtitle')}
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-base font-semibold text-slate-900">
              {t(`publicSite.features.items.${key}.title`)}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">
              {t(`publicSite.features.items.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
