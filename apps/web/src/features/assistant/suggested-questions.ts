import type { Role } from '@competencyhub/domain/roles';

/**
 * Spec section 9: at most 3 suggested questions, by page and role — the competencies page, its
 * assessments tab, the team manager's, and the default set. Keys of the `assistant.suggestions` area.
 */
export const SUGGESTION_SETS = {
  competencies: ['createCompetency', 'aiGenerator', 'competencyLevels'],
  assessments: ['selfAssessment', 'review360', 'requestFeedback'],
  teamManager: ['assessTeam', 'teamSkills', 'developmentPlans'],
  default: ['getStarted', 'features', 'contactSupport'],
} as const;
export type SuggestionSet = keyof typeof SUGGESTION_SETS;

export function suggestionSetFor(pathname: string, search: string, role: Role): SuggestionSet {
  const onCompetencies = pathname === '/competencies' || pathname === '/competency-management';
  if (pathname === '/competencies' && new URLSearchParams(search).get('tab') === 'assessments') {
    return 'assessments';
  }
  if (onCompetencies) return 'competencies';
  if (role === 'team_manager') return 'teamManager';
  return 'default';
}
