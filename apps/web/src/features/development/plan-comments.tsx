import { type DevelopmentPlan, PLAN_COMMENT_MAX } from '@competencyhub/domain/schemas/development-plan';
import { useTranslation } from 'react-i18next';
import { CommentThread } from '../../ui/comment-thread.tsx';
import { usePlanComment } from './development-api.ts';

/** The plan's comment thread between its owner and their line manager. */

export function PlanComments({
  companyId,
  plan,
  personId,
}: {
  companyId: string;
  plan: DevelopmentPlan;
  personId: string | null;
}) {
  const { t } = useTranslation();
  const add = usePlanComment(companyId, personId, plan.person.id);
  return (
    <CommentThread
      comments={plan.comments}
      maxLength={PLAN_COMMENT_MAX}
      pending={add.isPending}
      onSend={(body) => add.mutateAsync(body)}
      text={{
        title: t('development.comments.title'),
        empty: t('development.comments.empty'),
        formerColleague: t('development.comments.formerColleague'),
        label: t(plan.isOwn ? 'development.comments.replyLabel' : 'development.comments.label'),
        send: t('development.comments.send'),
        sending: t('development.saving'),
        added: t('development.comments.added'),
      }}
    />
  );
}
