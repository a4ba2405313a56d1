import { ADD_ONS, PLAN_DEFINITIONS, PLANS, type PlanDefinition } from '@competencyhub/domain/plans';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format-price.ts';
import { focusRing } from '../../ui/styles.ts';
import { LandingSection } from './landing-section.tsx';

const POPULAR = 'professional';

function PlanCard({ plan }: { plan: PlanDefinition }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const popular = plan.id === POPULAR;
  const name = t(`publicSite.pricing.plans.${plan.id}.name`);
  const titleId = `plan-${plan.id}`;
  return (
    // Five rows shared with the other cards (subgrid), so names, prices and buttons line up.
    <li
      className={`relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-2xl bg-white p-6 xl:p-5 ${popular ? 'shadow-xl shadow-indigo-900/10 ring-2 ring-indigo-600' : 'border border-slate-200 shadow-sm'}`}
    >
      {popular ? (
        <span className="absolute -top-3 left-6 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
          {t('publicSite.pricing.popular')}
        </span>
      ) : null}
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {name}
      </h3>
      <p className="mt-2 text-sm text-slate-600">{t(`publicSite.pricing.plans.${plan.id}.description`)}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900 xl:text-[2rem]">
          {plan.monthlyPriceCents === 0
            ? t('publicSite.pricing.free')
            : formatPrice(plan.monthlyPriceCents, language)}
        </span>
        <span className="text-sm text-slate-600">
          {plan.trialDays
            ? t('publicSite.pricing.trialLength', { count: plan.trialDays })
            : t('publicSite.pricing.perMonth')}
        </span>
      </p>
      <div className="mt-6">
        <Link
          to={`/auth?tab=signup&plan=${plan.id}`}
          aria-describedby={titleId}
          className={`flex h-full items-center justify-center rounded-lg px-4 py-2.5 text-center text-sm font-semibold ${popular ? 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-700' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'} ${focusRing}`}
        >
          {plan.trialDays
            ? t('publicSite.pricing.startTrial')
            : t('publicSite.pricing.choose', { plan: name })}
        </Link>
      </div>
      <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-6 text-sm text-slate-700">
        <li className="font-semibold text-slate-900">
          {t('publicSite.pricing.users', { count: plan.maxUsers })}
        </li>
        <li className="font-semibold text-slate-900">
          {t('publicSite.pricing.aiCredits', { count: plan.aiCreditsPerMonth })}
        </li>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
            {t(`publicSite.pricing.featureNames.${feature}`)}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Prices come from the same plan definitions the subscription bills. */
export function LandingPricing() {
  const { t, i18n } = useTranslation();
  return (
    <LandingSection
      name="pricing"
      anchor
      title={t('publicSite.pricing.title')}
      subtitle={t('publicSite.pricing.subtitle')}
    >
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5 xl:gap-x-4">
        {PLANS.map((plan) => (
          <PlanCard key={plan} plan={PLAN_DEFINITIONS[plan]} />
        ))}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl text-center text-sm text-slate-700">
        {t('publicSite.pricing.addOns', {
          userPrice: formatPrice(ADD_ONS.user_block_50.unitPriceCents, i18n.resolvedLanguage),
          creditPrice: formatPrice(ADD_ONS.ai_credits_50.unitPriceCents, i18n.resolvedLanguage),
        })}
      </p>
      <p className="mt-2 text-center text-sm text-slate-600">{t('publicSite.pricing.terms')}</p>
    </LandingSection>
  );
}
