import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { RoleBadge } from '../../ui/role-badge.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRolesOverview } from './roles-api.ts';
import { itAdminError } from './roles-messages.ts';
import { RoleRequests } from './roles-requests.tsx';

/**
 * IT Administration > Roles (decision 0073): the seven roles, what each may do (the domain's
 * permission table, as the server reads it) and how many of the company's active people hold each;
 * below, the role requests.
 */
export function RolesPanel() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('itRoles.title')}</h2>
        <p className="text-sm text-slate-600">{t('itRoles.intro')}</p>
      </div>
      <RolesList />
      <RoleRequests />
    </div>
  );
}

function RolesList() {
  const { t, i18n } = useTranslation();
  const overview = useRolesOverview();
  if (overview.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  if (overview.isError) return <Alert tone="error">{itAdminError(t, overview.error)}</Alert>;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul aria-label={t('itRoles.listLabel')} className="grid gap-4 lg:grid-cols-2">
      {overview.data.roles.map((summary) => (
        <li key={summary.role}>
          <Card as="article" labelledBy={`it-role-${summary.role}`} className="h-full space-y-3 px-5 py-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`it-role-${summary.role}`} className="font-semibold text-slate-900">
                <RoleBadge role={summary.role} />
              </h3>
              <p className="text-sm text-slate-700">
                {t('itRoles.holders', { count: summary.holders, formatted: number.format(summary.holders) })}
              </p>
            </div>
            <div>
              <p className="text-xs font-medium text-slate-600">{t('itRoles.mayDo')}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
                {summary.permissions.map((permission) => (
                  <li key={permission}>{t(`itRoles.permissions.${permission}`)}</li>
                ))}
              </ul>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
