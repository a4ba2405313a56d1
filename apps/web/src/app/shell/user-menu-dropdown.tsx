import { canSeeSubscriptionMenu } from '@competencyhub/domain/roles';
import type { Me } from '@competencyhub/domain/schemas/profiles';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { CreditCard, LogOut, PackagePlus, User } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../lib/session.ts';
import { UserMenuFace, userMenuTriggerClass } from './user-menu-face.tsx';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 data-[disabled]:cursor-wait data-[disabled]:text-slate-500';

/**
 * The user menu itself, loaded by `user-menu.tsx` when first used (spec section 2): Profile for everyone; Manage Subscription and Purchase Add-ons
 * only for account_holder; Sign out, which reads 'Signing out...' and is disabled while it runs
 * and goes to /landing whatever the server answered.
 */
export default function UserMenuDropdown({
  me,
  openedWith,
}: {
  me: Me;
  /** How the button was pressed that loaded this menu: it opens at once, as it would have. */
  openedWith: 'pointer' | 'keyboard' | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Spec section 4: on success and on error alike, the user ends up on /landing.
  const signOut = useSignOut({ onSignedOut: () => navigate('/landing', { replace: true }) });
  const { user } = me;
  const content = useRef<HTMLDivElement>(null);
  // The key that opened it was pressed before the library listened: move to the first item, as the
  // library does when it sees the key itself (after its own focus on the menu, hence the frame).
  useEffect(() => {
    if (openedWith !== 'keyboard') return;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [openedWith]);

  const onSignOut = (event: Event) => {
    event.preventDefault();
    if (signOut.isPending) return;
    signOut.mutate();
  };

  return (
    <Menu.Root defaultOpen={openedWith !== null}>
      <Menu.Trigger className={userMenuTriggerClass}>
        <UserMenuFace user={user} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          ref={content}
          align="end"
          sideOffset={8}
          className="z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <div className="px-3 py-2">
            <p title={user.fullName} className="truncate text-sm font-semibold text-slate-900">
              {user.fullName}
            </p>
            <p title={user.email} className="truncate text-xs text-slate-600">
              {user.email}
            </p>
          </div>
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Item className={itemClass} onSelect={() => navigate('/profile')}>
            <User aria-hidden="true" className="size-4" />
            {t('shell.userMenu.profile')}
          </Menu.Item>
          {canSeeSubscriptionMenu(user.role) ? (
            <>
              <Menu.Item className={itemClass} onSelect={() => navigate('/subscription')}>
                <CreditCard aria-hidden="true" className="size-4" />
                {t('shell.userMenu.manageSubscription')}
              </Menu.Item>
              <Menu.Item className={itemClass} onSelect={() => navigate('/subscription?tab=addons')}>
                <PackagePlus aria-hidden="true" className="size-4" />
                {t('shell.userMenu.purchaseAddOns')}
              </Menu.Item>
            </>
          ) : null}
          <Menu.Separator className="my-1 h-px bg-slate-200" />
          <Menu.Item className={itemClass} disabled={signOut.isPending} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            {signOut.isPending ? t('common.signingOut') : t('common.signOut')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
