import { greeting, signature } from '../auth/emails.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { quoteUserText } from '../mail/user-text.ts';

/**
 * The e-mails of assessments. As everywhere (auth/emails.ts), what people typed never reaches a
 * subject and is quoted and made inert in the body.
 */

const dayText = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function feedbackRequestedEmail(
  baseUrl: string,
  to: { email: string; name: string },
  subjectName: string,
  requesterName: string,
  dueOn: string,
  competencyCount: number,
): OutgoingEmail {
  return {
    to: to.email,
    subject: 'You are asked for feedback on CompetencyHub',
    text: `${greeting(to.name)}

${quoteUserText(requesterName)} asks for your feedback on ${quoteUserText(subjectName)}: ${competencyCount} ${competencyCount === 1 ? 'competency' : 'competencies'} to rate by ${dayText(dueOn)}.

Your individual answers are never shown to the person or their manager: they see only an average, once enough colleagues have answered.

Accept or decline the request at ${baseUrl}/competencies?tab=assessments

${signature(baseUrl)}`,
  };
}

export function feedbackReminderEmail(
  baseUrl: string,
  to: { email: string; name: string },
  subjectName: string,
  dueOn: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Reminder: feedback due soon on CompetencyHub',
    text: `${greeting(to.name)}

Your feedback on ${quoteUserText(subjectName)} is due by ${dayText(dueOn)}.

Answer it (or decline it) at ${baseUrl}/competencies?tab=assessments

${signature(baseUrl)}`,
  };
}

export function feedbackProposedEmail(
  baseUrl: string,
  to: { email: string; name: string },
  subjectName: string,
  count: number,
): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Colleagues proposed for feedback wait for your approval on CompetencyHub',
    text: `${greeting(to.name)}

${quoteUserText(subjectName)} proposes ${count} ${count === 1 ? 'colleague' : 'colleagues'} to give them feedback. Nobody is asked until you approve: you may leave some out and add others.

Review the proposal at ${baseUrl}/competencies?tab=assessments

${signature(baseUrl)}`,
  };
}

export function feedbackDeclinedEmail(
  baseUrl: string,
  to: { email: string; name: string },
  raterName: string,
  subjectName: string,
  reason: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: 'A feedback request was declined on CompetencyHub',
    text: `${greeting(to.name)}

${quoteUserText(raterName)} declined to give feedback on ${quoteUserText(subjectName)}, saying: ${quoteUserText(reason, 300)}

You can ask another colleague at ${baseUrl}/competencies?tab=assessments

${signature(baseUrl)}`,
  };
}

export function cycleLaunchedEmail(
  baseUrl: string,
  to: { email: string; name: string },
  cycleName: string,
  dueOn: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: 'An assessment cycle has started on CompetencyHub',
    text: `${greeting(to.name)}

The assessment cycle ${quoteUserText(cycleName)} has started. Please rate yourself on the competencies of your role by ${dayText(dueOn)}; your manager will then add their rating.

Start your self-assessment at ${baseUrl}/competencies?tab=assessments

${signature(baseUrl)}`,
  };
}

export function cycleReminderEmail(
  baseUrl: string,
  to: { email: string; name: string },
  cycleName: string,
  dueOn: string,
  forManager: boolean,
): OutgoingEmail {
  return {
    to: to.email,
    subject: 'Reminder: your assessment is due on CompetencyHub',
    text: `${greeting(to.name)}

The assessment cycle ${quoteUserText(cycleName)} ends on ${dayText(dueOn)}. ${
      forManager
        ? 'Some of the people who report to you are waiting for your rating.'
        : 'Your self-assessment is not finished yet.'
    }

Continue at ${baseUrl}/competencies?tab=assessments

${signature(baseUrl)}`,
  };
}

export function certificationExpiringEmail(
  baseUrl: string,
  to: { email: string; name: string },
  certification: string,
  expiresOn: string,
): OutgoingEmail {
  return {
    to: to.email,
    subject: 'A certification of yours expires soon on CompetencyHub',
    text: `${greeting(to.name)}

Your certification ${quoteUserText(certification)} expires on ${dayText(expiresOn)}.

Renew it, then update its dates at ${baseUrl}/experience

${signature(baseUrl)}`,
  };
}
