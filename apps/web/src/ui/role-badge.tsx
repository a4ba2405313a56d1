import { roleBadgeColor, roleOrDefault } from '@competencyhub/domain/roles';
import { useTranslation } from 'react-i18next';
import { Badge } from './badge.tsx';

export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  return <Badge color={roleBadgeColor(role)}>{t(`roles.${roleOrDefault(role)}`)}</Badge>;
}
