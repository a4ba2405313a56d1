import type { DevelopmentSuggestions } from '@competencyhub/domain/schemas/development-plan';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { IMPORTANCE_COLORS } from '../../ui/importance.ts';
import { type ActionDraft, inDays } from './action-dialog.tsx';
import { useDevelopmentFormat } from './use-development-format.ts';

/** The largest gaps, each with actions that would close it; one click opens it ready to add. */
export function Suggestions({
  suggestions,
  onAccept,
}: {
  suggestions: DevelopmentSuggestions;
  onAccept: (draft: ActionDraft) => void;
}) {
  const { t } = useTranslation();
  const format = useDevelopmentFormat();
  if (suggestions.items.length === 0) {
    return <p className="text-sm text-slate-600">{t('development.suggestions.none')}</p>;
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {suggestions.items.map((item) => (
        <li key={item.competencyId}>
          <Card className="min-w-0 space-y-3 px-5 py-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">{item.name}</h3>
              <Badge color={IMPORTANCE_COLORS[item.importance]}>
                {t(`jobProfiles.importance.${item.importance}`)}
              </Badge>
            </div>
            <p className="text-sm text-slate-700">
              {t('development.suggestions.gap', {
                current: format.level(item.currentLevel),
                required: item.requiredLevel,
                levelName: item.requiredLevelName,
                levels: item.levelCount,
              })}
            </p>
            <p className="text-xs text-slate-600">
              {t('development.suggestions.for', { roles: item.roles.map((role) => role.title).join(', ') })}
            </p>
            {item.planned ? <Badge color="green">{t('development.suggestions.planned')}</Badge> : null}
            <ul className="space-y-2">
              {item.actions.map((action) => {
                const label =
                  action.type === 'mentoring' && action.mentor
                    ? t('development.suggestions.mentor', {
                        name: action.mentor.fullName,
                        level: action.mentor.levelName,
                      })
                    : t(`development.suggestions.${action.type === 'project' ? 'project' : 'course'}`, {
                        name: item.name,
                      });
                return (
                  <li key={`${action.type}-${action.mentor?.id ?? ''}`}>
                    <Button
                      size="sm"
                      variant="secondary"
                      className="w-full justify-start text-left"
                      onClick={() =>
                        onAccept({
                          type: action.type,
                          title:
                            action.type === 'mentoring' && action.mentor
                              ? t('development.suggestions.mentorTitle', {
                                  name: action.mentor.fullName,
                                  competency: item.name,
                                })
                              : t(
                                  action.type === 'project'
                                    ? 'development.suggestions.projectTitle'
                                    : 'development.suggestions.courseTitle',
                                  { competency: item.name },
                                ),
                          description:
                            action.type === 'project' && item.requiredLevelDescription
                              ? t('development.suggestions.projectDescription', {
                                  level: item.requiredLevelName,
                                  description: item.requiredLevelDescription,
                                })
                              : '',
                          url: '',
                          dueOn: inDays(action.type === 'course' ? 45 : 90),
                          competencies: [{ id: item.competencyId, name: item.name }],
                          mentorId: action.mentor?.id ?? null,
                        })
                      }
                    >
                      <Plus aria-hidden="true" className="size-4 shrink-0" />
                      <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
