import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { focusRing } from './styles.ts';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** A count shown after the label (e.g. requests waiting); hidden when zero or unknown. */
  count?: number | undefined;
  /** Read instead of the bare number, e.g. "2 waiting". */
  countLabel?: string | undefined;
}

/**
 * stretch: the tabs share the full width equally. grid: two columns on a phone, so four longer
 * labels still fit; from `sm` up, one row as wide as the labels.
 */
type TabsLayout = 'stretch' | 'grid';

const LAYOUTS: Record<TabsLayout, { list: string; tab: string }> = {
  stretch: { list: 'flex', tab: 'flex-1 px-3' },
  grid: {
    list: 'grid grid-cols-2 sm:inline-flex',
    tab: 'inline-flex items-center justify-center gap-1.5 px-2 text-center sm:gap-2 sm:whitespace-nowrap sm:px-4',
  },
};

interface TabsProps<T extends string> {
  /** Prefix for the tab and panel element ids, unique on the page. */
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  layout?: TabsLayout;
}

export function tabId(prefix: string, id: string): string {
  return `${prefix}-tab-${id}`;
}

export function panelId(prefix: string, id: string): string {
  return `${prefix}-panel-${id}`;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  layout = 'stretch',
}: TabsProps<T>) {
  const buttons = useRef<Map<T, HTMLButtonElement>>(new Map());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = tabs[next[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`${LAYOUTS[layout].list} gap-1 rounded-xl bg-slate-100 p-1`}
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`${LAYOUTS[layout].tab} rounded-lg py-2 text-sm font-semibold transition-colors ${focusRing} ${
              isSelected ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {tab.label}
            {tab.count ? (
              <>
                {' '}
                <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-indigo-600 px-1.5 text-xs font-bold text-white">
                  <span aria-hidden="true">{tab.count}</span>
                  <span className="sr-only">{tab.countLabel ?? tab.count}</span>
                </span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  id: string;
  selected: boolean;
  children: ReactNode;
}

/** Inactive panels stay mounted (and keep what was typed) but hidden. */
export function TabPanel({ idPrefix, id, selected, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      hidden={!selected}
      className="pt-6"
    >
      {children}
    </div>
  );
}
