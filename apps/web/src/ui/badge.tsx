import type { BadgeColor } from '@competencyhub/domain/roles';
import type { ReactNode } from 'react';

const COLORS: Record<BadgeColor, string> = {
  purple: 'bg-purple-100 text-purple-800 ring-purple-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  orange: 'bg-orange-100 text-orange-800 ring-orange-200',
  gray: 'bg-slate-100 text-slate-700 ring-slate-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
};

/**
 * A short label. Long ones (German role names) wrap inside the badge instead of running into the
 * next column; words break at soft hyphens in the translation, or anywhere as a last resort. The
 * title repeats the text for a pointer user when a narrow cell makes it hard to read.
 */
export function Badge({ color, children }: { color: BadgeColor; children: ReactNode }) {
  const text = typeof children === 'string' ? children.replaceAll('\u00ad', '') : undefined;
  return (
    <span
      title={text}
      className={`inline-flex max-w-full items-center rounded-xl px-2.5 py-0.5 text-left text-xs leading-4 font-semibold [overflow-wrap:anywhere] ring-1 ring-inset ${COLORS[color]}`}
    >
      {children}
    </span>
  );
}
