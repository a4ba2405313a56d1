import type { Me } from '@competencyhub/domain/schemas/profiles';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/avatar.tsx';
import { focusRing } from '../../ui/styles.ts';

export const userMenuTriggerClass = `flex min-w-0 items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 ${focusRing}`;

/** What the user menu's button shows, the same before and after the menu itself has loaded. */
export function UserMenuFace({ user }: { user: Me['user'] }) {
  const { t } = useTranslation();
  return (
    <>
      <Avatar name={user.fullName} imageUrl={user.avatarUrl} />
      <span className="hidden min-w-0 text-left md:block">
        <span title={user.fullName} className="block max-w-44 truncate text-sm font-semibold text-slate-900">
          {user.fullName}
        </span>
        <span title={t(`roles.${user.role}`)} className="block max-w-44 truncate text-xs text-slate-600">
          {t(`roles.${user.role}`)}
        </span>
      </span>
      {/* Named by its text, which starts with what is visible (WCAG 2.5.3); on a phone only the
          avatar shows, and the name is read out all the same. */}
      <span className="sr-only md:hidden">{user.fullName}</span>{' '}
      <span className="sr-only">{t('shell.userMenu.hint')}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
    </>
  );
}
