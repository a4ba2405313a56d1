import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadLocaleAreas } from '../../lib/i18n/i18n.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { focusRing } from '../../ui/styles.ts';

/**
 * During the grace period of the company's two-step rule: a reminder with the deadline on every
 * page, linking to the setup on /profile. Nothing once a factor is set up or nothing is asked. Its
 * words are the security area's, loaded here.
 */
export function EnrolmentBanner() {
  const { t, i18n } = useTranslation();
  const { secondFactor } = useCurrentUser();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadLocaleAreas(['security']).then(() => setReady(true));
  }, []);
  if (!ready || !secondFactor.required || secondFactor.enrolled || !secondFactor.deadline) return null;
  const date = new Date(secondFactor.deadline).toLocaleDateString(i18n.language, { dateStyle: 'long' });
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6 print:hidden"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        <span>{t('security.banner.text', { date })}</span>
        <Link to="/profile" className={`rounded-sm font-semibold underline underline-offset-4 ${focusRing}`}>
          {t('security.banner.action')}
        </Link>
      </p>
    </div>
  );
}
