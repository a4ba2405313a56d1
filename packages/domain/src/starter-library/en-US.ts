import type { StarterLibrary } from './types.ts';

/**
 * The CompetencyHub starter library in US English (issue 8): 67 competencies in 8 categories, written
 * for this product. Each competency says what people do at each level of the default scale, from
 * Novice (1, learning with guidance) through Proficient (3, independent and reliable: the threshold)
 * to Expert (5, sets the standard for the organization). A company imports it in one click and then
 * edits it as its own.
 */
export const starterLibraryEnUS: StarterLibrary = {
  locale: 'en-US',
  frameworkName: 'CompetencyHub starter library',
  frameworkDescription:
    'A general-purpose set of behavioral, leadership and technical competencies, each described at five levels from Novice to Expert. Use it as a starting point: rename, rewrite, add or remove anything so that it fits how your organization works.',
  levelNames: ['Novice', 'Developing', 'Proficient', 'Advanced', 'Expert'],
  categories: [
    {
      key: 'communication-and-collaboration',
      name: 'Communication & Collaboration',
      description:
        'Sharing information clearly, listening well and working with others toward shared goals, within and across teams.',
      competencies: [
        {
          key: 'active-listening',
          name: 'Active listening',
          description:
            'Gives others full attention, checks understanding and responds to what they mean as well as what they say.',
          type: 'behavioural',
          tags: ['communication', 'listening'],
          levels: [
            'Listens to instructions and explanations but sometimes misses key points or interrupts. Often needs to ask again to confirm details.',
            'Listens attentively in everyday conversations and asks clarifying questions before responding. May miss concerns that are not stated directly.',
            'Summarizes what others say to confirm understanding and picks up concerns that are implied rather than stated. Shapes the response around what the speaker needs.',
            'Stays attentive and calm in tense or emotional conversations and draws out people who speak less. Coaches colleagues to listen fully before responding.',
            'Is sought out as a listener in difficult moments. Builds the habits and forums that help the organization hear its people and customers and act on what it hears.',
          ],
        },
        {
          key: 'written-communication',
          name: 'Written communication',
          description:
            'Writes clear, accurate and well-structured messages and documents that fit the reader and the purpose.',
          type: 'behavioural',
          tags: ['communication', 'writing'],
          levels: [
            'Writes short routine messages that often need editing for clarity, structure or tone.',
            'Writes clear emails, notes and updates for familiar readers with little correction. Relies on templates for longer documents.',
            'Produces well-organized documents that lead with the main point and suit the audience, from quick updates to detailed reports. Rarely needs editing.',
            'Writes persuasive proposals and guidance on complex or sensitive topics for senior and external readers. Reviews and strengthens colleagues’ writing.',
            'Sets the writing standards, templates and style guidance used across the organization. Writes the documents that define its key positions and decisions.',
          ],
        },
        {
          key: 'presenting',
          name: 'Presenting',
          description:
            'Presents ideas and information to groups with a clear structure, suitable visuals and confidence, in person and online.',
          type: 'behavioural',
          tags: ['communication', 'presenting'],
          levels: [
            'Presents short, prepared updates to a familiar group with support in planning the content.',
            'Gives structured presentations on familiar topics and answers straightforward questions. Prepares slides and notes with some review from others.',
            'Delivers clear, well-paced presentations to varied audiences and handles challenging questions with composure. Adapts content and length to the time available.',
            'Presents complex or contested topics to senior leaders and external audiences and adjusts the message in the moment. Helps colleagues prepare and rehearse important presentations.',
            'Represents the organization at major internal and external events. Shapes how the organization presents itself and develops strong presenters across it.',
          ],
        },
        {
          key: 'facilitating-meetings-and-workshops',
          name: 'Facilitating meetings and workshops',
          description:
            'Plans and runs meetings and workshops that involve everyone, stay focused and end with clear outcomes.',
          type: 'behavioural',
          tags: ['facilitation', 'meetings'],
          levels: [
            'Takes part in meetings constructively and follows the agenda. Runs simple check-ins with a prepared format.',
            'Runs routine team meetings with a clear purpose, agenda and notes. Keeps discussion on track with occasional help.',
            'Designs and facilitates meetings and workshops that involve all participants, manage time well and end with agreed decisions and actions.',
            'Facilitates large, cross-functional or high-stakes sessions, including those with conflict or strong personalities. Teaches facilitation techniques to others.',
            'Sets meeting and workshop practices that make collaboration across the organization more effective. Is trusted to facilitate its most important conversations.',
          ],
        },
        {
          key: 'teamwork-and-collaboration',
          name: 'Teamwork and collaboration',
          description:
            'Works with others toward shared goals, sharing knowledge, effort and credit within and across teams.',
          type: 'behavioural',
          tags: ['collaboration', 'teamwork'],
          levels: [
            'Cooperates with teammates on assigned tasks and helps when asked.',
            'Shares information and offers help within the team without being asked. Keeps teammates informed about own progress.',
            'Builds productive working relationships inside and outside the team and adjusts own plans to support shared goals. Gives credit to others’ contributions.',
            'Brings together groups with different priorities and resolves friction between them. Helps others build partnerships across teams.',
            'Creates structures, incentives and a culture in which cross-team collaboration is the normal way of working across the organization.',
          ],
        },
        {
          key: 'giving-and-receiving-feedback',
          name: 'Giving and receiving feedback',
          description:
            'Gives specific, timely and respectful feedback and welcomes feedback as a way to improve.',
          type: 'behavioural',
          tags: ['feedback', 'growth'],
          levels: [
            'Accepts feedback when it is offered but may react defensively. Rarely gives feedback to others.',
            'Asks for feedback on own work and acts on clear suggestions. Gives positive feedback to peers and raises simple concerns politely.',
            'Gives balanced, specific feedback based on observed behavior and its impact. Seeks feedback regularly and visibly acts on it.',
            'Handles difficult feedback conversations with care and directness, including upward feedback. Coaches others to give and receive feedback well.',
            'Builds a feedback culture across the organization through its practices, training and own example. Makes honest feedback safe and expected at every level.',
          ],
        },
        {
          key: 'handling-conflict',
          name: 'Handling conflict',
          description:
            'Addresses disagreements early and constructively and finds outcomes that work for the people involved.',
          type: 'behavioural',
          tags: ['conflict', 'relationships'],
          levels: [
            'Notices disagreements but tends to avoid them or pass them to others to resolve.',
            'Raises disagreements respectfully in low-stakes situations and listens to the other view. Asks for help when a conflict escalates.',
            'Resolves everyday conflicts by focusing on interests rather than positions and keeps working relationships intact.',
            'Mediates tense disputes between individuals or teams and rebuilds trust afterward. Coaches others through their own conflicts.',
            'Designs ways of working that surface disagreements early and prevent recurring conflict across the organization. Is called on to resolve its most sensitive disputes.',
          ],
        },
        {
          key: 'influencing-and-persuading',
          name: 'Influencing and persuading',
          description:
            'Gains support for ideas, proposals and decisions through sound arguments, credibility and an understanding of what matters to others.',
          type: 'behavioural',
          tags: ['influence', 'persuasion'],
          levels: [
            'Explains own ideas when asked, mainly with facts about own work.',
            'Presents reasons for a proposal and adjusts the argument when questions come up. Gains agreement on routine matters within the team.',
            'Builds a case around the interests of the audience, anticipates objections and gains support from peers and managers without relying on authority.',
            'Influences senior and external stakeholders on complex or contested issues and builds coalitions to move them forward. Coaches others on influencing.',
            'Shapes opinion and direction across the organization and beyond it. Is trusted by leaders to win support for its most important changes.',
          ],
        },
        {
          key: 'working-across-cultures',
          name: 'Working across cultures',
          description:
            'Works effectively with people of different cultures, backgrounds, locations and working styles.',
          type: 'behavioural',
          tags: ['culture', 'inclusion'],
          levels: [
            'Is aware that colleagues may communicate and work differently, and asks when unsure.',
            'Adjusts own communication and expectations when differences are pointed out. Shows respect for different customs and time zones.',
            'Anticipates cultural and regional differences and adapts communication, meetings and expectations accordingly, without relying on stereotypes.',
            'Helps distributed and multicultural teams agree on shared norms and resolves misunderstandings between them. Advises colleagues working in unfamiliar cultures.',
            'Shapes policies and practices that let diverse, global teams perform at their best across the organization.',
          ],
        },
      ],
    },
    {
      key: 'problem-solving-and-judgment',
      name: 'Problem Solving & Judgment',
      description:
        'Understanding problems, weighing evidence and options, and making sound, timely decisions, including under uncertainty.',
      competencies: [
        {
          key: 'analytical-thinking',
          name: 'Analytical thinking',
          description:
            'Breaks problems down into parts, examines them with evidence and draws sound conclusions.',
          type: 'behavioural',
          tags: ['analysis', 'thinking'],
          levels: [
            'Follows a given method to examine simple problems, with guidance on what information to use.',
            'Identifies the main parts of a routine problem, gathers relevant facts and spots obvious patterns.',
            'Analyzes complex problems independently, tests assumptions against data and reaches conclusions that hold up to review.',
            'Untangles ambiguous problems with many interacting factors and makes the reasoning clear to others. Teaches structured analysis to colleagues.',
            'Defines how the organization frames and analyzes its most important questions. Is consulted on the hardest analytical problems it faces.',
          ],
        },
        {
          key: 'problem-solving',
          name: 'Problem solving',
          description:
            'Identifies the root causes of problems and puts practical, lasting solutions in place.',
          type: 'behavioural',
          tags: ['problem solving', 'root cause'],
          levels: [
            'Solves routine problems by following step-by-step guidance or known fixes.',
            'Resolves common problems without help and recognizes when a problem needs to be escalated.',
            'Finds root causes rather than symptoms and implements solutions that stop problems from returning. Checks afterward that the solution worked.',
            'Solves novel, high-impact problems that span teams or systems. Guides others through difficult cases and shares the methods used.',
            'Builds the organization’s capability to solve problems systematically, including methods, reviews and learning from past cases.',
          ],
        },
        {
          key: 'decision-making',
          name: 'Decision making',
          description:
            'Makes timely, well-reasoned decisions, weighs options and risks, and takes responsibility for the outcome.',
          type: 'behavioural',
          tags: ['decisions', 'judgment'],
          levels: [
            'Makes simple decisions within clear rules and checks with others before deciding anything outside them.',
            'Makes routine decisions promptly and explains the reasoning. Escalates decisions that go beyond own authority.',
            'Weighs options, risks and trade-offs, involves the right people and decides confidently within own remit. Revisits decisions when new facts appear.',
            'Makes difficult decisions with incomplete information and competing interests, and owns the consequences. Helps others improve how they decide.',
            'Makes and frames the decisions that set the organization’s direction. Establishes clear decision rights and principles used across it.',
          ],
        },
        {
          key: 'critical-thinking',
          name: 'Critical thinking',
          description:
            'Questions assumptions, evaluates evidence and arguments, and reaches well-founded, independent conclusions.',
          type: 'behavioural',
          tags: ['thinking', 'judgment'],
          levels: [
            'Accepts information largely as presented and relies on others to point out gaps.',
            'Asks questions when information seems incomplete, inconsistent or biased.',
            'Evaluates the quality of sources and arguments, identifies weak reasoning and separates facts from opinions.',
            'Challenges widely held assumptions constructively and changes minds with evidence. Helps teams test their thinking before committing.',
            'Establishes rigorous, evidence-based thinking as a habit in how the organization plans and decides.',
          ],
        },
        {
          key: 'creativity-and-innovation',
          name: 'Creativity and innovation',
          description:
            'Generates new ideas and turns the most promising ones into improvements that add value.',
          type: 'behavioural',
          tags: ['innovation', 'creativity'],
          levels: [
            'Contributes ideas when invited, mostly related to own tasks.',
            'Suggests practical improvements to own work and the team’s, and tries new approaches when encouraged.',
            'Develops original ideas, tests them through small experiments and builds on what works.',
            'Leads innovation efforts that change how a team, product or service works. Creates space for others to experiment safely.',
            'Creates the conditions for innovation across the organization and champions bold ideas from idea to lasting impact.',
          ],
        },
        {
          key: 'risk-assessment',
          name: 'Risk assessment',
          description:
            'Recognizes risks in work and decisions, judges their likelihood and impact, and acts to reduce them.',
          type: 'behavioural',
          tags: ['risk', 'judgment'],
          levels: [
            'Follows established risk and safety procedures and reports anything that seems wrong.',
            'Spots obvious risks in own work, reports them promptly and applies standard controls.',
            'Assesses the likelihood and impact of risks in own area and puts proportionate mitigations in place. Keeps a simple risk log up to date.',
            'Anticipates less visible risks across projects and teams and balances risk against opportunity. Helps others assess and manage risk.',
            'Shapes the organization’s approach to risk, including its appetite for risk and how risk is governed and reported.',
          ],
        },
        {
          key: 'research-and-information-gathering',
          name: 'Research and information gathering',
          description:
            'Finds, evaluates and synthesizes information from reliable sources to answer questions and inform decisions.',
          type: 'behavioural',
          tags: ['research', 'information'],
          levels: [
            'Finds information in familiar sources when told where to look.',
            'Gathers relevant information efficiently from several sources and records where it came from.',
            'Plans an approach to a research question, judges the reliability of sources and synthesizes findings into clear insights.',
            'Leads research that combines several methods and judges the strength of the evidence. Reviews and guides others’ research.',
            'Defines research practices and standards of evidence for the organization. Is recognized as an authority on research in own field.',
          ],
        },
        {
          key: 'systems-thinking',
          name: 'Systems thinking',
          description:
            'Understands how people, processes and tools interact as a whole and anticipates the wider effects of changes.',
          type: 'behavioural',
          tags: ['systems', 'thinking'],
          levels: [
            'Understands own part of a process and who depends on it, with guidance.',
            'Sees how own work affects the steps before and after it and flags problems that cross those boundaries.',
            'Maps how a system works, identifies feedback loops and bottlenecks, and anticipates the side effects of changes.',
            'Redesigns processes and systems across teams to fix root causes rather than local symptoms. Helps others see the bigger picture.',
            'Shapes the organization as a system, aligning structures, incentives and processes so that they reinforce each other.',
          ],
        },
      ],
    },
    {
      key: 'delivery-and-execution',
      name: 'Delivery & Execution',
      description:
        'Planning work, setting priorities and getting things done to the expected quality, on time, with ownership of the results.',
      competencies: [
        {
          key: 'planning-and-organizing',
          name: 'Planning and organizing',
          description:
            'Plans work, sequences tasks and organizes people and resources so that goals are met on time.',
          type: 'behavioural',
          tags: ['planning', 'organization'],
          levels: [
            'Follows a plan made by others and keeps track of own tasks with reminders.',
            'Plans own tasks for the week, keeps track of deadlines and raises conflicts early.',
            'Plans multi-step work with dependencies, milestones and contingencies, and adjusts the plan when circumstances change.',
            'Plans complex work across several people or teams, manages dependencies between them and keeps plans realistic. Helps others plan their work.',
            'Sets the planning practices, cycles and horizons used across the organization and links them to its strategy.',
          ],
        },
        {
          key: 'prioritization',
          name: 'Prioritization',
          description:
            'Focuses time and effort on what matters most and makes the trade-offs between competing demands explicit.',
          type: 'behavioural',
          tags: ['priorities', 'focus'],
          levels: [
            'Works on tasks in the order given and asks which comes first when several arrive at once.',
            'Prioritizes own tasks by urgency and importance and checks priorities with others when they change.',
            'Makes trade-offs between competing demands, explains them to stakeholders and says no to low-value work.',
            'Sets priorities for a team or program, protects it from distractions and realigns quickly when the situation changes. Coaches others on prioritization.',
            'Aligns priorities across the organization with its strategy and makes the hardest trade-offs between them visible.',
          ],
        },
        {
          key: 'accountability-and-ownership',
          name: 'Accountability and ownership',
          description:
            'Takes ownership of commitments and results, including mistakes, and follows through until the work is done.',
          type: 'behavioural',
          tags: ['ownership', 'reliability'],
          levels: [
            'Completes assigned tasks, sometimes needing reminders, and admits mistakes when they are pointed out.',
            'Meets own commitments and warns others early when a deadline or result is at risk.',
            'Owns outcomes rather than only tasks, acknowledges and corrects mistakes openly and follows through without being chased.',
            'Holds self and others to commitments fairly and consistently, and steps in when ownership is unclear. Helps others take ownership.',
            'Builds a culture of ownership in which accountability is clear at every level and mistakes lead to learning, not blame.',
          ],
        },
        {
          key: 'results-orientation',
          name: 'Results orientation',
          description:
            'Sets clear, ambitious goals and drives work toward measurable outcomes despite obstacles.',
          type: 'behavioural',
          tags: ['results', 'goals'],
          levels: [
            'Works toward goals set by others and reports progress when asked.',
            'Tracks progress toward own goals and keeps going when routine obstacles appear.',
            'Sets challenging, measurable goals for own work and delivers them consistently, finding ways around obstacles.',
            'Drives a team to ambitious results, removes what stands in its way and keeps focus on outcomes rather than activity.',
            'Sets the bar for performance across the organization and aligns goals at every level with the outcomes that matter most.',
          ],
        },
        {
          key: 'project-management',
          name: 'Project management',
          description:
            'Runs projects from start to finish, managing scope, schedule, budget, risks, people and communication.',
          type: 'technical',
          tags: ['projects', 'delivery'],
          levels: [
            'Completes assigned project tasks, updates their status and follows the project’s tools and routines.',
            'Runs small projects with a clear scope and timeline, tracks tasks and reports progress and issues.',
            'Manages projects end to end, including plans, budgets, risks, scope changes and stakeholder communication, and delivers them as agreed.',
            'Leads large or cross-functional projects with high uncertainty and recovers projects in trouble. Mentors project leads.',
            'Defines the project and portfolio management practices of the organization and decides how projects are selected and governed.',
          ],
        },
        {
          key: 'process-improvement',
          name: 'Process improvement',
          description:
            'Finds and removes waste, delay and friction in how work gets done, and makes the gains last.',
          type: 'behavioural',
          tags: ['process', 'efficiency'],
          levels: [
            'Follows existing processes and mentions when they do not seem to work.',
            'Suggests practical improvements to team processes and helps put them in place.',
            'Measures how a process performs, finds the causes of waste or errors and implements improvements that last.',
            'Leads improvement initiatives that span several teams and makes sure the gains are sustained. Teaches improvement methods to others.',
            'Establishes continuous improvement as a capability of the organization, with methods, measures and leadership support.',
          ],
        },
        {
          key: 'quality-and-attention-to-detail',
          name: 'Quality and attention to detail',
          description:
            'Produces accurate, thorough work that meets agreed standards and catches errors before they cause harm.',
          type: 'behavioural',
          tags: ['quality', 'accuracy'],
          levels: [
            'Knows the quality standards for own work, though the work still needs checking for errors.',
            'Checks own work before handing it over and catches most errors in routine tasks.',
            'Delivers accurate work consistently, builds quality in from the start and uses checklists or reviews where errors would be costly.',
            'Designs checks and standards that catch errors in others’ work and in processes. Resolves recurring quality problems at their source.',
            'Defines the organization’s quality expectations and how they are measured, making accuracy part of how everyone works.',
          ],
        },
        {
          key: 'knowledge-sharing',
          name: 'Knowledge sharing',
          description:
            'Documents and shares know-how so that others can find it, use it and continue the work without depending on one person.',
          type: 'behavioural',
          tags: ['knowledge', 'documentation'],
          levels: [
            'Answers colleagues’ questions about own tasks and keeps basic notes.',
            'Documents own work and routines in the team’s shared places and keeps them up to date.',
            'Shares knowledge proactively through clear guides, handovers and demonstrations, so that work continues smoothly in own absence.',
            'Organizes how a team or function captures and shares knowledge and removes single points of dependency. Encourages others to share.',
            'Shapes the organization’s knowledge management practices and tools so that expertise is easy to find and reuse.',
          ],
        },
      ],
    },
    {
      key: 'leadership-and-people-development',
      name: 'Leadership & People Development',
      description:
        'Setting direction, building teams and developing, engaging and including people so that they can do their best work.',
      competencies: [
        {
          key: 'coaching-and-mentoring',
          name: 'Coaching and mentoring',
          description:
            'Helps others grow through coaching conversations, stretch opportunities and honest, supportive feedback.',
          type: 'leadership',
          tags: ['coaching', 'development'],
          levels: [
            'Shares own knowledge and experience when colleagues ask for help.',
            'Helps new colleagues get up to speed and answers questions patiently. Offers practical tips from own experience.',
            'Coaches others regularly, asks questions that help them find their own answers, agrees development goals and follows up.',
            'Develops people into roles of greater responsibility and is sought out as a mentor beyond own team. Teaches coaching skills to other leaders.',
            'Builds the organization’s coaching and mentoring culture and its pipeline of future talent and leaders.',
          ],
        },
        {
          key: 'delegation-and-empowerment',
          name: 'Delegation and empowerment',
          description:
            'Hands over work with clear outcomes and authority, and supports people without taking the work back.',
          type: 'leadership',
          tags: ['delegation', 'empowerment'],
          levels: [
            'Hands over simple tasks with detailed instructions and checks the result closely.',
            'Delegates routine work with clear expectations and checks in at agreed points.',
            'Delegates outcomes rather than tasks, matches work to people’s strengths and growth, and gives them room to decide how.',
            'Delegates significant decisions and responsibilities and builds a team that works independently. Helps other leaders delegate well.',
            'Designs how authority and decision rights are distributed across the organization so that decisions are made close to the work.',
          ],
        },
        {
          key: 'inspiring-and-motivating-others',
          name: 'Inspiring and motivating others',
          description:
            'Creates energy and commitment around a shared purpose and recognizes people’s contributions.',
          type: 'leadership',
          tags: ['motivation', 'engagement'],
          levels: [
            'Shows enthusiasm for own work and supports a positive atmosphere in the team.',
            'Encourages teammates, recognizes their contributions and keeps a positive attitude in routine difficulties.',
            'Connects people’s work to a clear purpose, understands what motivates each person and keeps the team committed through difficult periods.',
            'Engages large or diverse groups around a vision and sustains their commitment over time. Helps other leaders engage their teams.',
            'Embodies and communicates a purpose that energizes the whole organization and attracts people to it.',
          ],
        },
        {
          key: 'building-effective-teams',
          name: 'Building effective teams',
          description:
            'Forms teams with the right mix of skills, clear roles and the trust needed to perform well together.',
          type: 'leadership',
          tags: ['teams', 'trust'],
          levels: [
            'Contributes to a positive team climate and respects agreed team norms.',
            'Helps set team norms, welcomes new members and supports the team through changes in its membership.',
            'Builds a team with clear roles, shared standards and mutual trust, and addresses behavior that undermines it.',
            'Turns around struggling teams, leads managers of teams and builds teams that work well across functions.',
            'Designs the organization’s team structures so that teams have the skills, autonomy and support to perform at their best.',
          ],
        },
        {
          key: 'performance-management',
          name: 'Performance management',
          description:
            'Sets clear expectations, reviews performance fairly and based on evidence, and addresses underperformance promptly.',
          type: 'leadership',
          tags: ['performance', 'goals'],
          levels: [
            'Understands how own performance is assessed and prepares for own reviews with support.',
            'Agrees goals with others, tracks progress and gives feedback on it in regular conversations.',
            'Runs fair, evidence-based reviews, recognizes strong performance and addresses underperformance early with a clear plan.',
            'Calibrates performance across teams, handles complex or sensitive cases and coaches managers in performance conversations.',
            'Shapes the organization’s performance practices and how they link to development, recognition and reward.',
          ],
        },
        {
          key: 'strategic-thinking',
          name: 'Strategic thinking',
          description:
            'Sees the bigger picture, anticipates trends and sets long-term direction that guides choices today.',
          type: 'leadership',
          tags: ['strategy', 'vision'],
          levels: [
            'Understands how own work contributes to team goals when it is explained.',
            'Explains how team goals link to the organization’s strategy and considers longer-term effects of own work.',
            'Translates strategy into plans for own area, anticipates trends that affect it and proposes how to respond.',
            'Shapes strategy for a function or business area, balancing short- and long-term needs and making clear choices about what not to do.',
            'Sets the organization’s long-term direction and the key choices that follow from it, and communicates them so that everyone can act on them.',
          ],
        },
        {
          key: 'leading-change',
          name: 'Leading change',
          description:
            'Makes the case for change, plans it and guides people through it until new ways of working take hold.',
          type: 'leadership',
          tags: ['change', 'transformation'],
          levels: [
            'Supports changes led by others and takes part in related training and activities.',
            'Explains changes to colleagues, answers their questions and passes on concerns to those leading the change.',
            'Leads change in own team: makes the case, plans the steps, involves people and supports them until the change is in place.',
            'Leads change across several teams, addresses resistance constructively and sustains new behaviors over time. Advises others leading change.',
            'Leads transformation across the whole organization and builds its capacity to change repeatedly and well.',
          ],
        },
        {
          key: 'inclusive-leadership',
          name: 'Inclusive leadership',
          description:
            'Makes sure every person is heard, treated fairly and able to contribute fully, whatever their background.',
          type: 'leadership',
          tags: ['inclusion', 'fairness'],
          levels: [
            'Treats all colleagues with respect and is learning how bias can affect everyday decisions.',
            'Invites input from every team member, notices who is left out and adapts to include them.',
            'Runs fair processes for decisions, assignments, opportunities and recognition, and addresses exclusionary behavior promptly.',
            'Challenges bias in team and organizational practices and actively develops people from underrepresented groups. Coaches leaders on inclusion.',
            'Makes inclusion a measurable priority of the organization and holds leaders accountable for it.',
          ],
        },
        {
          key: 'hiring-and-talent-planning',
          name: 'Hiring and talent planning',
          description:
            'Attracts, selects and plans for the people the organization needs now and in the future.',
          type: 'leadership',
          tags: ['hiring', 'talent'],
          levels: [
            'Takes part in interviews with guidance and records observations as instructed.',
            'Conducts structured interviews, assesses candidates against agreed criteria and writes clear recommendations.',
            'Defines role requirements, runs a fair hiring process end to end and plans successors for key roles in own team.',
            'Builds hiring and succession plans across a function, improves selection quality and trains interviewers.',
            'Sets the organization’s talent strategy, including workforce planning, employer reputation and the development of future leaders.',
          ],
        },
      ],
    },
    {
      key: 'customer-and-business-focus',
      name: 'Customer & Business Focus',
      description:
        'Understanding customers, stakeholders and how the organization creates value, and using that understanding in everyday decisions.',
      competencies: [
        {
          key: 'customer-focus',
          name: 'Customer focus',
          description:
            'Understands the needs of customers, internal or external, and puts them at the center of decisions and service.',
          type: 'behavioural',
          tags: ['customer', 'service'],
          levels: [
            'Responds to customer requests politely and passes on issues that cannot be handled directly.',
            'Understands the needs of regular customers, meets them reliably and follows up to make sure issues are resolved.',
            'Anticipates customer needs, resolves problems at their cause and improves the customer experience without being asked.',
            'Brings the customer’s voice into decisions, handles the most difficult customer situations and changes practices to serve customers better.',
            'Makes customer focus a defining trait of the organization, shaping its strategy, measures and culture around customer value.',
          ],
        },
        {
          key: 'stakeholder-management',
          name: 'Stakeholder management',
          description:
            'Identifies the people affected by the work, understands their interests and keeps them informed and engaged.',
          type: 'behavioural',
          tags: ['stakeholders', 'relationships'],
          levels: [
            'Knows the main stakeholders of own work when they are pointed out.',
            'Keeps direct stakeholders informed of progress and changes and responds to their requests reliably.',
            'Maps stakeholders and their interests, manages expectations and involves them at the right moments.',
            'Balances conflicting stakeholder interests, builds support for difficult decisions and coaches others in stakeholder management.',
            'Manages the executive and external relationships that shape the organization’s direction and reputation.',
          ],
        },
        {
          key: 'business-acumen',
          name: 'Business acumen',
          description:
            'Understands how the organization creates value, earns revenue and controls costs, and how decisions affect its results.',
          type: 'behavioural',
          tags: ['business', 'commercial'],
          levels: [
            'Knows what the organization offers, to whom, and how own role contributes.',
            'Understands the main drivers of revenue, cost and value in own area and considers them in routine work.',
            'Weighs the financial and commercial impact of decisions and uses business metrics to guide own work and proposals.',
            'Makes decisions that balance growth, cost and risk across a function and helps others understand the business impact of their work.',
            'Shapes the organization’s business model and the economic choices that sustain it.',
          ],
        },
        {
          key: 'financial-management',
          name: 'Financial management',
          description:
            'Plans, tracks and controls budgets, forecasts and costs, and builds sound business cases for spending.',
          type: 'technical',
          tags: ['finance', 'budgets'],
          levels: [
            'Understands basic financial terms used in own work and follows spending rules.',
            'Tracks spending against a budget for own activities and explains the variances.',
            'Builds and manages budgets and business cases for projects or a team, and keeps forecasts accurate.',
            'Manages the budget and investment decisions of a function and advises others on financial trade-offs.',
            'Sets financial strategy and how resources are allocated across the organization.',
          ],
        },
        {
          key: 'negotiation',
          name: 'Negotiation',
          description:
            'Reaches agreements that create value for all parties while protecting the organization’s key interests.',
          type: 'behavioural',
          tags: ['negotiation', 'commercial'],
          levels: [
            'Handles simple negotiations within clear limits and with guidance on what to concede.',
            'Prepares for routine negotiations, knows own limits and reaches fair agreements.',
            'Negotiates confidently, understanding each party’s interests, alternatives and walk-away points, and finds options that create value.',
            'Leads complex, high-value negotiations with several parties and coaches others in negotiation.',
            'Sets the negotiation strategy for the organization’s most important deals and partnerships.',
          ],
        },
        {
          key: 'market-and-competitor-awareness',
          name: 'Market and competitor awareness',
          description:
            'Follows customers, competitors and industry trends and uses that knowledge to inform plans and decisions.',
          type: 'behavioural',
          tags: ['market', 'competition'],
          levels: [
            'Knows the organization’s main competitors and customer groups when they are described.',
            'Follows market and industry news relevant to own work and shares useful findings with the team.',
            'Uses market and competitor insight to shape plans, proposals and priorities in own area.',
            'Anticipates market shifts and positions a product, service or function to respond ahead of competitors.',
            'Sets the organization’s view of its market and decides where and how it will compete.',
          ],
        },
        {
          key: 'product-thinking',
          name: 'Product thinking',
          description:
            'Understands user problems and shapes products and services that solve them and serve the business.',
          type: 'behavioural',
          tags: ['product', 'customer'],
          levels: [
            'Knows what the product or service does and who uses it.',
            'Relates own work to user needs and product goals and passes on user feedback.',
            'Frames problems from the user’s point of view, weighs value against effort and risk, and tests ideas with users.',
            'Shapes product direction with evidence from users, data and the market, and helps others think in terms of outcomes.',
            'Defines the organization’s product strategy and the practices used to discover and deliver what users value.',
          ],
        },
        {
          key: 'regulatory-and-compliance-awareness',
          name: 'Regulatory and compliance awareness',
          description:
            'Knows the laws, regulations and internal policies that apply to the work and makes sure it complies with them.',
          type: 'technical',
          tags: ['compliance', 'regulation'],
          levels: [
            'Completes required compliance training and follows the rules that apply to own tasks.',
            'Applies the regulations and policies that govern own work and asks for advice when unsure.',
            'Builds compliance requirements into processes and spots compliance issues before they arise.',
            'Advises others on complex regulatory questions and leads the response to audits or findings.',
            'Shapes the organization’s compliance strategy and its relationships with regulators.',
          ],
        },
      ],
    },
    {
      key: 'digital-and-data-skills',
      name: 'Digital & Data Skills',
      description:
        'Using digital tools, data and automation effectively, safely and responsibly in everyday work.',
      competencies: [
        {
          key: 'digital-literacy',
          name: 'Digital literacy',
          description:
            'Uses digital tools and workplace software confidently and adopts new ones to work more effectively.',
          type: 'technical',
          tags: ['digital', 'tools'],
          levels: [
            'Uses core workplace tools such as email, calendars and shared documents with help.',
            'Uses common workplace tools independently for everyday tasks and learns new features when needed.',
            'Uses advanced features, integrations and shortcuts to work efficiently and picks up new tools quickly.',
            'Helps others adopt new tools, improves team workflows and advises on which tools to use.',
            'Shapes the organization’s digital workplace, its tool choices and the skills its people need to use them well.',
          ],
        },
        {
          key: 'data-analysis',
          name: 'Data analysis',
          description: 'Collects, cleans and analyzes data to answer questions and support decisions.',
          type: 'technical',
          tags: ['data', 'analysis'],
          levels: [
            'Reads simple charts and tables and extracts the main figures with guidance.',
            'Prepares routine analyses with standard tools and functions and checks results for obvious errors.',
            'Cleans and combines data, chooses suitable methods, interprets results critically and presents sound conclusions.',
            'Leads complex analyses with statistical rigor, reviews others’ work and explains uncertainty to decision makers.',
            'Sets the organization’s analytics standards and builds a culture of data-informed decision making.',
          ],
        },
        {
          key: 'data-visualization-and-storytelling',
          name: 'Data visualization and storytelling',
          description:
            'Presents data in charts, dashboards and narratives that are clear, honest and lead to action.',
          type: 'technical',
          tags: ['data', 'visualization'],
          levels: [
            'Uses existing chart templates and dashboards with help.',
            'Creates clear standard charts for routine reports and labels them correctly.',
            'Designs charts and dashboards that highlight what matters, avoid misleading the reader and tell a clear story.',
            'Builds compelling, data-based narratives for senior audiences and coaches others in visualization.',
            'Defines the organization’s visualization standards, tools and shared dashboards.',
          ],
        },
        {
          key: 'spreadsheet-modeling',
          name: 'Spreadsheet modeling',
          description:
            'Builds reliable, well-structured spreadsheet models for planning, tracking and analysis.',
          type: 'technical',
          tags: ['spreadsheets', 'modeling'],
          levels: [
            'Enters, sorts and formats data in spreadsheets with guidance.',
            'Uses formulas, filters and pivot tables for routine analysis and reporting.',
            'Builds structured, documented models with input checks and scenarios that others can follow.',
            'Builds complex models that others rely on, reviews models for accuracy and teaches good modeling practice.',
            'Sets modeling standards for the organization and decides when critical models should move to more robust systems.',
          ],
        },
        {
          key: 'information-security-awareness',
          name: 'Information security awareness',
          description: 'Protects information, accounts and systems from threats in everyday work.',
          type: 'technical',
          tags: ['security', 'risk'],
          levels: [
            'Follows basic security rules, such as strong passwords and locking devices, when reminded.',
            'Recognizes phishing and other common threats, handles sensitive information correctly and reports incidents.',
            'Builds security into own work and tools by default and responds to incidents promptly and correctly.',
            'Assesses security risks in projects and processes and advises colleagues on how to reduce them.',
            'Leads the organization’s security culture, awareness program and practices.',
          ],
        },
        {
          key: 'data-privacy-and-protection',
          name: 'Data privacy and protection',
          description: 'Handles personal data lawfully, fairly and securely throughout its life cycle.',
          type: 'technical',
          tags: ['privacy', 'data protection'],
          levels: [
            'Knows that personal data needs special care and follows instructions on handling it.',
            'Handles personal data according to policy in routine work and reports possible breaches promptly.',
            'Applies privacy by design, collects and keeps only the data needed, and respects people’s rights over their data.',
            'Leads privacy impact assessments and advises on complex data-sharing and retention questions.',
            'Sets the organization’s privacy program, policies and governance.',
          ],
        },
        {
          key: 'working-with-ai-tools',
          name: 'Working with AI tools',
          description:
            'Uses AI assistants and AI-based features effectively, critically and responsibly to improve work.',
          type: 'technical',
          tags: ['ai', 'productivity'],
          levels: [
            'Tries AI tools for simple tasks with guidance and follows the rules for their use.',
            'Uses AI tools for routine tasks, checks their output for errors and protects confidential information.',
            'Integrates AI tools into own workflows, writes effective instructions and knows where they are unreliable.',
            'Designs AI-assisted processes for a team, evaluates their quality and risks and guides others on responsible use.',
            'Sets the organization’s approach to AI, including its priorities, guardrails and the skills people need.',
          ],
        },
        {
          key: 'workflow-automation',
          name: 'Workflow automation',
          description:
            'Automates repetitive tasks and connects tools so that work flows with less manual effort and fewer errors.',
          type: 'technical',
          tags: ['automation', 'efficiency'],
          levels: [
            'Uses automations that others have set up and reports when they fail.',
            'Sets up simple automations, such as rules, templates and scheduled tasks, for own work.',
            'Identifies repetitive work and builds reliable, documented automations that connect several tools.',
            'Designs automation for team or cross-team processes, with monitoring and error handling, and teaches others to automate.',
            'Sets the organization’s automation strategy, platforms and governance.',
          ],
        },
      ],
    },
    {
      key: 'software-engineering',
      name: 'Software Engineering',
      description:
        'Designing, building, testing and running software that is correct, secure, maintainable and reliable.',
      competencies: [
        {
          key: 'programming',
          name: 'Programming',
          description: 'Writes correct, readable and maintainable code in the languages the team uses.',
          type: 'technical',
          tags: ['engineering', 'code'],
          levels: [
            'Writes simple code for well-defined tasks with guidance and close code review.',
            'Implements well-defined features in an existing codebase following the team’s conventions, with some review.',
            'Writes clean, well-tested code for complex features independently and chooses suitable libraries and patterns.',
            'Designs maintainable code structures for large features, refactors difficult code safely and raises the quality of others’ code.',
            'Sets the engineering standards, languages and patterns used across the organization.',
          ],
        },
        {
          key: 'software-design-and-architecture',
          name: 'Software design and architecture',
          description:
            'Designs components and systems that meet needs for function, reliability, scale and future change.',
          type: 'technical',
          tags: ['engineering', 'architecture'],
          levels: [
            'Understands the structure of the system being worked on when it is explained.',
            'Designs small components within an existing architecture and explains the design choices.',
            'Designs services, data flows and interfaces with clear trade-offs and documents the decisions.',
            'Leads architecture across several systems, runs design reviews and guides others’ designs.',
            'Sets the technical direction and architecture principles of the organization.',
          ],
        },
        {
          key: 'automated-testing',
          name: 'Automated testing',
          description:
            'Makes sure software works as intended through automated tests at the right levels, supported by exploratory testing.',
          type: 'technical',
          tags: ['engineering', 'testing'],
          levels: [
            'Runs existing tests and reports failures with clear steps to reproduce them.',
            'Writes unit tests for own code and keeps existing tests passing.',
            'Designs test strategies that cover the behavior users depend on, at the right levels, with fast and reliable tests.',
            'Builds test infrastructure, removes unreliable tests and improves quality practices across teams.',
            'Defines the organization’s quality engineering practice and how much confidence each kind of change requires.',
          ],
        },
        {
          key: 'code-review',
          name: 'Code review',
          description:
            'Reviews code changes constructively to improve correctness, clarity and shared understanding.',
          type: 'technical',
          tags: ['engineering', 'review'],
          levels: [
            'Responds to review comments on own code and learns from them with guidance.',
            'Reviews small changes for correctness and style and asks questions about unclear code.',
            'Gives timely, specific and respectful reviews that catch design, security and testing issues, not only style.',
            'Reviews complex and high-risk changes, mentors others through reviews and keeps the review process fast.',
            'Sets the review practices and expectations used across the organization’s engineering teams.',
          ],
        },
        {
          key: 'debugging-and-troubleshooting',
          name: 'Debugging and troubleshooting',
          description: 'Finds and fixes faults in software and systems methodically, using evidence.',
          type: 'technical',
          tags: ['engineering', 'troubleshooting'],
          levels: [
            'Reproduces simple bugs and collects logs and details with help.',
            'Finds and fixes bugs in familiar code using logs, debuggers and tests.',
            'Diagnoses complex faults across components methodically, forms and tests hypotheses, and fixes root causes.',
            'Resolves the hardest production incidents, improves observability and teaches debugging techniques.',
            'Shapes how the organization detects, diagnoses and learns from failures.',
          ],
        },
        {
          key: 'cloud-infrastructure-and-operations',
          name: 'Cloud infrastructure and operations',
          description:
            'Builds, deploys and runs software reliably in production, using automation and monitoring.',
          type: 'technical',
          tags: ['engineering', 'operations'],
          levels: [
            'Deploys changes following a documented process with supervision.',
            'Uses the team’s pipelines, dashboards and alerts, and responds to routine alerts by following runbooks.',
            'Automates build, deployment and infrastructure as code, and runs services with sound monitoring and capacity plans.',
            'Designs platforms and incident response practices used by several teams and leads reviews after incidents.',
            'Sets the organization’s reliability, infrastructure and operations strategy.',
          ],
        },
        {
          key: 'secure-software-development',
          name: 'Secure software development',
          description: 'Builds software that resists attacks and protects data, from design to deployment.',
          type: 'technical',
          tags: ['engineering', 'security'],
          levels: [
            'Knows that common vulnerability types exist and follows the team’s secure coding checklist with help.',
            'Avoids common vulnerabilities, such as injection and unsafe input handling, and keeps dependencies up to date.',
            'Threat-models features and builds authentication, authorization and data protection into design and code.',
            'Reviews code and designs for security, leads the fixing of vulnerabilities and teaches secure development.',
            'Sets the secure development practices, tools and policies of the organization.',
          ],
        },
        {
          key: 'databases-and-data-modeling',
          name: 'Databases and data modeling',
          description: 'Designs data models and writes correct, efficient queries and migrations.',
          type: 'technical',
          tags: ['engineering', 'databases'],
          levels: [
            'Writes simple queries against existing tables with help.',
            'Writes joins, aggregations and simple migrations for routine needs.',
            'Designs schemas, constraints and indexes, writes efficient queries and migrates data safely.',
            'Tunes database performance at scale, plans complex data migrations and reviews others’ data models.',
            'Sets the organization’s data architecture and storage strategy.',
          ],
        },
        {
          key: 'technical-documentation',
          name: 'Technical documentation',
          description: 'Documents software and systems so that others can use, run and change them.',
          type: 'technical',
          tags: ['engineering', 'documentation'],
          levels: [
            'Updates existing documentation when asked.',
            'Documents own features, configuration and how to run them.',
            'Writes clear guides, decision records and interface documentation that stay up to date with the code.',
            'Organizes the documentation of a whole system, reviews others’ documents and fills important gaps.',
            'Sets documentation standards and tooling for engineering across the organization.',
          ],
        },
      ],
    },
    {
      key: 'personal-effectiveness',
      name: 'Personal Effectiveness',
      description:
        'Managing oneself: learning, adapting, staying resilient and acting with integrity and initiative.',
      competencies: [
        {
          key: 'adaptability',
          name: 'Adaptability',
          description:
            'Adjusts to changing priorities, situations and ways of working while staying effective.',
          type: 'behavioural',
          tags: ['change', 'flexibility'],
          levels: [
            'Accepts changes when they are explained and supported, though may need time to adjust.',
            'Adjusts own work to new priorities, tools or methods with some support.',
            'Adapts quickly to new situations, stays productive through uncertainty and looks for the advantages in change.',
            'Helps others through change, finds opportunity in it and adjusts plans for a team quickly and calmly.',
            'Models adaptability for the organization and builds ways of working that cope well with constant change.',
          ],
        },
        {
          key: 'learning-agility',
          name: 'Learning agility',
          description:
            'Learns quickly from experience, feedback and study, and applies it in new situations.',
          type: 'behavioural',
          tags: ['learning', 'growth'],
          levels: [
            'Learns new tasks through structured instruction and practice.',
            'Picks up new skills on the job, asks for help when stuck and applies what was learned to similar tasks.',
            'Seeks out learning actively, reflects on experience and applies lessons in new contexts.',
            'Learns fast in unfamiliar areas and helps others learn from shared experience and mistakes.',
            'Builds an organization that learns systematically from its successes and failures.',
          ],
        },
        {
          key: 'resilience',
          name: 'Resilience',
          description: 'Stays composed and effective under pressure and recovers from setbacks.',
          type: 'behavioural',
          tags: ['resilience', 'wellbeing'],
          levels: [
            'Needs support to stay effective under pressure or after a setback.',
            'Stays composed under normal pressure and recovers from minor setbacks with little help.',
            'Performs steadily under sustained pressure, keeps perspective and learns from setbacks. Knows own limits and asks for support early.',
            'Steadies others during crises, keeps the team focused and watches for signs of overload in colleagues.',
            'Builds resilience into the organization’s workloads, practices and culture, and models sustainable ways of working.',
          ],
        },
        {
          key: 'self-awareness',
          name: 'Self-awareness',
          description:
            'Understands own strengths, limitations, emotions and impact on others, and uses that to improve.',
          type: 'behavioural',
          tags: ['reflection', 'growth'],
          levels: [
            'Is starting to recognize own strengths and development areas, mainly through others’ feedback.',
            'Describes own strengths and development areas with examples and acts on them.',
            'Understands own impact on others and adjusts behavior accordingly. Reflects regularly on own performance.',
            'Uses a deep understanding of self to choose approaches that bring out the best in self and others. Helps others reflect.',
            'Models openness about own limitations and builds habits of reflection across the organization.',
          ],
        },
        {
          key: 'initiative',
          name: 'Initiative',
          description: 'Acts without being asked to seize opportunities and deal with problems.',
          type: 'behavioural',
          tags: ['proactivity', 'ownership'],
          levels: [
            'Acts on clear instructions and asks what to do next when a task is finished.',
            'Takes on extra tasks within own area and fixes small problems without being asked.',
            'Spots opportunities and problems early and acts on them, involving others where needed.',
            'Starts initiatives that benefit the wider team or organization and encourages others to do the same.',
            'Creates an environment in which people across the organization are trusted and expected to take initiative.',
          ],
        },
        {
          key: 'integrity-and-ethics',
          name: 'Integrity and ethics',
          description:
            'Acts honestly and ethically, keeps confidences and does what is right even when it is hard.',
          type: 'behavioural',
          tags: ['ethics', 'trust'],
          levels: [
            'Follows the code of conduct and policies and asks when unsure what is expected.',
            'Is honest about own work and mistakes, keeps confidences and treats others fairly.',
            'Acts ethically in difficult situations and speaks up when something is wrong, even under pressure.',
            'Guides others through ethical dilemmas and protects those who raise concerns.',
            'Sets the ethical tone of the organization through consistent words, decisions and actions.',
          ],
        },
        {
          key: 'emotional-intelligence',
          name: 'Emotional intelligence',
          description:
            'Recognizes and manages own emotions and those of others to build effective working relationships.',
          type: 'behavioural',
          tags: ['empathy', 'relationships'],
          levels: [
            'Recognizes own emotions and those of others in obvious situations.',
            'Manages own reactions in everyday work and shows empathy toward colleagues.',
            'Reads the emotional dynamics of a situation and responds in a way that helps, including under stress.',
            'Handles emotionally complex situations and helps others understand and manage their emotions.',
            'Builds psychological safety and empathy into the culture of the organization.',
          ],
        },
        {
          key: 'time-and-workload-management',
          name: 'Time and workload management',
          description: 'Uses time effectively, manages workload sustainably and delivers on schedule.',
          type: 'behavioural',
          tags: ['time', 'productivity'],
          levels: [
            'Needs reminders and help to organize own time and meet deadlines.',
            'Manages own time to meet most deadlines and says when workload becomes too high.',
            'Plans time realistically, protects time for focused work and delivers reliably on schedule.',
            'Helps others manage their workload and time under pressure and balances work across a team.',
            'Shapes scheduling, meeting and focus-time norms that let people across the organization work sustainably.',
          ],
        },
      ],
    },
  ],
};
