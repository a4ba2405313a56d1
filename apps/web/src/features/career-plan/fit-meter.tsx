import { useCareerFormat } from './use-career-format.ts';

/** "Fit 75 %" with a bar; the number is the text, the bar only repeats it. */
export function FitMeter({ fit, label }: { fit: number | null; label: string }) {
  const format = useCareerFormat();
  return (
    <div className="space-y-1">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">{label}</span>
        <span className="text-lg font-semibold text-slate-900">{format.fit(fit)}</span>
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-full rounded-full bg-indigo-600" style={{ width: `${fit ?? 0}%` }} />
      </div>
    </div>
  );
}
