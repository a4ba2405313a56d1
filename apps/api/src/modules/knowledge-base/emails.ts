import { greeting, signature } from '../auth/emails.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { quoteUserText } from '../mail/user-text.ts';

/**
 * The knowledge base's e-mails. As everywhere (auth/emails.ts), what people typed (names, titles,
 * the page's address, a rejection reason) never reaches a subject and is quoted and made inert in
 * the body: a suggested page's address is not a link in our mail.
 */

const REVIEW_PATH = '/company-admin?tab=knowledge-base';

export function suggestionWaitingEmail(
  baseUrl: string,
  to: { email: string; name: string },
  suggestion: { submitterName: string; title: string; url: string },
): OutgoingEmail {
  return {
    to: to.email,
    subject: 'A page is waiting for review in your CompetencyHub knowledge base',
    text: `${greeting(to.name)}

${quoteUserText(suggestion.submitterName)} suggested the page ${quoteUserText(suggestion.title)} (${quoteUserText(suggestion.url, 120)}) for your company's knowledge base, which the help assistant answers from.

Review it, and any other suggestion waiting, at ${baseUrl}${REVIEW_PATH}
You get this message when a first suggestion is waiting, not for every one.

${signature(baseUrl)}`,
  };
}

export function suggestionReviewedEmail(
  baseUrl: string,
  to: { email: string; name: string },
  review: { title: string; approved: boolean; reason: string | null },
): OutgoingEmail {
  const outcome = review.approved
    ? `The page you suggested, ${quoteUserText(review.title)}, is now in your company's knowledge base: the help assistant answers from it.`
    : `The page you suggested, ${quoteUserText(review.title)}, was not added to your company's knowledge base.\n\nThe reason given: ${quoteUserText(review.reason ?? '', 500)}`;
  return {
    to: to.email,
    subject: review.approved
      ? 'Your suggestion was added to the CompetencyHub knowledge base'
      : 'Your suggestion for the CompetencyHub knowledge base was not added',
    text: `${greeting(to.name)}

${outcome}

Ask the assistant from the Help button on any page of ${baseUrl}/dashboard

${signature(baseUrl)}`,
  };
}
