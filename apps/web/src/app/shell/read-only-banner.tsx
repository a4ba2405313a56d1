import { hasPermission } from '@competencyhub/domain/permissions';
import type { Role } from '@competencyhub/domain/roles';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadLocaleAreas } from '../../lib/i18n/i18n.ts';
import { focusRing } from '../../ui/styles.ts';

/**
 * A company whose trial or cancelled subscription has run out is read-only (issue 11): every page
 * says so, and those who manage the subscription are invited to choose a plan. Its words are the
 * subscription area's, loaded here (the server's refusals of changes use them too).
 */
export function ReadOnlyBanner({ role, trial }: { role: Role; trial: boolean }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadLocaleAreas(['subscription']).then(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6 print:hidden"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        <span className="font-semibold">
          {t(trial ? 'subscription.banner.trialEnded' : 'subscription.banner.ended')}
        </span>
        <span>{t('subscription.banner.body')}</span>
        {hasPermission(role, 'administer_company') ? (
          <Link
            to="/subscription?tab=plans"
            className={`rounded-sm font-semibold underline underline-offset-4 ${focusRing}`}
          >
            {t('subscription.banner.choose')}
          </Link>
        ) : (
          <span>{t('subscription.banner.askOwner')}</span>
        )}
      </p>
    </div>
  );
}
