import { hasPermission } from '@competencyhub/domain/permissions';
import type { Viewer } from '../../http/viewer.ts';
import type { PersonRole } from './catalog.ts';

/** Whether the viewer may read this person's assessment: themself, their manager, or an editor. */
export function maySeeAssessment(viewer: Viewer, person: Pick<PersonRole, 'id' | 'lineManagerId'>): boolean {
  return (
    person.id === viewer.userId ||
    person.lineManagerId === viewer.userId ||
    hasPermission(viewer.role, 'manage_competencies')
  );
}
