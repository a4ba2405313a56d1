import type { SourcePolicy } from '@competencyhub/domain/current-level';
import type { AddOnId, Plan } from '@competencyhub/domain/plans';
import type { AnswerMode, Citation, ExternalSource } from '@competencyhub/domain/schemas/assistant';
import type { BrandFont, BrandingSettings, ThemeMode } from '@competencyhub/domain/schemas/branding';
import type { HealthCheckReason } from '@competencyhub/domain/schemas/internal-ai';
import type {
  KnowledgeCategory,
  KnowledgeSearchConfig,
  KnowledgeStatus,
} from '@competencyhub/domain/schemas/knowledge-base';
import type { KnowledgeFetchProblem } from '@competencyhub/domain/schemas/knowledge-base-messages';
import type { InternalAiStatus, SubscriptionStatus } from '@competencyhub/domain/schemas/subscription';
import type { SystemImageType } from '@competencyhub/domain/schemas/system-images';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Better Auth's tables (identity; not tenant-scoped) ----

export const user = pgTable('user', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable('session', {
  id: uuid('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  userId: uuid('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
});

export const account = pgTable('account', {
  id: uuid('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const verification = pgTable('verification', {
  id: uuid('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSchema = { user, session, account, verification };

// ---- Tenant tables (row-level security on company_id) ----

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  description: text('description'),
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color'),
  secondaryColor: text('secondary_color'),
  accentColor: text('accent_color'),
  websiteUrl: text('website_url'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  address: text('address'),
  timezone: text('timezone'),
  /** A person's own choice of 360 raters waits for their manager's approval (0028). */
  feedbackRaterApproval: boolean('feedback_rater_approval').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const companyDomains = pgTable(
  'company_domains',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.domain] })],
);

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  role: text('role').notNull().default('employee'),
  status: text('status').notNull().default('active'),
  avatarUrl: text('avatar_url'),
  phone: text('phone'),
  jobTitle: text('job_title'),
  department: text('department'),
  location: text('location'),
  lineManagerId: uuid('line_manager_id'),
  /** The assigned job profile; job_title and department are copied from it (0010). */
  jobProfileId: uuid('job_profile_id'),
  /**
   * Where the person sits, works and is charged to (0031): with job_profile_id and line_manager_id,
   * the cache of their current primary job assignment, written only by the assignment service.
   */
  orgUnitId: uuid('org_unit_id'),
  locationId: uuid('location_id'),
  costCentreId: uuid('cost_centre_id'),
  /** Whether talent search may suggest the person for internal roles (0015); off by default. */
  openToInternalOpportunities: boolean('open_to_internal_opportunities').notNull().default(false),
  /** Offered as a mentor where advanced or better (0016); off by default. */
  mentorOptIn: boolean('mentor_opt_in').notNull().default(false),
  /** The weekly e-mail about overdue development actions (0016); on by default. */
  overdueActionEmails: boolean('overdue_action_emails').notNull().default(true),
  managedCompanyId: uuid('managed_company_id'),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role').notNull(),
  status: text('status').notNull().default('pending'),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: uuid('invited_by'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const auditLog = pgTable('audit_log', {
  // Random, so ids say nothing about other companies' activity (migration 0007).
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id'),
  actorId: uuid('actor_id'),
  actorEmail: text('actor_email'),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: text('target_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  ip: text('ip'),
  requestId: text('request_id'),
  createdAt: createdAt(),
});

// ---- Platform tables (no tenant) ----

export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id'),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const schema = {
  ...authSchema,
  companies,
  companyDomains,
  profiles,
  invitations,
  auditLog,
  emailOutbox,
  authRateLimits,
};

// ---- Stored files (migration 0004; tenant table, reached through modules/files/file-store.ts) ----

/** PostgreSQL bytea: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  ownerId: uuid('owner_id'),
  purpose: text('purpose').notNull(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull(),
  /** The uploaded file's own name (evidence), for the download; null for photos. */
  fileName: text('file_name'),
  createdAt: createdAt(),
});

// ---- Public site (migration 0003; product-wide, no tenant) ----

export const faqEntries = pgTable('faq_entries', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  category: text('category').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
  locale: text('locale').notNull().default('en-US'),
  createdAt: createdAt(),
});

/** FAQ feedback (0025): one vote per person per entry, and views per entry per day. */
export const faqVotes = pgTable(
  'faq_votes',
  {
    faqId: uuid('faq_id').notNull(),
    userId: uuid('user_id').notNull(),
    vote: text('vote').$type<'upvote' | 'downvote'>().notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.faqId, table.userId] })],
);

export const faqViews = pgTable(
  'faq_views',
  {
    faqId: uuid('faq_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.faqId, table.day] })],
);

/** The product's help articles (0026), synchronised from the code at start-up; `search` is generated. */
export const helpArticles = pgTable(
  'help_articles',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    area: text('area').notNull(),
    path: text('path').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.slug, table.locale] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  topic: text('topic').notNull(),
  message: text('message').notNull(),
  status: text('status').notNull().default('new'),
  createdAt: createdAt(),
  ip: text('ip'),
});

// ---- Account security (migration 0006; platform table) ----

/** E-mail confirmation links already used, by the SHA-256 of the token: each link works once. */
export const usedEmailConfirmations = pgTable('used_email_confirmations', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Competency core (migration 0009; tenant tables) ----

export interface StoredScaleLevel {
  value: number;
  name: string;
}

export const competencyFrameworks = pgTable('competency_frameworks', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  scaleVersion: integer('scale_version').notNull().default(1),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const competencyScaleVersions = pgTable(
  'competency_scale_versions',
  {
    companyId: uuid('company_id').notNull(),
    frameworkId: uuid('framework_id').notNull(),
    version: integer('version').notNull(),
    levels: jsonb('levels').$type<StoredScaleLevel[]>().notNull(),
    proficientLevel: integer('proficient_level').notNull(),
    /** Old level → new level, as JSON object keys; null for version 1. */
    mappingFromPrevious: jsonb('mapping_from_previous').$type<Record<string, number>>(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.frameworkId, t.version] })],
);

export const competencyCategories = pgTable('competency_categories', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  frameworkId: uuid('framework_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const competencies = pgTable('competencies', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  frameworkId: uuid('framework_id').notNull(),
  categoryId: uuid('category_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  levelDescriptions: text('level_descriptions').array().notNull().default(sql`'{}'`),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const competencyRatings = pgTable('competency_ratings', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  subjectId: uuid('subject_id').notNull(),
  competencyId: uuid('competency_id').notNull(),
  frameworkId: uuid('framework_id').notNull(),
  scaleVersion: integer('scale_version').notNull(),
  level: integer('level').notNull(),
  source: text('source').notNull(),
  raterId: uuid('rater_id'),
  comment: text('comment').notNull().default(''),
  ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  evidenceUrl: text('evidence_url'),
  evidenceFileId: uuid('evidence_file_id'),
  feedbackRequestId: uuid('feedback_request_id'),
  cycleId: uuid('cycle_id'),
});

export const jobProfiles = pgTable('job_profiles', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  title: text('title').notNull(),
  department: text('department').notNull().default(''),
  grade: text('grade').notNull().default(''),
  description: text('description').notNull().default(''),
  /** The version of its requirements in force (0038): job_profile_requirement_versions keeps each. */
  requirementsVersion: integer('requirements_version').notNull().default(1),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const jobProfileRequirements = pgTable(
  'job_profile_requirements',
  {
    companyId: uuid('company_id').notNull(),
    jobProfileId: uuid('job_profile_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
    requiredLevel: integer('required_level').notNull(),
    importance: text('importance').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobProfileId, t.competencyId] })],
);

/** Career paths (0015): the roles one can move on to from a job profile. */
export const jobProfileNextSteps = pgTable(
  'job_profile_next_steps',
  {
    companyId: uuid('company_id').notNull(),
    fromJobProfileId: uuid('from_job_profile_id').notNull(),
    toJobProfileId: uuid('to_job_profile_id').notNull(),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fromJobProfileId, t.toJobProfileId] })],
);

/** The one or two roles a person aims for (0015). */
export const careerTargets = pgTable(
  'career_targets',
  {
    companyId: uuid('company_id').notNull(),
    profileId: uuid('profile_id').notNull(),
    jobProfileId: uuid('job_profile_id').notNull(),
    targetDate: date('target_date', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.jobProfileId] })],
);

/** Comments on a person's career plan (0015). */
export const careerPlanComments = pgTable('career_plan_comments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  profileId: uuid('profile_id').notNull(),
  authorId: uuid('author_id'),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Development plans (0016): actions toward gaps, their competencies, the plan's review, comments. */
export const developmentActions = pgTable('development_actions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  profileId: uuid('profile_id').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  url: text('url'),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('planned'),
  mentorId: uuid('mentor_id'),
  evidenceUrl: text('evidence_url'),
  evidenceFileId: uuid('evidence_file_id'),
  completionNote: text('completion_note').notNull().default(''),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  reassessmentRequestedAt: timestamp('reassessment_requested_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const developmentActionCompetencies = pgTable(
  'development_action_competencies',
  {
    companyId: uuid('company_id').notNull(),
    actionId: uuid('action_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.competencyId] })],
);

export const developmentPlans = pgTable('development_plans', {
  companyId: uuid('company_id').notNull(),
  profileId: uuid('profile_id').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  approvedBy: uuid('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  overdueEmailedAt: timestamp('overdue_emailed_at', { withTimezone: true }),
});

export const developmentPlanComments = pgTable('development_plan_comments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  profileId: uuid('profile_id').notNull(),
  authorId: uuid('author_id'),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** Cross-functional teams (0017): a name, a lead, members and an optional chosen set of competencies. */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  leadId: uuid('lead_id'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    companyId: uuid('company_id').notNull(),
    teamId: uuid('team_id').notNull(),
    profileId: uuid('profile_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.profileId] })],
);

export const teamCompetencies = pgTable(
  'team_competencies',
  {
    companyId: uuid('company_id').notNull(),
    teamId: uuid('team_id').notNull(),
    competencyId: uuid('competency_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.competencyId] })],
);

export const feedbackRequests = pgTable('feedback_requests', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  subjectId: uuid('subject_id').notNull(),
  raterId: uuid('rater_id').notNull(),
  requestedBy: uuid('requested_by'),
  relationship: text('relationship').notNull(),
  status: text('status').notNull().default('pending'),
  message: text('message').notNull().default(''),
  declineReason: text('decline_reason'),
  competencyIds: uuid('competency_ids').array().notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  respondedAt: timestamp('responded_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** Who let a proposed request go out (0028): the line manager or an administrator. */
  approvedBy: uuid('approved_by'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const assessmentCycles = pgTable('assessment_cycles', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  name: text('name').notNull(),
  scope: text('scope').notNull(),
  scopeValue: text('scope_value'),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  status: text('status').notNull().default('open'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  autoRemindedAt: timestamp('auto_reminded_at', { withTimezone: true }),
});

export const assessmentCycleMembers = pgTable(
  'assessment_cycle_members',
  {
    companyId: uuid('company_id').notNull(),
    cycleId: uuid('cycle_id').notNull(),
    personId: uuid('person_id').notNull(),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.personId] })],
);

export const companyCompetencySettings = pgTable('company_competency_settings', {
  companyId: uuid('company_id').primaryKey(),
  minPeerRaters: integer('min_peer_raters').notNull().default(3),
  sourcePolicy: jsonb('source_policy').$type<SourcePolicy>().notNull(),
  /** A line manager's team includes their indirect reports (0018); off: direct reports only. */
  teamsIncludeIndirectReports: boolean('teams_include_indirect_reports').notNull().default(false),
  /** The current version of the rules (0036): level_rule_versions keeps every one. */
  rulesVersion: integer('rules_version').notNull().default(1),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

/** One row per company (0019); without one, the defaults of DEFAULT_BRANDING apply. */
export const companyBrandingSettings = pgTable('company_branding_settings', {
  companyId: uuid('company_id').primaryKey(),
  themeMode: text('theme_mode').$type<ThemeMode>().notNull().default('light'),
  customCss: text('custom_css').notNull().default(''),
  logoPosition: text('logo_position').$type<BrandingSettings['logoPosition']>().notNull().default('left'),
  showCompanyName: boolean('show_company_name').notNull().default(true),
  headerStyle: text('header_style').$type<BrandingSettings['headerStyle']>().notNull().default('default'),
  sidebarStyle: text('sidebar_style').$type<BrandingSettings['sidebarStyle']>().notNull().default('default'),
  fontFamily: text('font_family').$type<BrandFont>().notNull().default('Inter'),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

/** Platform themes (0020): at most one active (a partial unique index). */
export const systemThemeSettings = pgTable('system_theme_settings', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: createdAt(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  backgroundColor: text('background_color').notNull(),
  foregroundColor: text('foreground_color').notNull(),
  mutedColor: text('muted_color').notNull(),
  mutedForegroundColor: text('muted_foreground_color').notNull(),
  borderColor: text('border_color').notNull(),
  navigationActiveColor: text('navigation_active_color').notNull(),
  navigationActiveTextColor: text('navigation_active_text_color').notNull(),
  navigationHoverColor: text('navigation_hover_color').notNull(),
  fontFamily: text('font_family').$type<BrandFont>().notNull().default('Inter'),
});

/** System images (0021): the platform's logo, favicon and system-owner picture; one active per type. */
export const systemImages = pgTable('system_images', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  imageType: text('image_type').$type<SystemImageType>().notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(false),
  fileId: uuid('file_id').notNull(),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  fileUrl: text('file_url').notNull(),
  fileType: text('file_type').$type<'image/png' | 'image/webp'>().notNull(),
  fileSize: integer('file_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Subscriptions (0022): one per company; add-ons; invoices and credit notes with their lines. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  plan: text('plan').$type<Plan>().notNull(),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  paymentMethod: text('payment_method').$type<'bank_transfer' | 'card'>().notNull().default('bank_transfer'),
  providerSubscriptionId: text('provider_subscription_id'),
  providerCustomerId: text('provider_customer_id'),
  hasInternalAi: boolean('has_internal_ai').notNull().default(false),
  internalAiStatus: text('internal_ai_status').$type<InternalAiStatus>().notNull().default('not_configured'),
  exemptFromAiBilling: boolean('exempt_from_ai_billing').notNull().default(false),
  planCreditsUsed: integer('plan_credits_used').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const subscriptionAddOns = pgTable('subscription_add_ons', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  addOnId: text('add_on_id').$type<AddOnId>().notNull(),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  billingType: text('billing_type').$type<'recurring' | 'one_time'>().notNull(),
  creditsGranted: integer('credits_granted'),
  creditsRemaining: integer('credits_remaining'),
  grantReason: text('grant_reason'),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
});

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  number: text('number').notNull(),
  kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
  status: text('status').$type<'open' | 'paid' | 'void'>().notNull(),
  paymentMethod: text('payment_method').$type<'bank_transfer' | 'card'>().notNull(),
  currency: text('currency').notNull().default('USD'),
  totalCents: integer('total_cents').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }),
  periodEnd: timestamp('period_end', { withTimezone: true }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdBy: uuid('created_by'),
  /** The card provider's payment (a Stripe Checkout Session id) once paid by card. */
  providerPaymentId: text('provider_payment_id'),
});

/** Webhook events received from the card provider (0024), by its event id: a replay finds its row. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  invoiceId: uuid('invoice_id'),
  outcome: text('outcome')
    .$type<'paid' | 'already_paid' | 'ignored' | 'amount_mismatch' | 'unknown_invoice'>()
    .notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const invoiceLines = pgTable('invoice_lines', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  invoiceId: uuid('invoice_id').notNull(),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  amountCents: integer('amount_cents').notNull(),
});

/** Internal AI (0023): an enterprise company's own endpoint, its encrypted key, and the calls made to it. */
export const internalAiEndpoints = pgTable('internal_ai_endpoints', {
  companyId: uuid('company_id').primaryKey(),
  baseUrl: text('base_url').notNull(),
  model: text('model').notNull(),
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  apiKeyHint: text('api_key_hint').notNull(),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  lastCheckOk: boolean('last_check_ok'),
  lastCheckReason: text('last_check_reason').$type<HealthCheckReason>(),
  lastCheckHttpStatus: integer('last_check_http_status'),
  lastCheckMs: integer('last_check_ms'),
  configuredBy: uuid('configured_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const internalAiCalls = pgTable('internal_ai_calls', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  purpose: text('purpose').$type<'health_check' | 'assistant' | 'generator'>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  durationMs: integer('duration_ms').notNull(),
  ok: boolean('ok').notNull(),
  httpStatus: integer('http_status'),
});

/** The assistant's conversations (0026): sessions, messages with their citations, feedback on answers. */
export const assistantSessions = pgTable('assistant_sessions', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  userId: uuid('user_id').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const assistantMessages = pgTable('assistant_messages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  sessionId: uuid('session_id').notNull(),
  role: text('role').$type<'user' | 'assistant'>().notNull(),
  content: text('content').notNull(),
  citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
  externalSources: jsonb('external_sources').$type<ExternalSource[]>().notNull().default([]),
  mode: text('mode').$type<AnswerMode>(),
  currentPage: text('current_page'),
  userRole: text('user_role'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
});

export const assistantFeedback = pgTable(
  'assistant_feedback',
  {
    messageId: uuid('message_id').notNull(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id').notNull(),
    rating: text('rating').$type<'helpful' | 'not_helpful'>().notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] })],
);

/** The company knowledge base (0027): pages, their passages (with a generated `search`), the review rule. */
export const knowledgeSources = pgTable('knowledge_sources', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  productWide: boolean('product_wide').notNull().default(false),
  url: text('url').notNull(),
  title: text('title').notNull(),
  description: text('description'),
  searchQuery: text('search_query'),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  category: text('category').$type<KnowledgeCategory>().notNull(),
  notes: text('notes'),
  status: text('status').$type<KnowledgeStatus>().notNull(),
  autoApproved: boolean('auto_approved').notNull(),
  searchConfig: text('search_config').$type<KnowledgeSearchConfig>().notNull().default('english'),
  contentType: text('content_type'),
  passageCount: integer('passage_count').notNull().default(0),
  textLength: integer('text_length').notNull().default(0),
  submittedBy: uuid('submitted_by'),
  submittedByName: text('submitted_by_name'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  reviewedBy: uuid('reviewed_by'),
  reviewedByName: text('reviewed_by_name'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  rejectionReason: text('rejection_reason'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  fetchProblem: text('fetch_problem').$type<KnowledgeFetchProblem>(),
  fetchProblemAt: timestamp('fetch_problem_at', { withTimezone: true }),
});

export const knowledgePassages = pgTable('knowledge_passages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  sourceId: uuid('source_id').notNull(),
  productWide: boolean('product_wide').notNull().default(false),
  position: integer('position').notNull(),
  heading: text('heading'),
  body: text('body').notNull(),
  searchConfig: text('search_config').$type<KnowledgeSearchConfig>().notNull(),
});

export const companyKnowledgeSettings = pgTable('company_knowledge_settings', {
  companyId: uuid('company_id').primaryKey(),
  reviewEveryone: boolean('review_everyone').notNull().default(false),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
  dedupeKey: text('dedupe_key'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

export const employmentHistory = pgTable('employment_history', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  employer: text('employer').notNull(),
  title: text('title').notNull(),
  startOn: date('start_on', { mode: 'string' }).notNull(),
  endOn: date('end_on', { mode: 'string' }),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const certifications = pgTable('certifications', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').notNull(),
  personId: uuid('person_id').notNull(),
  name: text('name').notNull(),
  issuer: text('issuer').notNull().default(''),
  credentialId: text('credential_id').notNull().default(''),
  issuedOn: date('issued_on', { mode: 'string' }),
  expiresOn: date('expires_on', { mode: 'string' }),
  fileId: uuid('file_id'),
  competencyIds: uuid('competency_ids').array().notNull().default(sql`'{}'`),
  expiryReminderSentAt: timestamp('expiry_reminder_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
