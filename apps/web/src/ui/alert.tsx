import type { ReactNode } from 'react';
import { OutlineIcon } from './outline-icon.tsx';

type Tone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<Tone, { box: string; icon: string; path: string }> = {
  info: {
    box: 'border-indigo-200 bg-indigo-50 text-indigo-950',
    icon: 'text-indigo-600',
    path: 'M12 8h.01M11 12h1v4h1m-1-13a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z',
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-950',
    icon: 'text-emerald-600',
    path: 'm9 12 2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-950',
    icon: 'text-amber-600',
    path: 'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-950',
    icon: 'text-red-600',
    path: 'M12 8v4m0 4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
};

interface AlertProps {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  className?: string;
}

/** Errors interrupt (role=alert); everything else is announced politely (role=status). */
export function Alert({ tone = 'info', title, children, className = '' }: AlertProps) {
  const style = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border p-4 text-sm ${style.box} ${className}`}
    >
      <OutlineIcon path={style.path} className={`mt-0.5 size-5 shrink-0 ${style.icon}`} />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
