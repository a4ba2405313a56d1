import { hasPermission } from '@competencyhub/domain/permissions';
import { PLAN_DEFINITIONS, type PlanFeature } from '@competencyhub/domain/plans';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/session.ts';
import { Alert } from './alert.tsx';
import { focusRing } from './styles.ts';

/**
 * A feature the company's plan does not include (issue 11): said plainly, with the way to a plan that
 * has it for those who manage the subscription. The server refuses the feature regardless; its words
 * are the subscription area's (pages that show this load it).
 */
export function PlanUpgradeNote({ feature }: { feature: PlanFeature }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Alert
      tone="info"
      title={t('subscription.upgrade.title', { feature: t(`subscription.features.${feature}`) })}
    >
      {hasPermission(me.user.role, 'administer_company') ? (
        <Link
          to="/subscription?tab=plans"
          className={`rounded-sm font-semibold underline underline-offset-4 ${focusRing}`}
        >
          {t('subscription.upgrade.see')}
        </Link>
      ) : (
        t('subscription.upgrade.ask')
      )}
    </Alert>
  );
}

/** Whether the company's plan includes a feature; none known (the platform's own company) counts as included. */
export function usePlanHas(feature: PlanFeature): boolean {
  const me = useCurrentUser();
  const plan = me.company?.subscription?.plan;
  return plan ? PLAN_DEFINITIONS[plan].features.includes(feature) : true;
}
