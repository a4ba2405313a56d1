import type { HelpArticleSeed } from './types.ts';

/**
 * The help articles in US English (en-US), in the same order, with the same slugs, areas and paths,
 * as every other language. Button, tab and field names are the app's own en-US labels.
 */
export const HELP_ARTICLES_EN_US: HelpArticleSeed[] = [
  {
    slug: 'getting-started',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Getting started: your dashboard and the menu',
    body:
      'My Dashboard is the first page you see after signing in. It brings together what matters to you today:\n\n' +
      '- “My competencies”: your fit to your role, your largest gaps and your assessment tasks, such as feedback you were asked for.\n' +
      '- “Your growth”: your fit to your target roles and your next development actions.\n' +
      '- “Profile completeness”: what is still missing from your profile, with “Complete my profile”.\n' +
      '- “Quick links” to the pages your role can open.\n\n' +
      'If you lead a team, “Your team” shows its average fit, its widest gaps and who is waiting for your rating. Administrators also see “Pending approvals” and “Invite a colleague”. If your e-mail address is not confirmed yet, a notice asks you to confirm it; use “Resend link” if the e-mail did not arrive.\n\n' +
      'The menu on the left shows only the pages your role may use; on a small screen, open it with the menu button at the top. A few entries, such as Talent Search, are part of CompetencyHub but show “Not available yet” in this release. The user menu at the top right, with your name and photo, has your Profile and Sign Out.',
  },
  {
    slug: 'help-assistant',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Ask the Help assistant',
    body:
      'The “Help” button at the bottom right of every page opens the assistant. Type a question and press Enter, or choose one of the suggested questions for the page you are on. The assistant answers in your language from CompetencyHub’s help articles, the FAQ and your company’s knowledge base, and shows where each part of the answer comes from, with a link to read more.\n\n' +
      'When your company or the platform has an AI model set up, the answer is written by AI from those sources only and appears as it is written; it says so under the answer. Otherwise the assistant quotes the best passages as written. Either way, check what matters in the sources.\n\n' +
      'Under every answer, “Was this helpful?” takes your rating, and you can add a comment. Your conversation stays open while you move between pages.\n\n' +
      'If nothing answers your question well and a web search is set up, the answer lists “External Sources Found”: pages from the web that open in a new tab. “Add to knowledge base” on one of them suggests it for your company’s knowledge base. You can also suggest any page with “Suggest a page for the knowledge base” under the conversation.',
  },
  {
    slug: 'roles-and-access',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Roles: who can do what',
    body:
      'Everyone in CompetencyHub has one role. It is shown in the user menu and on your dashboard, and it decides which pages appear in your menu.\n\n' +
      '- Employee: your own dashboard, profile, competencies, experience, career planning and development plan.\n' +
      '- Team Manager: also Team Management for your own team, and Job Profiles to read.\n' +
      '- Learning Lead: also edits competency frameworks and job profiles, launches assessment cycles, creates cross-functional teams and sees every team.\n' +
      '- Company IT Admin: also manages people in User Management: join requests, invitations, roles, line managers and deactivation.\n' +
      '- Account Holder: everything above, plus Company Administration and the subscription.\n\n' +
      'System Admin and System Owner are the CompetencyHub platform staff; they can manage customer companies.\n\n' +
      "Being someone's line manager does not depend on the role: whoever is set as your line manager rates you and can open your career and development plans. Line managers are set in User Management.\n\n" +
      "If you need a page you cannot see, ask your company's administrator.",
  },
  {
    slug: 'change-language',
    area: 'getting-started',
    path: '/dashboard',
    title: 'Change the interface language',
    body:
      'To change the language, open the language menu at the top of any page, next to your name, and choose a language. The interface switches at once and a message confirms the change.\n\n' +
      'CompetencyHub is translated into English, Spanish (Español), French (Français), German (Deutsch) and Portuguese (Português). You can also choose English (UK), English (Australia), Italiano, Nederlands and 日本語; for now these show the English texts.\n\n' +
      "Your choice is remembered in this browser. On another browser or device, CompetencyHub starts from that browser's language settings, so choose again there if needed.\n\n" +
      'What people in your company write, such as competency names, job profiles and comments, stays in the language it was written in. The starter library of competencies is imported in the interface language of the person who imports it (US English, Spanish, French, German or Portuguese).\n\n' +
      'The public pages, such as the FAQ and the contact form, have the same language menu.',
  },
  {
    slug: 'faq-and-contact',
    area: 'getting-started',
    path: '/faq',
    title: 'Find answers in the FAQ or contact us',
    body:
      'The footer of every page links to the “FAQ” and “Contact” pages, along with the terms and the privacy policy.\n\n' +
      'The FAQ answers common questions about accounts, joining a company, invitations, roles, subscriptions, data and languages, in your language. Type in the search box to find the questions and answers that contain your words. When you are signed in, you can answer “Was this answer helpful?” with “Yes” or “No”; your votes help the team improve the answers.\n\n' +
      'If you cannot find what you need, use the contact form: enter your name and e-mail, optionally your company, choose a topic (sales, support, billing, privacy and data protection, or other) and write your message of at least 10 characters. Select “Send message”. The CompetencyHub team answers by e-mail, usually within 1–2 business days.\n\n' +
      "For questions about your company's own set-up, such as your role, your access or your job profile, ask your company's administrator.",
  },
  {
    slug: 'update-your-profile',
    area: 'profile',
    path: '/profile',
    title: 'Update your profile and photo',
    body:
      'Open My Profile from the menu, or choose Profile in the user menu at the top right. The top of the page shows your details as colleagues see them, including who you report to.\n\n' +
      'To add a photo, select “Upload photo” and choose a PNG, JPEG or WebP image of up to 2 MB. Check the preview, then select “Save photo”. “Remove photo” shows your initials instead.\n\n' +
      'Under “Personal details” you can change your full name, your location and your phone number, then select “Save changes”. Enter the phone number in international format, such as +44 20 7946 0958; it cannot be one another account already uses. Once saved, you can also sign in with it.\n\n' +
      'Your job title and department are read-only: they come from the job profile an administrator assigns to you. Your line manager and your location are also set by an administrator, with your job record.\n\n' +
      'Your dashboard shows how complete your profile is. A complete profile has your full name, a confirmed e-mail address, job title, department, location, phone and photo, so colleagues and managers can find you.',
  },
  {
    slug: 'password-and-sessions',
    area: 'profile',
    path: '/profile',
    title: 'Change your password and see where you are signed in',
    body:
      'To change your password, open My Profile and go to “Change password”. Enter your current password and a new one, then select “Update password”. A password needs at least 8 characters. It cannot be one of the most common passwords, a short pattern repeated, or contain your name or e-mail address; the form says which rule failed.\n\n' +
      '“Sign out of all other devices” is ticked by default, so the other browsers signed in to your account are signed out when the password changes. Clear the box to keep them signed in.\n\n' +
      '“Active sessions” lists every browser and device where you are signed in, with when it was last active and its IP address; the one you are using is marked “This device”. Select “Sign out” next to a session you do not recognise, or “Sign out other sessions” to end all of them except this one. To end the session you are using, choose Sign Out in the user menu.\n\n' +
      'If you forget your password, select “Forgot password?” on the sign-in page. The reset link works once and expires after one hour.',
  },
  {
    slug: 'understand-your-levels',
    area: 'competencies',
    path: '/competencies',
    title: 'Understand your competency levels',
    body:
      'My Competencies shows where you stand in each competency of your role. In the “Overview” tab, “Your levels” lists each competency with your current level and the level your job profile requires.\n\n' +
      "Your current level combines up to three sources: your manager's rating, your colleagues' 360 feedback and your self-assessment. By default your manager's latest rating counts first, then your colleagues' average, then your own latest rating. Your company may choose another order or a weighted average.\n\n" +
      'Select “Why this level?” on a competency to see every source behind the level: who rated, which level, when and with what weight. A source that is present but not counted is marked “Not used”. Qualifications you linked to the competency in My Experience are listed under “Qualifications that evidence it”.\n\n' +
      "The same view shows the “History” of the level as a chart; choose “Show the history as a table” to read the figures. Colleagues' answers only ever appear as an average of several people.\n\n" +
      'If the list is empty, you have no job profile and no ratings yet: rate yourself in the “Assessments” tab.',
  },
  {
    slug: 'fit-and-skill-gaps',
    area: 'competencies',
    path: '/competencies',
    title: 'Read your fit and skill gaps against a role',
    body:
      'The “Fit and gaps” section of My Competencies compares your current levels with what a role requires. It starts with your own role: the job profile an administrator gave you.\n\n' +
      'Fit is a percentage. Each required competency counts by its importance (critical 3, important 2, nice to have 1), and your level is compared with the required level, up to 100% for each. A competency that is not rated yet counts as 0, so rating yourself gives a truer picture.\n\n' +
      'Below the fit, each requirement shows your level, the required level and how far you have to go, with the largest gaps on the most important competencies first. Requirements you meet are marked as met.\n\n' +
      'To see how you would fit another role, choose it under “Compare with a role”. This is a what-if view and changes nothing.\n\n' +
      'Your dashboard shows your fit and your largest gaps. To plan how to close them, use My Development; to aim for another role, use My Career Planning.',
  },
  {
    slug: 'self-assessment',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Rate yourself (self-assessment)',
    body:
      'To rate yourself, open My Competencies and choose the “Assessments” tab. The “Self-assessment” section lists the competencies of your role. If you have no job profile yet, or want to rate something else, use “Rate another competency”, choose the competency and select “Add”.\n\n' +
      '- Select “Rate” next to a competency. Each level describes what people do at that level: choose the one that matches what you really do.\n' +
      '- Add a comment if you like, and evidence: up to five links and files, each file up to 5 MB (PDF, image, text or Office document). Select “Add link” to list a link and type another; a link left in its field is saved too. Evidence is seen by you, your manager and those who manage competencies.\n' +
      '- Rate as many competencies as you want, then select the save button, which shows how many ratings are ready.\n\n' +
      'Every rating is kept, so your history shows how you grew. To update a level, rate the competency again. Ratings you give while you are in an open assessment cycle count toward it.\n\n' +
      'Your self-rating is one source of your current level, and your manager sees it beside their own rating.',
  },
  {
    slug: 'request-360-feedback',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Ask colleagues for 360 feedback',
    body:
      'To ask for feedback, open My Competencies, choose the “Assessments” tab and select “Ask for feedback” in the “360 feedback” section.\n\n' +
      '- Under “Find colleagues”, search by name or e-mail and add up to 20 active colleagues. Your line manager is not offered: they rate you by name instead.\n' +
      '- For each colleague, choose how they work with you: “Peer”, “Direct report” or “Other colleague”.\n' +
      "- Set “Answer by” (two weeks ahead by default, at most six months), add a message if you like, and check the “Competencies to ask about”; your role's competencies are already chosen.\n" +
      '- Send the requests with the button at the bottom. Each colleague gets an e-mail.\n\n' +
      "Answers are anonymous. Nobody sees a single colleague's answer: only an average, shown once at least the minimum your company sets (never fewer than 3) have answered, and renewed after every 3 new answers.\n\n" +
      'Follow your requests under “Requests you and your manager made”, with statuses such as Waiting, Answered, Declined or Expired. “Withdraw” cancels an open request. Colleagues are reminded two days before the due date; a request expires seven days after it.',
  },
  {
    slug: 'answer-feedback-requests',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Answer or decline a feedback request',
    body:
      'When a colleague or a manager asks you for feedback, you get an e-mail and a task on your dashboard. The request appears in My Competencies, “Assessments” tab, under “Feedback you are asked for”, with the person it is about, the number of competencies and the due date.\n\n' +
      '- Select “Answer” to rate what you have seen in each competency you were asked about, with an optional comment, then send your ratings.\n' +
      '- Select “Accept” to let the requester know you will answer later.\n' +
      '- Select “Decline” if you cannot give useful feedback, and give a short reason. The requester sees it, so they can ask someone else.\n\n' +
      'Your answer is never shown on its own. Only an average of several colleagues appears, once enough of them have answered, so nobody can work out what you said.\n\n' +
      'You are reminded two days before the due date. After that date the request is marked “Overdue” but can still be answered for seven days; then it expires and leaves your tasks.',
  },
  {
    slug: 'rate-your-reports',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Rate the people who report to you',
    body:
      'If people report to you, the “Assessments” tab of My Competencies has a “My team” section. It lists each of them with how many competencies they have rated themselves, how many you have rated, their fit and their number of gaps.\n\n' +
      'To rate someone, select “Rate” next to their name. For each competency of their role you see their self-rating beside your last rating. Choose a level, add a comment if you like, and save. Your rating is shown to them with your name; by default it comes first in their current level.\n\n' +
      'Select “See gaps” to open their fit, gaps and levels, with “Why this level?”. Select “Ask for feedback” to ask colleagues for 360 feedback about them, as you would for yourself.\n\n' +
      "Only a person's line manager gives manager ratings; line managers are set in User Management. Someone without a job profile may have nothing to rate yet. Your dashboard tells you when reports have rated themselves since your last rating, and you can also rate them from the skill matrix in Team Management.",
  },
  {
    slug: 'assessment-cycles',
    area: 'assessments',
    path: '/competencies?tab=assessments',
    title: 'Run an assessment cycle',
    body:
      'An assessment cycle asks a group of people to assess themselves by a date, and their managers to rate them. Learning leads and account holders find “Assessment cycles” at the end of the “Assessments” tab in My Competencies.\n\n' +
      'Select “Launch a cycle” and fill in:\n\n' +
      '- “Name”, for example Spring review.\n' +
      '- “Who takes part”: “The whole company”, “A unit and its sub-units” or “The holders of a job profile”.\n' +
      '- “Due by”: the deadline, at most six months ahead.\n\n' +
      'When you launch it, everyone active in that group becomes a member, gets an e-mail and sees a task on their dashboard.\n\n' +
      'Each cycle shows how many self-assessments and manager ratings are done; open it to see every person, their manager and what is done. A person is done once every competency of their role has been rated since the launch.\n\n' +
      '“Send reminders” e-mails the members who are not done and the managers with ratings due. A reminder also goes out by itself three days before the deadline. “Change name or deadline” keeps the members as launched. “Close cycle” stops the reminders; ratings already given stay.',
  },
  {
    slug: 'experience-and-certifications',
    area: 'experience',
    path: '/experience',
    title: 'Record your work history and certifications',
    body:
      'Open My Experience to keep your employment history and your qualifications in one place.\n\n' +
      'To add a job, select “Add a job” under “Employment history” and enter the employer, job title and dates. Leave “To” empty if you still work there. Add a short description of what you did if you like, then save.\n\n' +
      'To add a qualification or certification, select “Add” under “Qualifications and certifications”. Enter its name and, optionally, the issuer, credential ID, issue date and expiry date; leave the expiry date empty if it does not expire. You can attach the certificate as a file and, under “Evidence for”, link the competencies it shows. Linked qualifications appear in My Competencies under “Why this level?”.\n\n' +
      'Each qualification shows its status in colour and in words: “Valid”, “Expires soon” (within 90 days), “Expired” or “No expiry”. You get an e-mail 30 days before a certification expires.\n\n' +
      'Use the edit and remove buttons next to an entry to change or delete it. Removing a qualification also removes its certificate file.',
  },
  {
    slug: 'career-planning',
    area: 'career',
    path: '/career-plan',
    title: 'Plan your career: target roles and next steps',
    body:
      'My Career Planning shows where you can go from your role and how well you fit each option today.\n\n' +
      '- “My current role” shows your fit and the gaps to close.\n' +
      '- “Next roles on your path” lists the promotions and lateral moves your company has linked to your role, each with your fit.\n' +
      '- “Explore another role” shows your fit to any role of your company and what you would need to grow into it.\n\n' +
      'To set goals, select “Choose target roles”. Add one or two roles, each with the date you aim to be ready by (up to 10 years ahead), and save. Each target role shows its gaps and a “Progress” chart of your fit on each day it changed; “Show progress as a table” gives the figures.\n\n' +
      'Turn on “Open to internal opportunities” to show that you would consider other roles in the company. It stays off until you turn it on.\n\n' +
      "Your line manager can open your plan and comment on it, and you can reply under “Comments”. Managers choose whose plan to view at the top of the page; learning leads and account holders can open everyone's plan.",
  },
  {
    slug: 'development-plan',
    area: 'development',
    path: '/personal-development',
    title: 'Build your development plan',
    body:
      'My Development holds your development plan: actions that close the gaps of your current role and of your target roles.\n\n' +
      'To add an action, select “Add action” and fill in:\n\n' +
      '- “Kind of action”: a course or learning resource, a project or stretch assignment, mentoring, reading, or other.\n' +
      '- “Title”, an optional description and link, and a “Due date” up to three years ahead.\n' +
      '- “Competencies it develops”: link one to five. Each shows your current level against what your roles require.\n' +
      '- For mentoring, a “Mentor”: a colleague who offers mentoring and is advanced or better in that competency.\n\n' +
      'Then select “Add to plan”.\n\n' +
      '“Suggested actions” lists your largest gaps, each with ready-made ideas: a mentor, a stretch project or a course. Choose one to open it already filled in; you can change everything before adding it.\n\n' +
      'Select “Start” when you begin an action, “Edit” to change it, or “Cancel action” if it no longer applies. A plan holds at most 50 open actions. Overdue actions are marked, and a weekly e-mail lists them; turn it off with “E-mail me about overdue actions”.',
  },
  {
    slug: 'complete-actions-and-approval',
    area: 'development',
    path: '/personal-development',
    title: 'Complete actions, get your plan approved and mentor others',
    body:
      'When you finish a development action, select “Complete” on it. Add what shows it is done: a link, a file (PDF, image or document, up to 5 MB) or a note, then select “Mark as done”. Your line manager is asked to rate the competencies the action develops again, and the action shows that a re-assessment was requested. Done actions stay in your plan as a record.\n\n' +
      'Your line manager reviews your plan: they can comment and approve it with “Approve plan”. The plan then shows who approved it and when. If you change it afterwards, it waits for a new approval. Without a line manager, nobody approves the plan.\n\n' +
      "Managers open a report's plan by choosing the person under “Whose development plan”. Use “Comments” to discuss the plan together.\n\n" +
      'To help colleagues grow, turn on “Offer mentoring”. Colleagues who need a competency in which you are advanced or better then see you as a possible mentor in their suggestions.\n\n' +
      "Your dashboard shows your next actions, and a manager's dashboard shows the reports with overdue actions.",
  },
  {
    slug: 'team-skill-matrix',
    area: 'teams',
    path: '/team-management',
    title: 'Use the team skill matrix',
    body:
      "Team Management shows your team's skills against what their roles require. Team managers see their own team: the people whose line manager they are, with no set-up needed. Learning leads and account holders see every team of the company and choose one under “Team”.\n\n" +
      "The “Skill matrix” has a row for each person and a column for each competency. Each cell shows the current level, then the level the person's job profile requires, in words and numbers as well as colour. Use “Filter competencies” and “Sort people by” (name, lowest fit first or highest fit first). On a phone, each person is a card.\n\n" +
      'Each person shows their fit and their assessment state, such as “Your rating is due”, “No self-assessment yet” or open feedback requests. Select “Levels” for their levels and gaps, or “Rate” to rate a direct report.\n\n' +
      '“Team gaps” lists the competencies where most of the people who need them fall short. “Coverage risks” lists what only one person, or nobody, holds at the proficient level.\n\n' +
      '“Export CSV” downloads the matrix. The skill matrix is included in the Professional and Enterprise plans and in the free trial.',
  },
  {
    slug: 'cross-functional-teams',
    area: 'teams',
    path: '/team-management',
    title: 'Create a cross-functional team',
    body:
      "Besides the line managers' teams, learning leads and account holders can create cross-functional teams: people from anywhere in the company, for example for a project.\n\n" +
      'In Team Management, select “New team” and enter:\n\n' +
      '- “Team name”, unique in the company.\n' +
      '- “Members”: find people by name or e-mail and add them, up to 200. A person can be in several teams.\n' +
      '- “Lead” (optional): a team manager who leads the team sees it in their Team Management.\n' +
      "- “Competencies in the matrix” (optional, up to 60). Leave it empty to show what the members' job profiles require.\n\n" +
      'Select “Create team”. The team gets its own skill matrix, team gaps and coverage risks.\n\n' +
      'To change it later, choose the team and select “Edit team”. “Delete team” removes only the team: its members, their levels and their line managers stay as they are.\n\n' +
      "A line manager's team cannot be edited here: it is always their direct reports, so change line managers in User Management instead. To include indirect reports in line managers' teams, turn on “Teams include indirect reports” in Competency Management.",
  },
  {
    slug: 'job-profiles',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Create and assign job profiles',
    body:
      'A job profile describes a role: the competencies it requires, at which level, and how much each matters. Fit and gaps are measured against it. Learning leads and account holders create and edit them; team managers can read them.\n\n' +
      'To create one, open Job Profiles and select “New” (or “Create job profile” when there are none yet). Enter the “Job title” and, optionally, the “Department”, “Job family”, “Grade” and “Description”; families and grades come from the “Job architecture” tab, which keeps the grade ladder and each grade’s pay range. Use “Add a competency” for each requirement, then set its required level and its importance: “Critical”, “Important” or “Nice to have”. A job profile can require up to 100 competencies. Save it.\n\n' +
      'To give the profile to people, open it, select “Give to people”, find each person and select “Give”. Their job title and department follow the profile; someone who held another profile moves to this one. You can also use “Set job profile” in User Management.\n\n' +
      'Each profile shows the people who hold it, their fit and the average fit. “Archive” stops anyone new from getting the profile; the people who hold it keep it, and you can restore it.\n\n' +
      'Creating and editing job profiles needs the Professional or an Enterprise plan, or the free trial.',
  },
  {
    slug: 'career-paths',
    area: 'job-profiles',
    path: '/job-profiles',
    title: 'Link roles into career paths',
    body:
      'Career paths show people where they can move on from their role. Everyone sees them on My Career Planning under “Next roles on your path”, with their own fit to each role.\n\n' +
      'To set them, open Job Profiles, choose a role and select “Edit career paths” in its “Career paths” section. Select “Add a next step”, then choose the next role and the kind of move: “Promotion” or “Lateral move”. A role can lead to up to 10 next roles. Save your changes.\n\n' +
      '- A role cannot be its own next step, and each next role is listed once.\n' +
      '- A promotion cannot lead back to its own role through further promotions: make such a step a lateral move.\n' +
      '- Only active job profiles of your company can be linked.\n\n' +
      'The section also lists “Roles that lead here”, so you can see the paths into a role.\n\n' +
      'Learning leads and account holders edit career paths; team managers can see them. Like editing job profiles, editing career paths needs the Professional or an Enterprise plan, or the free trial.',
  },
  {
    slug: 'competency-frameworks',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Set up competency frameworks',
    body:
      'Competency Management is where learning leads and account holders define what good looks like. A framework groups competencies into categories and rates them on one proficiency scale.\n\n' +
      'To start quickly, select “Import the starter library”: more than 60 competencies in 8 categories, each described at every level. It becomes your own framework to edit. Or select “Create framework” (“New” once you have one) and give it a name and a description; it starts with the five-level scale Novice, Developing, Proficient, Advanced and Expert.\n\n' +
      "In the framework's “Competencies” tab:\n\n" +
      '- “Add category” groups competencies. A category can be deleted only when it is empty.\n' +
      '- “Add competency” asks for a name, a category, a type (technical, behavioural, leadership, or your own with “Another type…”), up to 10 tags, a description and what someone does at each level.\n' +
      '- Search by name, description or tag, and filter by category, type and status.\n\n' +
      '“Archive” takes a competency or a whole framework out of new ratings and job profiles without deleting anything: ratings and history stay, and you can restore it at any time.',
  },
  {
    slug: 'scales-and-level-rules',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Change the proficiency scale and how levels are combined',
    body:
      "Each framework has its own proficiency scale. In the framework's “Proficiency scale” tab you can rename, add, remove or move levels: between 2 and 10, lowest first, each with its own name. Mark the level from which a person counts as proficient with “Proficient from here”; team coverage risks use it.\n\n" +
      'Once people have been rated on the framework, a change creates a new version of the scale. Under “How old levels read on the new scale”, choose the new level for each level you remove. Existing ratings keep their original level and are read through this mapping, and job profile requirements move with it. Confirm with “Save as version”. “Scale history” lists every version.\n\n' +
      "On the same page, “How levels are combined” decides for the whole company how a person's current level is worked out:\n\n" +
      '- “The first source there is”: the first source in your order (manager, colleagues, self) that has a rating decides.\n' +
      '- “A weighted average”: every source present counts with its weight.\n\n' +
      "You also set how many colleagues' answers are needed before their average is shown (from 3 to 20), and whether “Teams include indirect reports”. Select “Save the rules”.",
  },
  {
    slug: 'competency-csv-import',
    area: 'competency-management',
    path: '/competency-management',
    title: 'Import and export competencies with a CSV file',
    body:
      'You can fill or update a framework from a spreadsheet. Open the framework and select “Import CSV”.\n\n' +
      '- Select “Download the template” to get the columns. Each row is one competency: category, name and type are required; description, tags (separated by semicolons) and one column for each level are optional.\n' +
      '- Save the file as CSV UTF-8 (in Excel, “CSV UTF-8 (Comma delimited)”), with up to 5,000 rows and 8 MB.\n' +
      '- Choose the file. CompetencyHub checks it first and lists every problem by row and column. Nothing is imported until every row is correct.\n' +
      '- The preview shows what will be new, updated or unchanged, and any new categories. Select the import button to confirm.\n\n' +
      'Competencies are matched by name, whatever the case: existing ones are updated and the others are added. A column you leave out of the file changes nothing, but an empty cell in a column that is there empties that field. Archived competencies named in the file are updated and stay archived.\n\n' +
      'To take a framework out, select “Export CSV”. The file includes every competency, archived ones too.',
  },
  {
    slug: 'invite-people',
    area: 'people',
    path: '/user-management?tab=invite',
    title: 'Invite people to your company',
    body:
      'Company IT admins and account holders invite colleagues in User Management, “Invite” tab, or from “Invite a colleague” on the dashboard. An invitation gives immediate access: no approval is needed.\n\n' +
      'To invite one person, enter their “E-mail”, choose a “Role” and select “Send invitation”. You can give only roles you may grant: an IT admin can invite employees, team managers, learning leads and IT admins; an account holder can also invite account holders.\n\n' +
      'To invite many people, use “Bulk invite (CSV)”. Select “Download the template (CSV)”, fill in the columns email, role and full_name (optional), and choose the file. A file has at most 500 rows. The preview lists everyone; if any row is wrong, nothing is sent. Select the send button to confirm.\n\n' +
      'You must confirm your own e-mail address before you can invite. Invitation links expire after 7 days. The “Invitations” tab lists every invitation with its status: “Resend” a pending or expired one (the old link stops working) or “Revoke” one that is no longer wanted.\n\n' +
      'Each person who accepts takes a seat of your plan. If all seats are taken, the account holder can add seats in the subscription.',
  },
  {
    slug: 'approve-join-requests',
    area: 'people',
    path: '/user-management?tab=pending',
    title: 'Approve or reject requests to join',
    body:
      "When someone signs up with an e-mail address on one of your company's domains, they do not get in at once: they ask to join and wait for an administrator. Company IT admins and account holders see these requests under “Pending approvals” on the dashboard and in User Management, “Pending requests” tab.\n\n" +
      'A request can be approved only after the person has confirmed their e-mail address. Until then it shows “Waiting for e-mail confirmation” and offers only “Reject”. Administrators are e-mailed about a request once the address is confirmed.\n\n' +
      '- Select “Approve” to let the person in. They join as an employee; change their role afterwards in the “People” tab.\n' +
      '- Select “Reject” and confirm to refuse the request. If that was a mistake, invite the person instead: an invitation gives access straight away.\n\n' +
      'Approving needs a free seat. If all seats of your plan are taken, deactivate someone or add seats in the subscription.\n\n' +
      'Which e-mail domains lead people to your company is set in Company Administration.',
  },
  {
    slug: 'manage-people',
    area: 'people',
    path: '/user-management',
    title: 'Change roles, line managers and access',
    body:
      'In User Management, the “People” tab lists everyone in your company with their role, status, job title, line manager and last sign-in. Search by name or e-mail, or filter by role and status.\n\n' +
      'Open the actions menu next to a person:\n\n' +
      '- “Change role”: you can give only roles you may grant yourself. An IT admin cannot change an account holder, and a company always keeps at least one active account holder.\n' +
      '- “Set line manager”: choose the active colleague the person reports to, or “No line manager”. The line manager rates them and sees their plans. A reporting loop is refused.\n' +
      '- “Set job profile” (account holders): their job title and department follow the profile.\n' +
      '- “Deactivate”: the person is signed out at once and can no longer sign in. Their data is kept and they no longer take a seat.\n' +
      '- “Reactivate”: they can sign in again with their existing password, if your plan has a free seat.\n\n' +
      'You cannot change your own role or deactivate yourself. Actions that take something away ask you to confirm first.',
  },
  {
    slug: 'company-details-and-domains',
    area: 'company',
    path: '/company-admin',
    title: 'Edit company details and e-mail domains',
    body:
      'Account holders manage the company in Company Administration. The “Details” tab has two parts.\n\n' +
      '“Company details”: the company name, shown in the header, on invitations and in e-mails; a description; the website; a contact e-mail and phone; the address; and the time zone. Select “Save changes” when you are done.\n\n' +
      '“E-mail domains”: people who sign up with an e-mail address on these domains ask to join your company, and an administrator approves them.\n\n' +
      '- To add a domain, type it under “Add a domain” and select “Add domain”. As an account holder you can add only the exact domain of your own e-mail address, once you have confirmed it. For any other domain, ask platform support.\n' +
      '- Public e-mail domains such as gmail.com, shared endings such as co.uk and domains of another company cannot be added.\n' +
      '- “Remove” stops new sign-ups on that domain from asking to join; people already in the company keep their access. Without any domain, people can join only by invitation.\n\n' +
      'When an account holder confirms their e-mail address, the company automatically claims the domain of that address, if the rules above allow it.',
  },
  {
    slug: 'company-branding',
    area: 'company',
    path: '/company-admin?tab=branding',
    title: 'Brand CompetencyHub for your company',
    body:
      'In Company Administration, the “Branding” tab sets how CompetencyHub looks for everyone in your company. The “Preview” shows your changes before you save them.\n\n' +
      "- “Logo”: select “Upload logo” and choose a PNG, JPEG or WebP image of up to 2 MB and 4096 × 4096 pixels. It is shown at once. “Remove logo” shows your company's initials instead.\n" +
      "- “Colours”: a primary colour for buttons and links, a secondary colour for the current page in the menu and an accent colour for the line under the header. Enter them as #4f46e5 or hsl(221 83% 53%), or pick them. A warning appears when white text would be hard to read. “Use the platform's” clears a colour.\n" +
      "- “Layout”: the header and navigation menu sizes, the colour mode (“Light”, “Dark” or “Follow each person's device”), the logo position, the company name beside the logo, and the font.\n" +
      '- “Custom CSS”: fine-tune colours, borders, corners and shadows, up to 10,000 characters. Only cosmetic rules inside the app are kept; anything removed is listed with the reason.\n\n' +
      'Select “Save branding”. Every page of your company follows at once; other companies are not affected.',
  },
  {
    slug: 'knowledge-base',
    area: 'company',
    path: '/company-admin?tab=knowledge-base',
    title: "Add pages to your company's knowledge base",
    body:
      'The knowledge base holds web pages the Help assistant answers from, beside CompetencyHub’s own help: your handbook, policies, training materials. A page can be a web page, a plain-text file or a PDF of up to 5 MB, on an address the server can reach.\n\n' +
      'Anyone can suggest a page: open Help and select “Suggest a page for the knowledge base”, or “Add to knowledge base” on an external source. Give the web address and a title; a description, a search query (what someone might ask to find it), tags, a category and notes for the reviewer help. Pages from administrators and learning leads are read at once and the assistant answers from them straight away. Everyone else’s suggestions wait for review, and the account holders get an e-mail when the first one waits.\n\n' +
      'Account holders manage it in Company Administration, “Knowledge base” tab: filter the pages by status or category, search them, and:\n\n' +
      '- “Approve and add” reads a suggested page and adds it; “Reject” asks for a reason. The person who suggested it is told either way.\n' +
      '- “Show what was read” lists the passages the assistant searches; “Read again” fetches the page again after it changed.\n' +
      '- “Delete” removes a page: the assistant stops answering from it at once.\n' +
      '- “Review every page before the assistant uses it” makes administrators’ and learning leads’ pages wait for review too.\n\n' +
      'A page that cannot be read is refused with the reason: an address on a private or internal network, a page that does not answer within 10 seconds, a file larger than 5 MB, a type other than HTML, text or PDF, or a page without readable text. Pages behind a sign-in and scanned PDFs without text cannot be read. Your company’s pages are never shown to other companies.',
  },
  {
    slug: 'subscription-plans',
    area: 'subscription',
    path: '/subscription',
    title: 'Your subscription: plans, trial and seats',
    body:
      'The account holder manages the subscription with “Manage Subscription” in the user menu.\n\n' +
      "The “Overview” tab shows your plan, its price, the renewal or trial end date, and this period's usage: active users against your seats, and AI credits. Everyone who can sign in uses a seat; deactivated people do not.\n\n" +
      'A new company starts with a free trial of 14 days with the Professional features, for up to 10 users and 50 AI credits. The paid plans cost, per month for the whole company, in USD excluding VAT:\n\n' +
      '- Starter: 29 USD, 15 users, 100 AI credits.\n' +
      '- Professional: 99 USD, 50 users, 500 AI credits; adds the team skill matrix and custom job profiles.\n' +
      '- Enterprise Essentials: 299 USD, 250 users, 2,500 AI credits; adds internal AI.\n' +
      '- Enterprise Core: 799 USD, 1,000 users, 10,000 AI credits; adds priority support.\n\n' +
      'To change plan, open the “Plans” tab and select “Choose this plan”. The dialog shows the cost before you confirm with “Switch plan”: from a trial a new monthly period starts and is invoiced now; within a paid month the change is prorated to the day. The new plan needs a seat for everyone active.',
  },
  {
    slug: 'cancel-and-read-only',
    area: 'subscription',
    path: '/subscription',
    title: 'Cancel your subscription, and read-only access',
    body:
      'To cancel, the account holder opens “Manage Subscription” in the user menu and selects “Cancel subscription” in the “Overview” tab, then confirms. Everyone keeps full access until the end of the period already paid for. A trial cannot be cancelled: it ends by itself.\n\n' +
      "When a trial or a cancelled subscription runs out, your company's workspace becomes read-only. Everything can still be read and nothing is deleted, but nothing can be changed until a plan is chosen. A banner tells everyone: the account holder sees “Choose a plan”, and everyone else is asked to contact their account holder.\n\n" +
      'To get going again, the account holder opens the “Plans” tab and chooses a plan. A new monthly period starts at once, and everyone can work again.\n\n' +
      'Some features belong to some plans only. When your plan does not include one, such as the team skill matrix on the Starter plan, the page says so, and the account holder gets a link to the plans that include it.',
  },
  {
    slug: 'add-ons-and-ai-credits',
    area: 'subscription',
    path: '/subscription?tab=addons',
    title: 'Buy extra seats and AI credits',
    body:
      'Add-ons extend a paid plan. The account holder opens them with “Purchase Add-ons” in the user menu, or in the “Add-ons” tab of the subscription. They cannot be bought during the free trial: choose a plan first.\n\n' +
      '- “User block (50 users)”: 50 more people can be active at the same time, for 10.99 USD per block per month. The rest of the current period is invoiced now; after that it renews monthly with your plan.\n' +
      "- “AI credits (50)”: 50 more AI answers for 4.99 USD per pack, paid once. They are used after your plan's monthly credits and last until they are used.\n\n" +
      'Choose the “Quantity” (1 to 20) and select “Buy”; the dialog shows the amount before you confirm.\n\n' +
      '“Your add-ons” lists what you hold, with the credits left in each pack. A user block can be removed: its seats go at once and the unused days come back as a credit note. It cannot be removed while those seats are in use. Credit packs cannot be removed.\n\n' +
      "Your plan's own AI credits start again each period. When all credits are used up, AI answers stop until you buy more or the next period starts.",
  },
  {
    slug: 'invoices-and-payment',
    area: 'subscription',
    path: '/subscription?tab=invoices',
    title: 'Invoices and payment',
    body:
      'Every charge creates a document in the “Invoices” tab of the subscription: invoices for the monthly renewal, plan changes and add-ons, and credit notes when money is owed to you, for example after removing a user block. Each shows its number, issue date, total and status: “Open”, “Paid” or “Void”.\n\n' +
      'Select a number to open the document as a page with its lines, period and total, and use “Print or save as PDF” to keep a copy. Amounts are in USD, excluding VAT. A credit note is taken off your next invoice.\n\n' +
      'To pay an open invoice:\n\n' +
      '- By bank transfer: transfer the total and quote the invoice number. The invoice is marked paid when the transfer arrives.\n' +
      '- By card, when card payment is available: select “Pay by card” to open a secure payment page. The invoice shows as paid as soon as the payment provider confirms it, usually within seconds. If you cancel the payment, the invoice stays open.\n\n' +
      'Only the account holder and the platform staff see invoices.',
  },
  {
    slug: 'internal-ai',
    area: 'subscription',
    path: '/subscription?tab=internal-ai',
    title: 'Use your own AI endpoint (internal AI)',
    body:
      'On the Enterprise Essentials and Enterprise Core plans, your company can run the AI of CompetencyHub on its own OpenAI-compatible endpoint. Its answers then use no AI credits. On other plans, the “Internal AI” tab explains this and offers “See the plans”.\n\n' +
      'The account holder sets it up in the “Internal AI” tab of the subscription:\n\n' +
      '- “Endpoint address”: the address before /chat/completions, such as https://ai.example.com/v1. It must start with https://, unless the platform operator allows a private network.\n' +
      '- “Model”: the model name, such as gpt-4o-mini.\n' +
      '- “API key”: stored encrypted and never shown again. Later, leave it empty to keep the saved key.\n\n' +
      'Select “Save and check”. CompetencyHub sends one test request: if the endpoint answers correctly, internal AI becomes “Active”; otherwise the reason is shown, such as a refused key or a wrong address. “Check now” tests it again.\n\n' +
      "The tab also shows this billing period's usage: requests, compute hours, average response time, success rate and the last health check.\n\n" +
      '“Turn off internal AI” deletes the endpoint and its key, and AI answers use AI credits again. Moving to a plan that is not Enterprise turns it off too.',
  },
  {
    slug: 'system-admin-messages-and-faq',
    area: 'system-admin',
    path: '/system-admin',
    title: 'System administration: contact messages and FAQ analytics',
    body:
      'System Admin is for the platform staff, system admins and the system owner. It has five tabs: “Messages”, “Subscriptions”, “Themes”, “Images” and “FAQ analytics”.\n\n' +
      '“Messages” collects what visitors send through the contact form of the public site: their name, e-mail, company, topic and message. Use “Show” to list all, unread or read messages. Select “Reply by e-mail” to answer from your mail program, and “Mark as read” or “Mark as unread” to keep track of what is handled. Every status change is recorded in the audit trail.\n\n' +
      '“FAQ analytics” shows how readers rate the public FAQ: helpful and not helpful votes, the helpful share and how often answers were opened, a chart of the votes of the last 30 days, and lists of the most helpful questions, those that need improvement, trending questions and the most viewed.\n\n' +
      'To work on a customer company, open User Management and select “Change company”. Pages such as Company Administration, Competency Management and Subscription Management then apply to that company, and the banner at the top shows which company you manage.',
  },
  {
    slug: 'system-admin-subscriptions',
    area: 'system-admin',
    path: '/system-admin?tab=subscriptions',
    title: "Manage every company's subscription",
    body:
      'In System Admin, the “Subscriptions” tab lists every customer company with its plan, active users, AI credits, monthly amount and open invoices. At the top you see the monthly recurring revenue and the trials that end within 7 days. Companies whose subscription has run out are marked read-only.\n\n' +
      '- “Change plan” moves a company to another plan, with the same rules as when the company changes its own plan: from a trial a new month starts; otherwise the change is prorated to the day, with an invoice or a credit note.\n' +
      "- “Grant credits” gives a company from 1 to 100,000 free AI credits, used after its plan's credits and lasting until used.\n\n" +
      'Both ask for a reason, which is kept in the audit log.\n\n' +
      "“Open invoices” lists the invoices waiting for a bank transfer, oldest first. When a company's transfer has arrived, select “Mark paid” and confirm.\n\n" +
      "To see one company's own subscription page, choose the company in User Management with “Change company”, then open Subscription Management.",
  },
  {
    slug: 'system-admin-themes-and-images',
    area: 'system-admin',
    path: '/system-admin?tab=themes',
    title: 'Platform themes and images',
    body:
      'Platform staff set the look of CompetencyHub for every company that has not chosen colours of its own.\n\n' +
      "In the “Themes” tab, select “New theme”, give it a name and choose a font and colours: primary, secondary, accent, page background, text, muted surface, secondary text, borders and the navigation colours. Warnings show where text would be hard to read. Select “Create theme”. A new theme is inactive until you select “Activate”; only one theme is active at a time, and a company's own colours always win. Saving the active theme changes every company that uses it at once. “Use the built-in look” turns every theme off.\n\n" +
      "In the “Images” tab you upload the platform's logo (public header and footer, sign-in pages and app footer), favicon (the browser tab icon) and system owner picture. Choose the type, a name, an optional description and a PNG, JPEG or WebP file of up to 2 MB and 4096 × 4096 pixels, then select “Upload image”. The new image becomes the active one of its type. Each image can also be made active, deactivated, replaced, edited or deleted.",
  },
  {
    slug: 'it-admin-ai-rag',
    area: 'system-admin',
    path: '/it-admin',
    title: 'IT Administration: the assistant and the product-wide knowledge base',
    body:
      'IT Administration is for the platform staff. Its “AI/RAG” tab shows how the Help assistant answers: which AI model writes answers (or that answers quote their sources when none is set up), whether a web search offers external sources, and which private networks the knowledge base may read from. These are set by the platform operator when the server starts.\n\n' +
      'Below, the product-wide knowledge base holds pages every company’s assistant answers from, such as general guides about competency frameworks. Select “Add a page”, give the address and a title: the page is read at once. Companies cannot see, change or delete these pages. Each page can be shown as read, read again or deleted, like a company’s own.',
  },
];
