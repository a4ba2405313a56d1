import { canAdministerCompany } from '@competencyhub/domain/roles';
import { forbidden } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';

/**
 * Company Administration is narrower than the 'admin' access level: a company IT admin manages
 * people but not the company's identity or its e-mail domains (spec section 2).
 */
export function assertCompanyAdmin(viewer: Viewer): void {
  if (!canAdministerCompany(viewer.role)) {
    throw forbidden('Only account holders and platform administrators can administer the company');
  }
}
