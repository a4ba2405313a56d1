import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { RoleBadge } from '../../ui/role-badge.tsx';
import type { Actor } from './actor.ts';
import { type PersonAction, PersonActionsMenu } from './person-actions-menu.tsx';
import { StatusBadge } from './status-badge.tsx';

interface Props {
  actor: Actor;
  people: ProfileListItem[];
  caption: string;
  onAction: (action: PersonAction, person: ProfileListItem) => void;
}

function Who({ person, you }: { person: ProfileListItem; you: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={person.fullName} imageUrl={person.avatarUrl} />
      <div className="min-w-0">
        <p title={person.fullName} className="truncate text-sm font-semibold text-slate-900">
          {person.fullName}
          {you ? (
            <>
              {' '}
              <span className="text-xs font-medium text-slate-600">({t('people.list.you')})</span>
            </>
          ) : null}
        </p>
        <p title={person.email} className="truncate text-sm text-slate-600">
          {person.email}
        </p>
      </div>
    </div>
  );
}

/** A table on wide screens; the same people as stacked cards on narrow ones. */
export function PeopleList({ actor, people, caption, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const notSet = <span className="text-slate-500">{t('people.list.notSet')}</span>;
  const lastSignIn = (p: ProfileListItem) =>
    p.lastSignInAt ? formatDate(p.lastSignInAt, i18n.resolvedLanguage) : t('people.list.never');
  const th = 'px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';

  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full table-fixed border-collapse">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            {/* Roles and statuses get the room of their longest translations (German role names). */}
            <col className="w-[22%]" />
            <col className="w-[17%]" />
            <col className="w-[15%]" />
            <col className="w-[14%]" />
            <col className="w-[14%]" />
            <col className="w-[12%]" />
            <col className="w-14" />
          </colgroup>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={`${th} pl-5`}>
                {t('people.list.columns.person')}
              </th>
              <th scope="col" className={th}>
                {t('people.list.columns.role')}
              </th>
              <th scope="col" className={th}>
                {t('people.list.columns.status')}
              </th>
              <th scope="col" className={th}>
                {t('people.list.columns.jobTitle')}
              </th>
              <th scope="col" className={th}>
                {t('people.list.columns.lineManager')}
              </th>
              <th scope="col" className={th}>
                {t('people.list.columns.lastSignIn')}
              </th>
              <th scope="col" className={`${th} pr-5`}>
                <span className="sr-only">{t('people.list.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {people.map((person) => (
              <tr key={person.id} className="hover:bg-slate-50/70">
                <td className="py-3 pr-3 pl-5">
                  <Who person={person} you={person.id === actor.id} />
                </td>
                <td className="px-3 py-3">
                  <RoleBadge role={person.role} />
                </td>
                <td className="px-3 py-3">
                  <StatusBadge status={person.status} />
                </td>
                <td
                  className="truncate px-3 py-3 text-sm text-slate-800"
                  title={person.jobTitle ?? undefined}
                >
                  {person.jobTitle ?? notSet}
                </td>
                <td
                  className="truncate px-3 py-3 text-sm text-slate-800"
                  title={person.lineManagerName ?? undefined}
                >
                  {person.lineManagerName ?? notSet}
                </td>
                <td className="px-3 py-3 text-sm text-slate-700">{lastSignIn(person)}</td>
                <td className="py-3 pr-5 pl-3 text-right">
                  <PersonActionsMenu actor={actor} person={person} onAction={onAction} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="divide-y divide-slate-200 lg:hidden" aria-label={caption}>
        {people.map((person) => (
          <li key={person.id} className="space-y-3 px-4 py-4 sm:px-5">
            <div className="flex items-start justify-between gap-2">
              <Who person={person} you={person.id === actor.id} />
              <PersonActionsMenu actor={actor} person={person} onAction={onAction} />
            </div>
            <div className="flex flex-wrap gap-2">
              <RoleBadge role={person.role} />
              <StatusBadge status={person.status} />
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('people.list.columns.jobTitle')}</dt>
              <dd className="truncate text-slate-900" title={person.jobTitle ?? undefined}>
                {person.jobTitle ?? notSet}
              </dd>
              <dt className="text-slate-600">{t('people.list.columns.lineManager')}</dt>
              <dd className="truncate text-slate-900" title={person.lineManagerName ?? undefined}>
                {person.lineManagerName ?? notSet}
              </dd>
              <dt className="text-slate-600">{t('people.list.columns.lastSignIn')}</dt>
              <dd className="text-slate-900">{lastSignIn(person)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
