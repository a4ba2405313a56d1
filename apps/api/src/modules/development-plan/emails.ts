import { greeting, signature } from '../auth/emails.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { quoteUserText } from '../mail/user-text.ts';

/**
 * The e-mails of development plans. As everywhere (auth/emails.ts), what people typed never reaches
 * a subject and is quoted and made inert in the body.
 */

const dayText = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function reassessmentRequestedEmail(
  baseUrl: string,
  to: { email: string; name: string },
  personName: string,
  actionTitle: string,
  competencyNames: readonly string[],
): OutgoingEmail {
  const list = competencyNames.map((name) => `- ${quoteUserText(name)}`).join('\n');
  return {
    to: to.email,
    subject: 'A re-assessment is requested on CompetencyHub',
    text: `${greeting(to.name)}

${quoteUserText(personName)} completed the development action ${quoteUserText(actionTitle)} and asks you to rate them again in:

${list}

Rate them from Team Management or their assessment at ${baseUrl}/team-management

${signature(baseUrl)}`,
  };
}

export function overdueActionsEmail(
  baseUrl: string,
  to: { email: string; name: string },
  actions: ReadonlyArray<{ title: string; dueOn: string }>,
): OutgoingEmail {
  const list = actions
    .map((action) => `- ${quoteUserText(action.title)}, due ${dayText(action.dueOn)}`)
    .join('\n');
  return {
    to: to.email,
    subject: 'Development actions overdue on CompetencyHub',
    text: `${greeting(to.name)}

${actions.length === 1 ? 'This action of your development plan is' : `These ${actions.length} actions of your development plan are`} past their due date:

${list}

Complete them, give them a new date or cancel them at ${baseUrl}/personal-development

You receive this e-mail at most once a week. Turn it off under "E-mail me about overdue actions" on the same page.

${signature(baseUrl)}`,
  };
}
