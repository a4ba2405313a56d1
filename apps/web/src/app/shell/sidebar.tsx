import { RELEASE_STAGE_TOOLTIPS, sidebarFor, type VisibleNavItem } from '@competencyhub/domain/navigation';
import { ChevronDown } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMe } from '../../lib/session.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { focusRing } from '../../ui/styles.ts';
import { NAV_ICONS } from './nav-icons.ts';
import { StageTooltip } from './stage-tooltip-context.ts';

// A module that fails to arrive (a deploy replaced it) leaves the badges without tooltips, not the page broken.
const StageTooltips = lazy(() =>
  import('./stage-tooltips.tsx').catch(() => ({
    default: ({ children }: { children: ReactNode }) => <>{children}</>,
  })),
);

/** Whether an item's path (with its optional query) is the page being shown. */
function matches(path: string, location: { pathname: string; search: string }): boolean {
  const [pathname, query] = path.split('?');
  if (pathname !== location.pathname) return false;
  const wanted = new URLSearchParams(query ?? '');
  const current = new URLSearchParams(location.search);
  for (const [key, value] of wanted) if (current.get(key) !== value) return false;
  return true;
}

/** Among siblings, the most specific match wins: `/competencies?tab=assessments` over `/competencies`. */
function activeChild(items: readonly VisibleNavItem[], location: { pathname: string; search: string }) {
  const hits = items.filter((entry) => matches(entry.path, location));
  return hits.sort((a, b) => b.path.length - a.path.length)[0];
}

const itemClass = (active: boolean) =>
  `flex min-w-0 flex-1 items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors ${focusRing} ${
    // A brand's secondary colour (or a platform theme) may set the --nav-* properties.
    active ? 'brand-nav-active' : 'brand-nav-item text-slate-700 hover:text-slate-900'
  }`;

function StageBadge({ stage }: { stage: NonNullable<VisibleNavItem['badge']> }) {
  const { t } = useTranslation();
  const Tooltip = useContext(StageTooltip);
  const tip = t(`nav.stages.${stage}`, { defaultValue: RELEASE_STAGE_TOOLTIPS[stage] });
  const badge = (
    <button
      type="button"
      aria-label={`${stage}: ${tip}`}
      className={`shrink-0 cursor-help rounded-full bg-amber-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-amber-800 ring-1 ring-inset ring-amber-200 ${focusRing}`}
    >
      {stage}
    </button>
  );
  return Tooltip ? <Tooltip content={tip}>{badge}</Tooltip> : badge;
}

function NavEntry({ item, onNavigate }: { item: VisibleNavItem; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const listId = useId();
  const children = item.children ?? [];
  const current = children.length ? activeChild(children, location) : undefined;
  const [open, setOpen] = useState(Boolean(current));
  const [seenPath, setSeenPath] = useState(`${location.pathname}${location.search}`);
  const Icon = NAV_ICONS[item.icon];
  // Opens when the path moves to one of its sub-items (spec section 2); the user may still close it.
  const path = `${location.pathname}${location.search}`;
  if (path !== seenPath) {
    setSeenPath(path);
    if (current) setOpen(true);
  }

  if (children.length) {
    return (
      <li>
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            className={itemClass(false)}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 break-words">{t(item.labelKey)}</span>
            <ChevronDown
              aria-hidden="true"
              className={`ml-auto size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
          {item.badge ? <StageBadge stage={item.badge} /> : null}
        </div>
        <ul id={listId} hidden={!open} className="mt-1 space-y-1 border-l border-slate-200 pl-3 ml-5">
          {children.map((child) => {
            const active = child === current;
            return (
              <li key={child.path} className="flex items-center gap-1">
                <Link
                  to={child.path}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={itemClass(active)}
                >
                  <span className="min-w-0 break-words">{t(child.labelKey)}</span>
                </Link>
                {child.badge ? <StageBadge stage={child.badge} /> : null}
              </li>
            );
          })}
        </ul>
      </li>
    );
  }

  const active = matches(item.path, location);
  return (
    <li className="flex items-center gap-1">
      <Link
        to={item.path}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={itemClass(active)}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 break-words">{t(item.labelKey)}</span>
      </Link>
      {item.badge ? <StageBadge stage={item.badge} /> : null}
    </li>
  );
}

/** The sidebar of spec section 2, computed from the same role rules the server uses. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="p-4">
        <Spinner label={t('app.loading')} size="sm" />
      </div>
    );
  }
  if (!me.data) return <p className="p-4 text-sm text-slate-600">{t('nav.notAuthenticated')}</p>;

  const groups = sidebarFor({ role: me.data.user.role, effectiveRoles: me.data.effectiveRoles });
  const nav = (
    <nav aria-label={t('nav.label')} className="space-y-6 p-3">
      {groups.map((group) => (
        <section key={group.section} aria-labelledby={`nav-section-${group.section}`}>
          <h2
            id={`nav-section-${group.section}`}
            className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500"
          >
            {t(`nav.sections.${group.section}`)}
          </h2>
          <ul className="space-y-1">
            {group.items.map((entry) => (
              <NavEntry key={entry.path} item={entry} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
  const badged = groups.some((group) =>
    group.items.some((entry) => entry.badge || entry.children?.some((child) => child.badge)),
  );
  // Only system-level users see release-stage badges: nobody else downloads the tooltip library.
  return badged ? (
    <Suspense fallback={nav}>
      <StageTooltips>{nav}</StageTooltips>
    </Suspense>
  ) : (
    nav
  );
}
