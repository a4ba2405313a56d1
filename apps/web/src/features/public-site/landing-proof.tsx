import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section.tsx';

const STATS = ['professionals', 'faster', 'satisfaction'] as const;
/** Customer quotes; people's and companies' names are proper nouns and stay as they are. */
const TESTIMONIALS = [
  { key: 'first', name: 'Sarah Whitfield', company: 'Northbridge Logistics' },
  { key: 'second', name: 'Daniel Moreau', company: 'Helix Health Software' },
  { key: 'third', name: 'Priya Desai', company: 'Alder & Finch Insurance' },
] as const;

/** Spec section 1's figures: 10,000+ professionals, 85% faster gap identification, 95% satisfaction. */
export function LandingStats() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('publicSite.stats.label')}
      className="bg-gradient-to-r from-indigo-600 to-violet-700"
    >
      <dl className="mx-auto grid max-w-7xl gap-10 px-4 py-14 text-center sm:grid-cols-3 sm:px-6 lg:px-8">
        {STATS.map((key) => (
          <div key={key} className="flex flex-col-reverse gap-2">
            <dt className="text-base font-medium text-indigo-100">{t(`publicSite.stats.${key}.label`)}</dt>
            <dd className="text-4xl font-bold tracking-tight text-white sm:text-5xl">
              {t(`publicSite.stats.${key}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function LandingTestimonials() {
  const { t } = useTranslation();
  return (
    <LandingSection
      name="testimonials"
      title={t('publicSite.testimonials.title')}
      subtitle={t('publicSite.testimonials.subtitle')}
      className="bg-slate-50"
    >
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {TESTIMONIALS.map(({ key, name, company }) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <Quote aria-hidden="true" className="size-8 text-indigo-200" />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-800">
                <p>{t(`publicSite.testimonials.items.${key}.quote`)}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-100 pt-5">
                <p className="font-semibold text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">
                  {t(`publicSite.testimonials.items.${key}.role`)}, {company}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
