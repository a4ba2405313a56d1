import type { KnowledgeSource } from '@competencyhub/domain/schemas/knowledge-base';
import { KNOWLEDGE_LIMITS, KNOWLEDGE_MESSAGES } from '@competencyhub/domain/schemas/knowledge-base-messages';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-messages.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { type KnowledgeScope, useKnowledgeSource } from './knowledge-api.ts';
import { knowledgeMessage } from './knowledge-messages.ts';

/** What the assistant searches of a page: its passages, in page order. */
export function PassagesDialog({
  scope,
  source,
  onClose,
}: {
  scope: KnowledgeScope;
  source: KnowledgeSource | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useKnowledgeSource(scope, source?.id ?? null);
  return (
    <Modal
      open={source !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('knowledgeBase.passages.title', { title: source?.title ?? '' })}
      description={t('knowledgeBase.passages.intro', { count: source?.passageCount ?? 0 })}
      wide
    >
      {detail.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('app.loading')} />
        </div>
      ) : detail.isError ? (
        <Alert tone="error">{errorMessage(t, detail.error)}</Alert>
      ) : (
        <ol className="space-y-3">
          {detail.data.passages.map((passage) => (
            <li key={passage.position} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
              {passage.heading ? <p className="font-semibold">{passage.heading}</p> : null}
              <p className="whitespace-pre-line">{passage.body}</p>
            </li>
          ))}
          {detail.data.passages.length < (source?.passageCount ?? 0) ? (
            <li className="text-sm text-slate-600">{t('knowledgeBase.passages.more')}</li>
          ) : null}
        </ol>
      )}
    </Modal>
  );
}

/** Rejecting a suggestion needs a reason, which the person who suggested it is told. */
export function RejectDialog({
  source,
  pending,
  error,
  onReject,
  onClose,
}: {
  source: KnowledgeSource | null;
  pending: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  useEffect(() => {
    if (source) {
      setReason('');
      setInvalid(undefined);
    }
  }, [source]);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setInvalid(knowledgeMessage(t, KNOWLEDGE_MESSAGES.reasonRequired));
    onReject(reason.trim());
  }
  return (
    <Modal
      open={source !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={t('knowledgeBase.reject.title', { title: source?.title ?? '' })}
      description={t('knowledgeBase.reject.intro')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form="knowledge-reject-form"
            variant="danger"
            pending={pending}
            pendingLabel={t('knowledgeBase.reject.rejecting')}
          >
            {t('knowledgeBase.reject.confirm')}
          </Button>
        </>
      }
    >
      <form id="knowledge-reject-form" onSubmit={submit} noValidate className="space-y-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextAreaField
          label={t('knowledgeBase.reject.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={KNOWLEDGE_LIMITS.rejectionReasonMax}
          rows={3}
          required
          aria-required="true"
          error={invalid}
        />
      </form>
    </Modal>
  );
}
