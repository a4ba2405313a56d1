import type { ScheduledMove } from '@competencyhub/domain/schemas/organisation';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { formatDay } from './move-unit-dialog.tsx';
import { useCancelMove, useScheduledMoves } from './organisation-api.ts';
import { orgMessage } from './organisation-messages.ts';

const COLOURS = { scheduled: 'blue', applied: 'green', failed: 'red', cancelled: 'gray' } as const;

/** Moves dated in the future (and those settled in the last 30 days): when, from where, to where. */
export function ScheduledMovesPanel() {
  const { t, i18n } = useTranslation();
  const moves = useScheduledMoves(true);
  const cancel = useCancelMove();
  const [failure, setFailure] = useState<string | null>(null);
  const items = moves.data?.items ?? [];
  if (items.length === 0) return null;
  const place = (path: string[]) => (path.length ? path.join(' › ') : t('organisation.move.topLevel'));

  async function onCancel(move: ScheduledMove) {
    setFailure(null);
    try {
      await cancel.mutateAsync(move.id);
      notifySuccess({ title: t('organisation.scheduled.cancelled', { name: move.unit.name }) });
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  }

  return (
    <section
      aria-labelledby="scheduled-moves-title"
      className="space-y-2 rounded-lg border border-slate-200 p-3"
    >
      <h3 id="scheduled-moves-title" className="text-sm font-semibold text-slate-900">
        {t('organisation.scheduled.title')}
      </h3>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ul className="divide-y divide-slate-100">
        {items.map((move) => (
          <li key={move.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{move.unit.name}</span>
                <Badge color={COLOURS[move.status]}>
                  {t(`organisation.scheduled.statuses.${move.status}`)}
                </Badge>
                <span className="text-slate-700">{formatDay(move.effectiveOn, i18n.resolvedLanguage)}</span>
              </span>
              <span className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
                {place(move.from)}
                <ArrowRight aria-label={t('organisation.scheduled.to')} className="size-3" />
                {place(move.to)}
              </span>
              {move.failure ? (
                <span className="block text-xs text-red-700">
                  {orgMessage(t, move.failure) ?? move.failure}
                </span>
              ) : null}
            </span>
            {move.status === 'scheduled' ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={cancel.isPending}
                onClick={() => void onCancel(move)}
              >
                {t('organisation.scheduled.cancel', { name: move.unit.name })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
