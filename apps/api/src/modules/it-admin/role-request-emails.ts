import { greeting, signature } from '../auth/emails.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { quoteUserText } from '../mail/user-text.ts';

/**
 * Tells the IT administrator who asked for a role change what was decided. As every e-mail
 * (auth/emails.ts), what people typed (names, the note) is quoted and made inert, never in the subject.
 */
export function roleRequestDecidedEmail(
  baseUrl: string,
  to: { email: string; name: string },
  decision: { personName: string; role: string; approved: boolean; note: string | null },
): OutgoingEmail {
  const role = decision.role.replaceAll('_', ' ');
  const outcome = decision.approved
    ? `Your request to give ${quoteUserText(decision.personName)} the role "${role}" was approved: the role is theirs now.`
    : `Your request to give ${quoteUserText(decision.personName)} the role "${role}" was not approved.`;
  const note = decision.note ? `\n\nThe note given: ${quoteUserText(decision.note, 500)}` : '';
  return {
    to: to.email,
    subject: decision.approved
      ? 'Your CompetencyHub role request was approved'
      : 'Your CompetencyHub role request was not approved',
    text: `${greeting(to.name)}

${outcome}${note}

See every request at ${baseUrl}/it-admin?tab=roles

${signature(baseUrl)}`,
  };
}
