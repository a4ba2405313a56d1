import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../ui/panel.tsx';
import { focusRing } from '../../ui/styles.ts';

export interface QuickLink {
  path: string;
  labelKey: string;
}

/** Shortcuts to the pages this user can open today. */
export function QuickLinksCard({ links }: { links: readonly QuickLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Panel title={t('dashboardSummary.quickLinks.title')}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className={`group flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:border-indigo-300 hover:bg-indigo-50 ${focusRing}`}
            >
              {/* A long label wraps (at the translation's soft hyphens); the arrow keeps its size. */}
              <span className="min-w-0">{t(link.labelKey)}</span>
              <ArrowRight
                aria-hidden="true"
                className="size-4 shrink-0 text-slate-400 group-hover:text-indigo-600"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
