import { hasPermission } from '@competencyhub/domain/permissions';
import type { ProfileListItem } from '@competencyhub/domain/schemas/profiles';
import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  Briefcase,
  Check,
  History,
  MoreHorizontal,
  Network,
  Power,
  RotateCcw,
  ShieldCheck,
  X,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '../../ui/styles.ts';
import { type Actor, canManagePerson } from './actor.ts';

export type PersonAction =
  | 'changeRole'
  | 'setLineManager'
  | 'setJobProfile'
  | 'jobHistory'
  | 'deactivate'
  | 'reactivate'
  | 'approve'
  | 'reject';

const ICONS: Record<PersonAction, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  changeRole: ShieldCheck,
  setLineManager: Network,
  setJobProfile: Briefcase,
  jobHistory: History,
  deactivate: Power,
  reactivate: RotateCcw,
  approve: Check,
  reject: X,
};

/** What the actor may do to this person now; the server refuses anything else anyway. */
export function actionsFor(actor: Actor, person: ProfileListItem): PersonAction[] {
  const manage = canManagePerson(actor, person);
  switch (person.status) {
    case 'active': {
      // The line manager too is the actor's to set only for people they outrank (as the server says).
      // A job profile is given by whoever may assign job profiles, to anyone active (oneself included).
      const jobProfile: PersonAction[] = hasPermission(actor.role, 'manage_job_profiles')
        ? ['setJobProfile']
        : [];
      // Everyone who opens User Management reads a job history; who may record in it, the dialog says.
      return manage
        ? ['changeRole', 'setLineManager', ...jobProfile, 'jobHistory', 'deactivate']
        : [...jobProfile, 'jobHistory'];
    }
    case 'deactivated':
      return manage ? ['jobHistory', 'reactivate'] : ['jobHistory'];
    case 'pending_approval':
      return ['approve', 'reject'];
    case 'unauthorized':
      return ['approve'];
  }
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

export function PersonActionsMenu({
  actor,
  person,
  onAction,
}: {
  actor: Actor;
  person: ProfileListItem;
  onAction: (action: PersonAction, person: ProfileListItem) => void;
}) {
  const { t } = useTranslation();
  const actions = actionsFor(actor, person);
  if (actions.length === 0) return null;
  return (
    // Not modal: a dialog opened from an item must own focus and pointer events by itself.
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={t('people.actions.menu', { name: person.fullName })}
        className={`inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 ${focusRing}`}
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {actions.map((action) => {
            const Icon = ICONS[action];
            const danger = action === 'deactivate' || action === 'reject';
            return (
              <Menu.Item
                key={action}
                className={`${itemClass} ${danger ? 'text-red-700' : 'text-slate-800'}`}
                onSelect={() => onAction(action, person)}
              >
                <Icon aria-hidden={true} className="size-4" />
                {t(`people.actions.${action}`)}
              </Menu.Item>
            );
          })}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
