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

export function Badge({ color, children }: { color: BadgeColor; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLORS[color]}`}
    >
      {children}
    </span>
  );
}
