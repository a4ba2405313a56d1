import { isSystemAdminWithCompany, isSystemLevel, roleOrDefault } from '@competencyhub/domain/roles';
import type { Me } from '@competencyhub/domain/schemas/profiles';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Which of the spec's four banner titles a system-level user sees. */
export function bannerTitleKey(me: Me): string {
  const role = roleOrDefault(me.user.role);
  if (role === 'system_owner') return 'shell.banner.systemOwner';
  if (role === 'system_admin') {
    return isSystemAdminWithCompany({ role, companyId: me.managedCompanyId })
      ? 'shell.banner.systemAdminAccountHolder'
      : 'shell.banner.systemAdmin';
  }
  return 'shell.banner.administrator';
}

/** The banner for system-level users (spec section 2), with the company they manage when set. */
export function SystemBanner({ me }: { me: Me }) {
  const { t } = useTranslation();
  if (!isSystemLevel(me.user.role)) return null;
  // The managed company is the session's company; its id means nothing to a person, so only its
  // name shows, with its domains: companies may share a name, and the domain tells them apart.
  const managed = me.managedCompanyId && me.company?.id === me.managedCompanyId ? me.company : null;
  return (
    <section
      aria-label={t('shell.banner.label')}
      // Dark in both modes: drawn with the light palette's values (data-theme="light").
      data-theme="light"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-slate-900 px-4 py-1.5 text-center text-xs font-medium text-white"
    >
      <span className="inline-flex items-center gap-1.5">
        <ShieldCheck aria-hidden="true" className="size-3.5 text-amber-300" />
        <span data-testid="system-banner-title">{t(bannerTitleKey(me))}</span>
      </span>
      {managed ? (
        <span data-testid="system-banner-managing" className="text-slate-200">
          {t('shell.banner.managing', {
            company:
              managed.domains.length > 0 ? `${managed.name} (${managed.domains.join(', ')})` : managed.name,
          })}
        </span>
      ) : null}
    </section>
  );
}
