import { PASSWORD_MIN_LENGTH } from '@competencyhub/domain/constants';
import { companyPasswordTooShort } from '@competencyhub/domain/schemas/it-admin-security-messages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/client.ts';
import { companySecurityPolicy } from '../../db/schema/security.ts';
import { AppError } from '../../http/errors.ts';

/**
 * A company's password minimum (IT Administration > Security) on every path that sets a password in
 * it: sign-up into the company, a password change, a reset, an accepted invitation. The platform's
 * own minimum is the schema's; this adds the company's, with a message that names it.
 */
export async function companyPasswordMinimum(database: Database, companyId: string | null): Promise<number> {
  if (!companyId) return PASSWORD_MIN_LENGTH;
  const [row] = await withTenant(database, companyId, (tx) =>
    tx
      .select({ min: companySecurityPolicy.passwordMinLength })
      .from(companySecurityPolicy)
      .where(eq(companySecurityPolicy.companyId, companyId))
      .limit(1),
  );
  return Math.max(row?.min ?? PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH);
}

/** Refuses (400, nothing changed) a password shorter than the company's minimum, under `field`. */
export async function assertCompanyPasswordLength(
  database: Database,
  companyId: string | null,
  password: string,
  field: string,
): Promise<void> {
  const min = await companyPasswordMinimum(database, companyId);
  // Counted as the schema counts the platform's minimum, so both rules agree on one password.
  if (password.length >= min) return;
  throw new AppError('VALIDATION_FAILED', 'Some fields need attention', {
    errors: { [field]: [companyPasswordTooShort(min)] },
    params: { min },
  });
}
