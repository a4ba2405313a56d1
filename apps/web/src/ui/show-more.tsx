import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** What a list read page by page offers (TanStack Query's infinite query has it). */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The button that asks for a list's next page: absent once there is none, busy (with its spinner and
 * `pendingLabel`, "Loading…" by default) while the page comes.
 */
export function ShowMore({
  list,
  label,
  pendingLabel,
  variant = 'secondary',
  size = 'sm',
  className,
}: {
  list: PagedList;
  label: string;
  pendingLabel?: string;
  variant?: 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      pending={list.isFetchingNextPage}
      pendingLabel={pendingLabel ?? t('app.loading')}
      onClick={() => void list.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
