import { hasPermission } from '@competencyhub/domain/permissions';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { type PersonRole, personRole } from './catalog.ts';

/** Whether the viewer may read this person's assessment: themself, their manager, or an editor. */
export function maySeeAssessment(viewer: Viewer, person: Pick<PersonRole, 'id' | 'lineManagerId'>): boolean {
  return (
    person.id === viewer.userId ||
    person.lineManagerId === viewer.userId ||
    hasPermission(viewer.role, 'manage_competencies')
  );
}

/** Whose assessment data: one's own, or a person the viewer may see (their report; editors anyone). */
export async function visiblePerson(
  tx: Tx,
  viewer: Viewer,
  personId: string | undefined,
): Promise<PersonRole> {
  const person = await personRole(tx, viewer.tenantId, personId ?? viewer.userId);
  if (!person) throw notFound('Person');
  if (!maySeeAssessment(viewer, person))
    throw forbidden('You can see the assessments of the people who report to you');
  return person;
}
