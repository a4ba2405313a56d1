import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const onDarkFocus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function LandingCta() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-14 text-center shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t('publicSite.cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-50">{t('publicSite.cta.body')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/auth?tab=signup"
            className={`inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 text-base font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 ${onDarkFocus}`}
          >
            {t('publicSite.cta.startTrial')}
          </Link>
          <Link
            to="/contact"
            className={`inline-flex items-center justify-center rounded-lg border border-white/60 px-6 py-3 text-base font-semibold text-white hover:bg-white/10 ${onDarkFocus}`}
          >
            {t('publicSite.cta.contact')}
          </Link>
        </div>
      </div>
    </section>
  );
}
