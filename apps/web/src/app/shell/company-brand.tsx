import { FALLBACK_BRAND, PRODUCT_NAME } from '@competencyhub/domain/constants';
import type { CompanySummary } from '@competencyhub/domain/schemas/profiles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../ui/styles.ts';

const DEFAULT_PRIMARY = '#4f46e5';

/**
 * The company brand in the header (spec section 2): the logo, or the first two letters of the
 * company name on its primary colour when there is no logo or it fails to load; 'CH' and the
 * product name with no company. Clicking it goes to /landing.
 */
export function CompanyBrand({
  company,
  showName = true,
}: {
  company: CompanySummary | null;
  showName?: boolean;
}) {
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  const name = company?.name ?? PRODUCT_NAME;
  const letters = company ? company.name.trim().slice(0, 2).toUpperCase() : FALLBACK_BRAND;
  const showLogo = Boolean(company?.logoUrl) && !logoFailed;

  return (
    <Link to="/landing" className={`flex min-w-0 items-center gap-3 rounded-lg ${focusRing}`}>
      {showLogo ? (
        <img
          src={company?.logoUrl ?? ''}
          alt=""
          className="size-10 shrink-0 rounded-lg object-contain"
          onError={() => {
            // Spec section 2: a logo that fails to load only logs a warning.
            console.warn('Company logo failed to load; showing initials instead');
            setLogoFailed(true);
          }}
        />
      ) : (
        <span
          aria-hidden="true"
          style={{ backgroundColor: company?.primaryColor ?? DEFAULT_PRIMARY }}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-sm font-bold text-white shadow-sm"
        >
          {letters}
        </span>
      )}
      {/* The name comes from the text itself, so the accessible name starts with what is visible
          (WCAG 2.5.3, Label in Name); the hint is for screen readers only. */}
      <span
        title={showName ? name : undefined}
        className={showName ? 'truncate text-base font-semibold tracking-tight text-slate-900' : 'sr-only'}
      >
        {name}
      </span>{' '}
      <span className="sr-only">{t('shell.brandLinkHint')}</span>
    </Link>
  );
}
