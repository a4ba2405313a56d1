import type { OutgoingEmail } from '../mail/outbox.ts';
import { quoteUserText } from '../mail/user-text.ts';

/**
 * Every e-mail the platform sends. What people typed (names of people and companies, addresses
 * they gave) never reaches a subject, and in the body it is quoted, shortened and made inert by
 * quoteUserText, so nobody can use CompetencyHub to mail a stranger "your password expired, sign
 * in at http://…" in our name. Every message ends by naming the product's own address.
 */
export function signature(baseUrl: string): string {
  return `— CompetencyHub
This message comes from CompetencyHub at ${baseUrl}; its links lead only there.
Text in “quotation marks” was typed by people using CompetencyHub, not written by us.`;
}

export const greeting = (name?: string) => (name?.trim() ? `Hello ${quoteUserText(name)},` : 'Hello,');

export function accountExistsEmail(baseUrl: string, to: string): OutgoingEmail {
  return {
    to,
    subject: 'Someone tried to create a CompetencyHub account with your e-mail',
    text: `Hello,

Someone tried to create a new CompetencyHub account with this e-mail address, which already has one.

If it was you, sign in at ${baseUrl}/auth, or reset your password from the "Forgot password?" link there.
If it was not you, you can ignore this message; your account is unchanged.

${signature(baseUrl)}`,
  };
}

export function phoneInUseEmail(baseUrl: string, to: string): OutgoingEmail {
  return {
    to,
    subject: 'Someone tried to use your phone number on CompetencyHub',
    text: `Hello,

Someone tried to create a new CompetencyHub account with the phone number of your account. The new
account was created without it: a phone number signs in to one account only.

If it was you, sign in at ${baseUrl}/auth with your e-mail or phone number.
If it was not you, you can ignore this message; your account is unchanged.

${signature(baseUrl)}`,
  };
}

export function joinRequestEmail(baseUrl: string, to: string, name: string, email: string): OutgoingEmail {
  return {
    to,
    subject: 'A new colleague asks to join your company on CompetencyHub',
    text: `Hello,

Someone who signed up as ${quoteUserText(name)} (${quoteUserText(email)}) with your company's e-mail domain has confirmed that address and is waiting for approval.

Review the request at ${baseUrl}/dashboard. Approve only people you know.

${signature(baseUrl)}`,
  };
}

export function passwordResetEmail(baseUrl: string, to: string, name: string, token: string): OutgoingEmail {
  return {
    to,
    subject: 'Reset your CompetencyHub password',
    text: `${greeting(name)}

We received a request to reset the password of your CompetencyHub account.
Open this link to choose a new password. It works once and expires in 1 hour:

${baseUrl}/reset-password?token=${encodeURIComponent(token)}

If you did not ask for this, ignore this message; your password is unchanged.

${signature(baseUrl)}`,
  };
}

export function approvedEmail(baseUrl: string, to: string, name: string, companyName: string): OutgoingEmail {
  return {
    to,
    subject: 'Your CompetencyHub account is approved',
    text: `${greeting(name)}

An administrator of ${quoteUserText(companyName)} approved your CompetencyHub account. Sign in at ${baseUrl}/auth.

${signature(baseUrl)}`,
  };
}

export interface InvitationEmailInput {
  to: string;
  /** The name the inviter gave for the invitee, if any. */
  inviteeName?: string | undefined;
  inviterName: string;
  companyName: string;
  token: string;
}

export function invitationEmail(baseUrl: string, input: InvitationEmailInput): OutgoingEmail {
  return {
    to: input.to,
    subject: 'An administrator invited you to join their company on CompetencyHub',
    text: `${greeting(input.inviteeName)}

${quoteUserText(input.inviterName)} invited you to join the company ${quoteUserText(input.companyName)} on CompetencyHub, where teams manage skills, assessments and development plans.

Accept the invitation (valid for 7 days): ${baseUrl}/invitation/accept/${input.token}

If you do not know this person or company, ignore this invitation: nothing happens unless you accept it.

${signature(baseUrl)}`,
  };
}

export function verifyEmailMessage(baseUrl: string, to: string, name: string, token: string): OutgoingEmail {
  return {
    to,
    subject: 'Confirm your e-mail address for CompetencyHub',
    text: `${greeting(name)}

Please confirm that this is your e-mail address by opening this link (valid for 24 hours, once):

${baseUrl}/verify-email?token=${encodeURIComponent(token)}

If you created a company, confirming also lets colleagues who sign up with your company's e-mail domain ask to join it.
If you did not sign up for CompetencyHub, ignore this message.

${signature(baseUrl)}`,
  };
}
