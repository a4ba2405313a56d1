import type { FeedbackProposal, FeedbackRelationship } from '@competencyhub/domain/schemas/feedback-requests';
import { UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/toast.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useApproveProposal, useColleagues } from './assessments-api.ts';

/**
 * One person's proposed colleagues, for their line manager (or an administrator): keep or leave out
 * each, add others the person need not know of, and send. Nobody is asked before this.
 */
function ProposalCard({ companyId, proposal }: { companyId: string; proposal: FeedbackProposal }) {
  const { t, i18n } = useTranslation();
  const approve = useApproveProposal(companyId, proposal.subject.id);
  const [kept, setKept] = useState<Set<string>>(new Set(proposal.raters.map((r) => r.requestId)));
  const [added, setAdded] = useState<Array<{ id: string; name: string; relationship: FeedbackRelationship }>>(
    [],
  );
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const found = useColleagues(companyId, q, q.length > 0, proposal.subject.id);
  const [error, setError] = useState<string | null>(null);
  const proposedIds = new Set(proposal.raters.map((r) => r.rater.id));
  const count = kept.size + added.length;

  async function send() {
    setError(null);
    try {
      await approve.mutateAsync({
        send: [...kept],
        add: added.map((person) => ({ raterId: person.id, relationship: person.relationship })),
      });
      notifySuccess({
        title: t('competencies.feedback.approvals.sent', { count, name: proposal.subject.fullName }),
      });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  }

  return (
    <li className="space-y-3 py-3">
      <div>
        <p className="font-medium text-slate-900">
          {t('competencies.feedback.approvals.proposedBy', { name: proposal.subject.fullName })}
        </p>
        <p className="text-xs text-slate-600">
          {t('competencies.feedback.dueLine', {
            date: formatDate(`${proposal.dueOn}T12:00:00Z`, i18n.language),
            count: proposal.competencyCount,
          })}
        </p>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold text-slate-900">
          {t('competencies.feedback.approvals.proposed')}
        </legend>
        {proposal.raters.map((rater) => (
          <label key={rater.requestId} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={kept.has(rater.requestId)}
              onChange={(event) =>
                setKept((current) => {
                  const next = new Set(current);
                  if (event.target.checked) next.add(rater.requestId);
                  else next.delete(rater.requestId);
                  return next;
                })
              }
            />
            {rater.rater.fullName}
            <span className="text-slate-500">
              · {t(`competencies.feedback.relationships.${rater.relationship}`)}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="space-y-2">
        <TextField
          label={t('competencies.feedback.approvals.addLabel', { name: proposal.subject.fullName })}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('competencies.feedback.searchPlaceholder')}
          autoComplete="off"
        />
        {q && found.data ? (
          <ul className="max-h-40 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200">
            {found.data.items
              .filter((person) => !proposedIds.has(person.id) && !added.some((a) => a.id === person.id))
              .map((person) => (
                <li key={person.id} className="flex items-center justify-between gap-2 px-3 py-1.5">
                  <span className="min-w-0 truncate text-sm">{person.fullName}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('competencies.feedback.addColleague', { name: person.fullName })}
                    onClick={() =>
                      setAdded((list) => [
                        ...list,
                        {
                          id: person.id,
                          name: person.fullName,
                          relationship: person.reportsToYou ? 'direct_report' : 'peer',
                        },
                      ])
                    }
                  >
                    <UserPlus aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
          </ul>
        ) : null}
        {added.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {added.map((person) => (
              <li
                key={person.id}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-3 py-1 text-sm text-indigo-900"
              >
                {person.name}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-indigo-100"
                  aria-label={t('competencies.feedback.removeColleague', { name: person.name })}
                  onClick={() => setAdded((list) => list.filter((a) => a.id !== person.id))}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Button
        size="sm"
        onClick={() => void send()}
        pending={approve.isPending}
        pendingLabel={t('competencies.feedback.sending')}
      >
        {count === 0
          ? t('competencies.feedback.approvals.sendNone')
          : t('competencies.feedback.approvals.send', { count })}
      </Button>
    </li>
  );
}

/** Colleagues proposed by the people whose 360 the viewer approves. */
export function FeedbackApprovals({
  companyId,
  proposals,
}: {
  companyId: string;
  proposals: readonly FeedbackProposal[];
}) {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg border border-amber-200 bg-amber-50/60 px-4 py-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('competencies.feedback.approvals.title')}</h3>
      <p className="text-sm text-slate-700">{t('competencies.feedback.approvals.intro')}</p>
      <ul className="divide-y divide-amber-200">
        {proposals.map((proposal) => (
          <ProposalCard key={proposal.subject.id} companyId={companyId} proposal={proposal} />
        ))}
      </ul>
    </section>
  );
}
