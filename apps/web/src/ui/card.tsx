import type { ReactNode } from 'react';

interface CardProps {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'section' | 'article';
  labelledBy?: string;
}

export function Card({ children, className = '', as: Tag = 'div', labelledBy }: CardProps) {
  return (
    <Tag
      aria-labelledby={labelledBy}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      {children}
    </Tag>
  );
}
