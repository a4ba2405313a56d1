import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

/** The next page of a list the organisation reads page by page (a level, locations, positions). */
export function ShowMore({
  list,
  variant = 'secondary',
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  variant?: 'secondary' | 'ghost';
}) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      size="sm"
      pending={list.isFetchingNextPage}
      pendingLabel={t('organisation.tree.loading')}
      onClick={() => void list.fetchNextPage()}
    >
      {t('organisation.tree.more')}
    </Button>
  );
}
