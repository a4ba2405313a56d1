import { CAREER_COMMENT_MAX, type CareerPlan } from '@competencyhub/domain/schemas/career-plan';
import { useTranslation } from 'react-i18next';
import { CommentThread } from '../../ui/comment-thread.tsx';
import { useAddCareerComment } from './career-plan-api.ts';

/** The plan's comment thread between its owner and their line manager. */

export function PlanComments({
  companyId,
  plan,
  personId,
}: {
  companyId: string;
  plan: CareerPlan;
  personId: string | null;
}) {
  const { t } = useTranslation();
  const add = useAddCareerComment(companyId, personId, plan.person.id);
  return (
    <CommentThread
      comments={plan.comments}
      maxLength={CAREER_COMMENT_MAX}
      pending={add.isPending}
      onSend={(body) => add.mutateAsync(body)}
      text={{
        title: t('careerPlan.comments.title'),
        empty: t(plan.isOwn ? 'careerPlan.comments.emptyOwn' : 'careerPlan.comments.empty'),
        formerColleague: t('careerPlan.comments.formerColleague'),
        label: t(plan.isOwn ? 'careerPlan.comments.replyLabel' : 'careerPlan.comments.label'),
        send: t('careerPlan.comments.send'),
        sending: t('careerPlan.saving'),
        added: t('careerPlan.comments.added'),
      }}
    />
  );
}
