import type { TwinUnit, UnitTwins } from '@competencyhub/domain/schemas/organisation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useTwinDecision } from './organisation-api.ts';

function Side({ unit }: { unit: TwinUnit }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 p-3">
      <p className="font-medium break-words text-slate-900">{unit.name}</p>
      <p className="text-xs text-slate-600">
        {unit.path.length ? unit.path.join(' › ') : t('organisation.move.topLevel')}
        {' · '}
        {t('organisation.twins.people', { count: unit.people })}
      </p>
    </div>
  );
}

/**
 * Units whose names look like one department typed two ways (made from the free text people used to
 * type). Nothing is merged without the account holder: merge one into the other (its people, their
 * history and its sub-units move; it is archived), or keep both.
 */
export function TwinsDialog({ twins, onClose }: { twins: UnitTwins; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useTwinDecision();
  const [failure, setFailure] = useState<string | null>(null);

  async function run(decision: Parameters<typeof decide.mutateAsync>[0], done: string) {
    setFailure(null);
    try {
      await decide.mutateAsync(decision);
      notifySuccess({ title: done });
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('organisation.twins.title')}
      description={t('organisation.twins.intro')}
      wide
    >
      <div className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {twins.items.length === 0 ? (
          <p className="text-sm text-slate-700">{t('organisation.twins.none')}</p>
        ) : (
          <ul className="space-y-4">
            {twins.items.map(({ first, second }) => {
              // The likelier typo is the side with fewer people (or, equal, the one made from free text):
              // merging it into the other is offered first.
              const firstIsTypo =
                first.people !== second.people
                  ? first.people < second.people
                  : first.fromFreeText && !second.fromFreeText;
              const [typo, kept] = firstIsTypo ? [first, second] : [second, first];
              return (
                <li key={`${first.id}:${second.id}`} className="space-y-2 rounded-xl bg-slate-50 p-3">
                  <div className="grid gap-2 sm:grid-cols-2">
                    <Side unit={kept} />
                    <Side unit={typo} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {(
                      [
                        { from: typo, into: kept, variant: 'primary' },
                        { from: kept, into: typo, variant: 'secondary' },
                      ] as const
                    ).map(({ from, into, variant }) => (
                      <Button
                        key={from.id}
                        size="sm"
                        variant={variant}
                        disabled={decide.isPending}
                        onClick={() =>
                          void run(
                            { kind: 'merge', id: from.id, intoId: into.id },
                            t('organisation.twins.merged', {
                              from: from.name,
                              into: into.name,
                            }),
                          )
                        }
                      >
                        {t('organisation.twins.mergeInto', {
                          from: from.name,
                          into: into.name,
                        })}
                      </Button>
                    ))}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={decide.isPending}
                      onClick={() =>
                        void run(
                          { kind: 'keep-apart', firstId: first.id, secondId: second.id },
                          t('organisation.twins.keptApart', { first: first.name, second: second.name }),
                        )
                      }
                    >
                      {t('organisation.twins.keepBoth')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
