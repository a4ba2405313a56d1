import type { ProficiencyScale } from './proficiency.ts';
import type { ActionStatus } from './schemas/development-plan.ts';

/**
 * Development plans (issue 9): who may mentor, and when an action is overdue. Pure, shared by the
 * server (suggestions, the weekly e-mail, the dashboard) and the web app.
 */

/**
 * The level from which someone may mentor in a competency: "advanced", one above the scale's
 * proficient threshold (Advanced on the default scale), or its top level on a short scale.
 */
export function mentorLevel(scale: Pick<ProficiencyScale, 'levels' | 'proficientLevel'>): number {
  return Math.min(scale.levels.length, scale.proficientLevel + 1);
}

/** An open action whose due day has passed (today, YYYY-MM-DD, is not yet late). */
export function isOverdue(action: { status: ActionStatus; dueOn: string }, today: string): boolean {
  return (action.status === 'planned' || action.status === 'in_progress') && action.dueOn < today;
}
