import type { ProfileStatus } from '@competencyhub/domain/account-status';
import type { BadgeColor } from '@competencyhub/domain/roles';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';

const STATUS_COLORS: Record<ProfileStatus, BadgeColor> = {
  active: 'green',
  pending_approval: 'orange',
  unauthorized: 'red',
  deactivated: 'gray',
};

export function StatusBadge({ status }: { status: ProfileStatus }) {
  const { t } = useTranslation();
  return <Badge color={STATUS_COLORS[status]}>{t(`people.status.${status}`)}</Badge>;
}
