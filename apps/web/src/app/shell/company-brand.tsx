import { FALLBACK_BRAND, PRODUCT_NAME } from '@competencyhub/domain/constants';
import type { CompanySummary } from '@competencyhub/domain/schemas/profiles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SYSTEM_LOGO_UPDATED } from '../../lib/system-images.ts';
import { focusRing } from '../../ui/styles.ts';

/**
 * The company brand in the header (spec section 2): the logo, or the first two letters of the
 * company name on its primary colour (the brand palette's 600) when there is no logo or it fails to load; 'CH' and the
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
  // The URL that failed: a new logo (a new URL) is tried again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // Spec section 4: the logo loads again when system-logo-updated fires (a logo that failed is tried again).
  useEffect(() => {
    const retry = () => setFailedUrl(null);
    window.addEventListener(SYSTEM_LOGO_UPDATED, retry);
    return () => window.removeEventListener(SYSTEM_LOGO_UPDATED, retry);
  }, []);
  const name = company?.name ?? PRODUCT_NAME;
  const letters = company ? company.name.trim().slice(0, 2).toUpperCase() : FALLBACK_BRAND;
  const logoUrl = company?.logoUrl ?? null;
  const showLogo = logoUrl !== null && logoUrl !== failedUrl;

  return (
    <Link to="/landing" className={`flex min-w-0 items-center gap-3 rounded-lg ${focusRing}`}>
      {showLogo ? (
        <img
          src={logoUrl ?? ''}
          alt=""
          // A fixed height and its own width: a wide logo keeps its shape instead of shrinking into a square.
          className="h-10 w-auto max-w-[6rem] shrink-0 object-contain object-left sm:max-w-[10rem]"
          onError={() => {
            // Spec section 2: a logo that fails to load only logs a warning.
            console.warn('Company logo failed to load; showing initials instead');
            setFailedUrl(logoUrl);
          }}
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex bg-indigo-600 size-10 shrink-0 items-center justify-center rounded-lg text-sm font-bold text-white shadow-sm"
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
