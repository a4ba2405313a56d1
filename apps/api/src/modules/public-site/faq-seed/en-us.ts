import type { FaqSeed } from './types.ts';

export const FAQ_EN_US: FaqSeed[] = [
  {
    category: 'accounts',
    question: 'How do I create an account?',
    answer:
      'Choose "Start Free Trial" and enter your name, your company name, your work e-mail address and a password of at least 8 characters. If no company on CompetencyHub has claimed your e-mail domain yet, a new company is created, you become its account holder and your 14-day free trial starts straight away. We then e-mail you a link to confirm your address.',
  },
  {
    category: 'accounts',
    question: 'I forgot my password. How do I reset it?',
    answer:
      'On the sign-in page choose "Forgot password?" and enter your e-mail address. We send a link that lets you choose a new password; it works once and expires after one hour. For your security we never say whether an account exists for the address you entered, so if no e-mail arrives, check the spelling and your spam folder.',
  },
  {
    category: 'accounts',
    question: 'Can I sign in with my phone number instead of my e-mail?',
    answer:
      'Yes. If you added a phone number in international format (for example +44 20 7946 0958) when you signed up, you can type it in the "E-mail or phone" field on the sign-in page. Each phone number can belong to one account only.',
  },
  {
    category: 'joining',
    question: 'My colleagues already use CompetencyHub. How do I join their company?',
    answer:
      "Sign up with your work e-mail address. If your company has confirmed its e-mail domain, your account is linked to it automatically and waits for an administrator's approval. Until then you see the Account Pending Approval screen; once you are approved, you can use the app with the role your administrator gives you.",
  },
  {
    category: 'joining',
    question: 'How long does approval take?',
    answer:
      "Your company's administrators are notified as soon as you sign up and usually review requests within 1-2 business days. If you need access sooner, ask your administrator or IT team for an invitation: accepting an invitation gives immediate access without waiting for approval.",
  },
  {
    category: 'invitations',
    question: 'How do invitations work?',
    answer:
      'Account holders and company IT administrators can invite people by e-mail and choose their role. The invitation e-mail contains a personal link that is valid for 7 days. Whoever accepts it joins the company at once, with no approval step. An administrator can revoke an invitation at any time before it is accepted.',
  },
  {
    category: 'invitations',
    question: "My invitation link says it can't be used. What now?",
    answer:
      'The invitation has already been used, was revoked by an administrator, or is older than 7 days. Ask the person who invited you to send a new one. If you are signed in with a different e-mail address than the one that was invited, sign out first and open the link again.',
  },
  {
    category: 'roles',
    question: 'Which roles are there and what can each one do?',
    answer:
      'Employees manage their own profile, competencies and development. Team Managers also see and assess their teams. Learning Leads maintain the competency framework, job profiles and learning. Company IT Admins manage users, approvals and invitations. Account Holders own the company account and its subscription and can do everything in their company. System Administrators and the System Owner belong to the team that runs the platform.',
  },
  {
    category: 'roles',
    question: 'Who can change my role?',
    answer:
      "Administrators of your company can change roles, but never to a role above their own. A company always keeps at least one account holder, so the last one cannot be demoted or removed. Every role change is recorded in the company's audit trail with who made it and when.",
  },
  {
    category: 'subscriptions',
    question: 'What happens when my free trial ends?',
    answer:
      'The trial lasts 14 days and includes the Professional features for up to 10 users and 50 AI credits; no payment card is needed to start it. Before it ends, the account holder is reminded to choose a plan. If no plan is chosen, the account becomes read-only and your data is kept for 30 days, so you can subscribe later and continue where you left off.',
  },
  {
    category: 'subscriptions',
    question: 'What are AI credits?',
    answer:
      'AI credits pay for the features that ask an AI model, such as AI insights, skill-gap suggestions and answers from the help assistant. Each plan includes a monthly allowance that renews with every billing period; unused credits do not carry over. When you need more, the account holder can buy packs of 50 extra credits. Enterprise plans can run an internal AI assistant that is not charged per credit.',
  },
  {
    category: 'subscriptions',
    question: 'Can we add more users than our plan includes?',
    answer:
      'Yes. The account holder can add user blocks under Subscription Management > Add-ons. Each block adds 50 users for 10.99 USD per month and renews with your subscription until you remove it. Larger organisations usually save by moving to an Enterprise plan.',
  },
  {
    category: 'subscriptions',
    question: 'How do I cancel our subscription?',
    answer:
      'The account holder can cancel at any time under Subscription Management. Your plan stays active until the end of the month already paid for, and nothing is charged after that. You can export your data before the end date; we delete it 30 days after the subscription ends.',
  },
  {
    category: 'privacy',
    question: 'Where is our data stored, and who can see it?',
    answer:
      "Your data is stored in data centres in the European Union. Every company's data is kept apart: people only ever see the data of their own company, and the database enforces this a second time with row-level security. Our staff access customer data only to provide support you asked for, or when the law requires it. Our Privacy Policy lists what we store, why, and for how long.",
  },
  {
    category: 'languages',
    question: 'Which languages does CompetencyHub support?',
    answer:
      'CompetencyHub is available in English, Spanish, French, German and Portuguese. English (UK), English (Australia), Italian, Dutch and Japanese can also be selected and currently show the English texts. Choose your language with the language switcher at the top of the page; your browser remembers the choice.',
  },
];
