import type { OutgoingEmail } from '../mail/outbox.ts';

export function accountExistsEmail(baseUrl: string, to: string): OutgoingEmail {
  return {
    to,
    subject: 'Someone tried to create a CompetencyHub account with your e-mail',
    text: `Hello,

Someone tried to create a new CompetencyHub account with this e-mail address, which already has one.

If it was you, sign in at ${baseUrl}/auth, or reset your password from the "Forgot password?" link there.
If it was not you, you can ignore this message; your account is unchanged.

— CompetencyHub`,
  };
}

export function joinRequestEmail(baseUrl: string, to: string, name: string, email: string): OutgoingEmail {
  return {
    to,
    subject: `${name} asks to join your company on CompetencyHub`,
    text: `Hello,

${name} (${email}) signed up with your company's e-mail domain and is waiting for approval.

Review the request at ${baseUrl}/dashboard.

— CompetencyHub`,
  };
}

export function passwordResetEmail(baseUrl: string, to: string, name: string, token: string): OutgoingEmail {
  return {
    to,
    subject: 'Reset your CompetencyHub password',
    text: `Hello ${name},

We received a request to reset the password of your CompetencyHub account.
Open this link to choose a new password. It works once and expires in 1 hour:

${baseUrl}/reset-password?token=${encodeURIComponent(token)}

If you did not ask for this, ignore this message; your password is unchanged.

— CompetencyHub`,
  };
}

export function approvedEmail(baseUrl: string, to: string, name: string, companyName: string): OutgoingEmail {
  return {
    to,
    subject: `You're in: your ${companyName} account is approved`,
    text: `Hello ${name},

An administrator of ${companyName} approved your CompetencyHub account. Sign in at ${baseUrl}/auth.

— CompetencyHub`,
  };
}

export function invitationEmail(
  baseUrl: string,
  to: string,
  inviterName: string,
  companyName: string,
  token: string,
): OutgoingEmail {
  return {
    to,
    subject: `${inviterName} invited you to ${companyName} on CompetencyHub`,
    text: `Hello,

${inviterName} invited you to join ${companyName} on CompetencyHub, where your team manages skills, assessments and development plans.

Accept the invitation (valid for 7 days): ${baseUrl}/invitation/accept/${token}

— CompetencyHub`,
  };
}

export function verifyEmailMessage(baseUrl: string, to: string, name: string, token: string): OutgoingEmail {
  return {
    to,
    subject: 'Confirm your e-mail address for CompetencyHub',
    text: `Hello ${name},

Please confirm that this is your e-mail address by opening this link (valid for 24 hours):

${baseUrl}/verify-email?token=${encodeURIComponent(token)}

If you created a company, confirming also lets colleagues who sign up with your company's e-mail domain ask to join it.
If you did not sign up for CompetencyHub, ignore this message.

— CompetencyHub`,
  };
}
