import { useSearchParams } from 'react-router';

/**
 * The tab a page shows, kept in its address as `?tab=` (the first tab has none), so a tab can be
 * linked to and survives a reload. Choosing a tab replaces the history entry; `keepOtherParams`
 * false starts the tab afresh (a tab's own filters do not follow it to the next). Tabs inside a
 * tab keep theirs under another `param` (`?tab=organisation&section=locations`).
 */
export function useTabParam<T extends string>(
  tabs: readonly [T, ...T[]],
  { keepOtherParams = true, param = 'tab' }: { keepOtherParams?: boolean; param?: string } = {},
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const first = tabs[0];
  const asked = params.get(param);
  const tab = tabs.find((candidate) => candidate === asked) ?? first;
  const select = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(keepOtherParams ? current : undefined);
        if (next === first) updated.delete(param);
        else updated.set(param, next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
