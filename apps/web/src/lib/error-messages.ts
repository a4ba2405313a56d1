import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@competencyhub/domain/constants';
import { PERMISSION_REFUSALS } from '@competencyhub/domain/permissions';
import { ASSESSMENT_MESSAGES } from '@competencyhub/domain/schemas/assessments';
import { BRANDING_MESSAGES } from '@competencyhub/domain/schemas/branding';
import { CAREER_PLAN_MESSAGES } from '@competencyhub/domain/schemas/career-plan-messages';
import {
  CSV_IMPORT_MESSAGES,
  FRAMEWORK_MESSAGES,
  MAPPING_MESSAGES,
  SCALE_MESSAGES,
} from '@competencyhub/domain/schemas/competencies';
import { DEVELOPMENT_MESSAGES } from '@competencyhub/domain/schemas/development-plan-messages';
import { EXPERIENCE_MESSAGES } from '@competencyhub/domain/schemas/experience';
import { GENERATOR_MESSAGES } from '@competencyhub/domain/schemas/generator-messages';
import { INTERNAL_AI_MESSAGES } from '@competencyhub/domain/schemas/internal-ai-messages';
import { IT_ADMIN_MESSAGES } from '@competencyhub/domain/schemas/it-admin-messages';
import { COMPANY_PASSWORD_MIN_PATTERN } from '@competencyhub/domain/schemas/it-admin-security-messages';
import { IT_SESSIONS_MESSAGES } from '@competencyhub/domain/schemas/it-admin-sessions';
import { JOB_ARCHITECTURE_MESSAGES } from '@competencyhub/domain/schemas/job-architecture-messages';
import {
  JOB_PROFILE_MESSAGES,
  NEXT_STEPS_MAX,
  REQUIREMENTS_MAX,
} from '@competencyhub/domain/schemas/job-profiles';
import { WORK_DETAIL_SET_BY_ADMINISTRATOR } from '@competencyhub/domain/schemas/my-profile';
import { PAYMENT_MESSAGES } from '@competencyhub/domain/schemas/payment-messages';
import { PLATFORM_MESSAGES, SUBSCRIPTION_MESSAGES } from '@competencyhub/domain/schemas/subscription';
import { SYSTEM_IMAGE_MESSAGES } from '@competencyhub/domain/schemas/system-images';
import { SYSTEM_THEME_MESSAGES } from '@competencyhub/domain/schemas/system-themes';
import { TEAM_MESSAGES } from '@competencyhub/domain/schemas/team-messages';
import { TOOLTIP_MESSAGES } from '@competencyhub/domain/schemas/tooltips-messages';
import { TWO_FACTOR_MESSAGES } from '@competencyhub/domain/schemas/two-factor-messages';
import type { TFunction } from 'i18next';
import { isApiError } from './api-client.ts';

/**
 * The shared zod schemas (and the server) speak English; the interface speaks the user's language.
 * Known messages map to keys; anything else is shown as it came. A message used on pages with
 * different translation areas lists one key per area: the first one loaded is used.
 */
export const VALIDATION_KEYS: Record<string, string | string[]> = {
  'Enter your e-mail address': 'validation.emailRequired',
  'Enter a valid e-mail address': 'validation.emailInvalid',
  'E-mail address is too long': 'validation.emailTooLong',
  'Enter a password': 'validation.passwordRequired',
  'Enter your password': 'validation.passwordRequired',
  'Enter your current password': 'validation.currentPasswordRequired',
  [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`]: 'validation.passwordTooShort',
  [`Password must be at most ${PASSWORD_MAX_LENGTH} characters`]: 'validation.passwordTooLong',
  'This password is one of the most common passwords, which attackers try first':
    'validation.weakPassword.common',
  'This password repeats a short pattern': 'validation.weakPassword.repetitive',
  'This password contains your e-mail address': 'validation.weakPassword.contains_email',
  'This password contains your name': 'validation.weakPassword.contains_name',
  'Enter a name': 'validation.nameRequired',
  'Name must be at most 120 characters': 'validation.nameTooLong',
  'Enter your company name': 'validation.companyRequired',
  'Company name must be at most 120 characters': 'validation.companyTooLong',
  'Choose a valid role': 'validation.roleInvalid',
  'This reset link is invalid': 'validation.resetTokenInvalid',
  'Passwords do not match': 'validation.passwordsMismatch',
  'Current password is incorrect': 'validation.currentPasswordIncorrect',
  'This person is already a member of your company': 'validation.alreadyMember',
  'An invitation is already waiting for this e-mail': 'validation.invitationPending',
  'Enter your e-mail or phone number': 'validation.identifierRequired',
  'Enter the phone number in international format, e.g. +44 20 7946 0958': 'validation.phoneInvalid',
  'This phone number is already used by another account': 'validation.phoneTaken',
  'Choose a topic': 'publicSite.contact.validation.topicRequired',
  'Enter your message': 'publicSite.contact.validation.messageRequired',
  'Message must be at least 10 characters': 'publicSite.contact.validation.messageTooShort',
  'Message must be at most 5000 characters': 'publicSite.contact.validation.messageTooLong',
  'Search at most 100 characters': 'publicSite.contact.validation.searchTooLong',
  'Must be at most 120 characters': [
    'profile.validation.tooLong',
    'experience.validation.tooLong120',
    'jobProfiles.validation.tooLong120',
  ],
  'Must be at most 160 characters': 'experience.validation.tooLong160',
  'Use a single line of text': 'profile.validation.oneLine',
  'Use Sign out to end this session': 'profile.validation.useSignOut',
  'Choose an image to upload': 'profile.validation.avatarEmpty',
  'Upload a PNG, JPEG or WebP image': 'profile.validation.avatarUnsupported',
  'The file is not the kind of image its name says it is': 'profile.validation.avatarMismatch',
  'The image must be at most 2 MB': 'profile.validation.avatarTooLarge',
  'The image must be at most 40 megapixels': 'profile.validation.avatarTooManyPixels',
  'The image could not be read. Try saving it again or choose another one':
    'profile.validation.avatarUnreadable',
  'Remove line breaks and hidden formatting characters': [
    'validation.hiddenCharacters',
    'people.validation.hiddenCharacters',
    'publicSite.contact.validation.hiddenCharacters',
  ],
  'Remove hidden formatting characters': 'validation.hiddenFormatting',
  'Confirm your e-mail address before inviting people': 'people.validation.inviterUnconfirmed',
  'This would create a reporting loop': 'people.validation.reportingLoop',
  'A person cannot be their own line manager': 'people.validation.ownLineManager',
  'The line manager must be an active member of the company': 'people.validation.lineManagerInactive',
  'This e-mail appears more than once in the file': 'people.validation.duplicateInFile',
  'You cannot invite someone with this role': 'people.validation.cannotInviteRole',
  'You cannot manage invitations for this role': 'people.validation.cannotManageInvitationRole',
  'A company needs at least one active account holder': 'people.validation.lastAccountHolder',
  'The file has no rows to import': 'people.validation.noRows',
  'A file may have at most 500 rows': 'people.validation.tooManyRows',
  'Only a pending or expired invitation can be sent again': 'people.validation.cannotResend',
  'Only a pending invitation can be revoked': 'people.validation.cannotRevoke',
  'This person is not waiting for approval': 'people.validation.notWaiting',
  'This person has not confirmed their e-mail address yet': 'people.validation.unconfirmedEmail',
  'This person is already deactivated': 'people.validation.alreadyDeactivated',
  'This person is not deactivated': 'people.validation.notDeactivated',
  'Description must be at most 2000 characters': 'company.validation.descriptionTooLong',
  'Enter a web address starting with http:// or https://': 'company.validation.websiteInvalid',
  'Web address must be at most 2000 characters': 'company.validation.websiteTooLong',
  'Address must be at most 500 characters': 'company.validation.addressTooLong',
  'Choose a time zone from the list': 'company.validation.timezoneInvalid',
  'Enter a domain such as example.com': 'company.validation.domainInvalid',
  'Internationalised domain names are not supported': 'company.validation.domainInternational',
  'Public e-mail domains like gmail.com cannot be claimed': 'company.validation.domainFreeMail',
  'This is a shared domain ending, not a company domain': 'company.validation.domainSharedSuffix',
  'This domain belongs to another company': 'company.validation.domainTakenByOther',
  'Your company already has this domain': 'company.validation.domainAlreadyYours',
  'You can add only the exact domain of your own e-mail address': 'company.validation.domainNotYourEmail',
  'Confirm your e-mail address before adding a domain': 'company.validation.domainUnverifiedEmail',
  "The platform's own domain cannot be moved": 'company.validation.platformDomain',
  'Only account holders and platform administrators can administer the company': 'company.forbidden',
  'Enter a name for the framework': 'frameworks.validation.frameworkNameRequired',
  'Enter a name for the category': 'frameworks.validation.categoryNameRequired',
  'Enter a name for the competency': 'frameworks.validation.competencyNameRequired',
  'Choose a type': 'frameworks.validation.typeRequired',
  'Tags cannot be empty': 'frameworks.validation.tagEmpty',
  'Must be at most 30 characters': 'frameworks.validation.tagTooLong',
  'At most 10 tags': 'frameworks.validation.tooManyTags',
  'Each tag only once': 'frameworks.validation.tagTwice',
  'Must be at most 40 characters': ['frameworks.validation.tooLong40', 'jobProfiles.validation.tooLong40'],
  'Must be at most 80 characters': 'frameworks.validation.tooLong80',
  'Must be at most 1000 characters': 'frameworks.validation.tooLong1000',
  'Must be at most 2000 characters': [
    'frameworks.validation.tooLong2000',
    'jobProfiles.validation.tooLong2000',
    'experience.validation.tooLong2000',
  ],
  [FRAMEWORK_MESSAGES.frameworkNameTaken]: 'frameworks.validation.frameworkNameTaken',
  [FRAMEWORK_MESSAGES.categoryNameTaken]: 'frameworks.validation.categoryNameTaken',
  [FRAMEWORK_MESSAGES.competencyNameTaken]: 'frameworks.validation.competencyNameTaken',
  [FRAMEWORK_MESSAGES.archived]: 'frameworks.validation.archived',
  [FRAMEWORK_MESSAGES.scaleChangedMeanwhile]: 'frameworks.validation.scaleChangedMeanwhile',
  [FRAMEWORK_MESSAGES.frameworkChangedMeanwhile]: 'frameworks.validation.frameworkChangedMeanwhile',
  [FRAMEWORK_MESSAGES.mappingRequired]: 'frameworks.validation.mappingRequired',
  [FRAMEWORK_MESSAGES.categoryNotInFramework]: 'frameworks.validation.categoryNotInFramework',
  [FRAMEWORK_MESSAGES.tooManyLevelDescriptions]: 'frameworks.validation.tooManyLevelDescriptions',
  [FRAMEWORK_MESSAGES.categoryNotEmpty]: 'frameworks.validation.categoryNotEmpty',
  [SCALE_MESSAGES.too_few_levels]: 'frameworks.validation.tooFewLevels',
  [SCALE_MESSAGES.too_many_levels]: 'frameworks.validation.tooManyLevels',
  [SCALE_MESSAGES.level_values_not_consecutive]: 'frameworks.validation.levelsNotConsecutive',
  [SCALE_MESSAGES.level_name_empty]: 'frameworks.validation.levelNameEmpty',
  [SCALE_MESSAGES.level_name_too_long]: 'frameworks.validation.levelNameTooLong',
  [SCALE_MESSAGES.level_names_not_unique]: 'frameworks.validation.levelNamesNotUnique',
  [SCALE_MESSAGES.threshold_outside_scale]: 'frameworks.validation.thresholdOutside',
  [MAPPING_MESSAGES.level_not_mapped]: 'frameworks.validation.levelNotMapped',
  [MAPPING_MESSAGES.mapped_to_missing_level]: 'frameworks.validation.mappedToMissing',
  [MAPPING_MESSAGES.mapping_reverses_order]: 'frameworks.validation.mappingReversesOrder',
  [MAPPING_MESSAGES.level_source_unknown]: 'frameworks.validation.levelSourceUnknown',
  [MAPPING_MESSAGES.level_source_twice]: 'frameworks.validation.levelSourceTwice',
  [MAPPING_MESSAGES.level_source_partial]: 'frameworks.validation.levelSourcePartial',
  [MAPPING_MESSAGES.kept_level_moved]: 'frameworks.validation.keptLevelMoved',
  [PERMISSION_REFUSALS.manage_competencies]: 'frameworks.validation.forbidden',
  [CSV_IMPORT_MESSAGES.invalid]: 'frameworks.csv.serverInvalid',
  [CSV_IMPORT_MESSAGES.notUtf8]: 'frameworks.csv.notUtf8',
  [CSV_IMPORT_MESSAGES.tooLarge]: 'frameworks.csv.tooLarge',
  [CSV_IMPORT_MESSAGES.unsupported]: 'frameworks.csv.unsupported',
  'Enter a job title': 'jobProfiles.validation.titleRequired',
  'This competency is already required': 'jobProfiles.validation.duplicateRequirement',
  'Choose a required level': 'jobProfiles.validation.levelRequired',
  'Choose a level of the scale': 'jobProfiles.validation.levelOutsideScale',
  'Choose critical, important or nice to have': 'jobProfiles.validation.importance',
  [`A job profile requires at most ${REQUIREMENTS_MAX} competencies`]:
    'jobProfiles.validation.tooManyRequirements',
  [JOB_PROFILE_MESSAGES.titleTaken]: 'jobProfiles.validation.titleTaken',
  [JOB_PROFILE_MESSAGES.archived]: 'jobProfiles.validation.archived',
  [JOB_PROFILE_MESSAGES.archivedNotAssignable]: 'jobProfiles.validation.archivedNotAssignable',
  // The same words in three places: job profile requirements, ratings and certifications.
  [JOB_PROFILE_MESSAGES.unknownCompetency]: [
    'jobProfiles.validation.unknownCompetency',
    'competencies.validation.unknownCompetency',
    'experience.validation.unknownCompetency',
  ],
  [JOB_PROFILE_MESSAGES.levelOutsideScale]: 'jobProfiles.validation.levelOutsideScale',
  [JOB_PROFILE_MESSAGES.archivedCompetency]: 'jobProfiles.validation.archivedCompetency',
  [PERMISSION_REFUSALS.manage_job_profiles]: 'jobProfiles.validation.forbidden',
  // Job families and the grade ladder (decision 0054), and a job profile's place in them.
  ...Object.fromEntries(
    Object.entries(JOB_ARCHITECTURE_MESSAGES).map(([key, text]) => [
      text,
      `jobProfiles.architecture.validation.${key}`,
    ]),
  ),
  [DEVELOPMENT_MESSAGES.titleRequired]: 'development.validation.titleRequired',
  [DEVELOPMENT_MESSAGES.titleTooLong]: 'development.validation.titleTooLong',
  [DEVELOPMENT_MESSAGES.descriptionTooLong]: 'development.validation.descriptionTooLong',
  [DEVELOPMENT_MESSAGES.urlInvalid]: 'development.validation.urlInvalid',
  [DEVELOPMENT_MESSAGES.typeRequired]: 'development.validation.typeRequired',
  [DEVELOPMENT_MESSAGES.statusInvalid]: 'development.validation.statusInvalid',
  [DEVELOPMENT_MESSAGES.dueDateInvalid]: 'development.validation.dueDateInvalid',
  [DEVELOPMENT_MESSAGES.competenciesRequired]: 'development.validation.competenciesRequired',
  [DEVELOPMENT_MESSAGES.tooManyCompetencies]: 'development.validation.tooManyCompetencies',
  [DEVELOPMENT_MESSAGES.competencyTwice]: 'development.validation.competencyTwice',
  [DEVELOPMENT_MESSAGES.mentorNotAvailable]: 'development.validation.mentorNotAvailable',
  [DEVELOPMENT_MESSAGES.mentorIsSelf]: 'development.validation.mentorIsSelf',
  [DEVELOPMENT_MESSAGES.mentorOnlyForMentoring]: 'development.validation.mentorOnlyForMentoring',
  [DEVELOPMENT_MESSAGES.tooManyActions]: 'development.validation.tooManyActions',
  [DEVELOPMENT_MESSAGES.actionClosed]: 'development.validation.actionClosed',
  [DEVELOPMENT_MESSAGES.onlyLineManagerApproves]: 'development.validation.onlyLineManagerApproves',
  [DEVELOPMENT_MESSAGES.nothingToApprove]: 'development.validation.nothingToApprove',
  'You can see the development plans of the people who report to you': 'development.validation.forbidden',
  [TEAM_MESSAGES.nameRequired]: 'teams.validation.nameRequired',
  [TEAM_MESSAGES.nameTooLong]: 'teams.validation.nameTooLong',
  [TEAM_MESSAGES.nameTaken]: 'teams.validation.nameTaken',
  [TEAM_MESSAGES.membersRequired]: 'teams.validation.membersRequired',
  [TEAM_MESSAGES.tooManyMembers]: 'teams.validation.tooManyMembers',
  [TEAM_MESSAGES.memberTwice]: 'teams.validation.memberTwice',
  [TEAM_MESSAGES.unknownPerson]: 'teams.validation.unknownPerson',
  [TEAM_MESSAGES.tooManyCompetencies]: 'teams.validation.tooManyCompetencies',
  [TEAM_MESSAGES.competencyTwice]: 'teams.validation.competencyTwice',
  [TEAM_MESSAGES.reportsTeamFixed]: 'teams.validation.reportsTeamFixed',
  [PERMISSION_REFUSALS.manage_teams]: 'teams.validation.forbidden',
  [CAREER_PLAN_MESSAGES.targetDateInvalid]: 'careerPlan.validation.targetDateInvalid',
  [CAREER_PLAN_MESSAGES.tooManyTargets]: 'careerPlan.validation.tooManyTargets',
  [CAREER_PLAN_MESSAGES.targetTwice]: 'careerPlan.validation.targetTwice',
  [CAREER_PLAN_MESSAGES.targetUnknown]: 'careerPlan.validation.targetUnknown',
  [CAREER_PLAN_MESSAGES.targetIsCurrentRole]: 'careerPlan.validation.targetIsCurrentRole',
  // The same words on a career plan and a development plan.
  [CAREER_PLAN_MESSAGES.commentRequired]: [
    'careerPlan.validation.commentRequired',
    'development.validation.commentRequired',
  ],
  'You can see the career plans of the people who report to you': 'careerPlan.validation.forbidden',
  [JOB_PROFILE_MESSAGES.nextStepIsSelf]: 'jobProfiles.validation.nextStepIsSelf',
  [JOB_PROFILE_MESSAGES.nextStepUnknown]: 'jobProfiles.validation.nextStepUnknown',
  [JOB_PROFILE_MESSAGES.promotionLoop]: 'jobProfiles.validation.promotionLoop',
  'Choose each role once': 'jobProfiles.validation.nextStepTwice',
  'Choose promotion or lateral move': 'jobProfiles.validation.nextStepKind',
  [`A job profile leads to at most ${NEXT_STEPS_MAX} next roles`]: 'jobProfiles.validation.tooManyNextSteps',
  [WORK_DETAIL_SET_BY_ADMINISTRATOR]: 'profile.validation.setByAdministrator',
  [ASSESSMENT_MESSAGES.levelRequired]: 'competencies.validation.levelRequired',
  [ASSESSMENT_MESSAGES.levelOutsideScale]: 'competencies.validation.levelOutsideScale',
  [ASSESSMENT_MESSAGES.evidenceUrlInvalid]: 'competencies.validation.evidenceUrlInvalid',
  // The same words (and limit) for evidence and a development action's link.
  [ASSESSMENT_MESSAGES.evidenceUrlTooLong]: [
    'competencies.validation.evidenceUrlTooLong',
    'development.validation.urlTooLong',
  ],
  [ASSESSMENT_MESSAGES.archivedCompetency]: 'competencies.validation.archivedCompetency',
  [ASSESSMENT_MESSAGES.unknownEvidenceFile]: 'competencies.validation.unknownEvidenceFile',
  [ASSESSMENT_MESSAGES.tooMuchEvidence]: 'competencies.validation.tooMuchEvidence',
  [ASSESSMENT_MESSAGES.evidenceTwice]: 'competencies.validation.evidenceTwice',
  [ASSESSMENT_MESSAGES.notYourReport]: 'competencies.validation.notYourReport',
  [ASSESSMENT_MESSAGES.cannotRateSelf]: 'competencies.validation.cannotRateSelf',
  [ASSESSMENT_MESSAGES.dueDateInvalid]: 'competencies.validation.dueDateInvalid',
  [ASSESSMENT_MESSAGES.raterIsSubject]: 'competencies.validation.raterIsSubject',
  [ASSESSMENT_MESSAGES.raterIsManager]: 'competencies.validation.raterIsManager',
  [ASSESSMENT_MESSAGES.notDirectReport]: 'competencies.validation.notDirectReport',
  [ASSESSMENT_MESSAGES.raterNotActive]: 'competencies.validation.raterNotActive',
  [ASSESSMENT_MESSAGES.raterAlreadyAsked]: 'competencies.validation.raterAlreadyAsked',
  [ASSESSMENT_MESSAGES.notYourRequest]: 'competencies.validation.notYourRequest',
  [ASSESSMENT_MESSAGES.requestNotOpen]: 'competencies.validation.requestNotOpen',
  [ASSESSMENT_MESSAGES.notRequested]: 'competencies.validation.notRequested',
  [ASSESSMENT_MESSAGES.notYourApproval]: 'competencies.validation.notYourApproval',
  [ASSESSMENT_MESSAGES.nothingProposed]: 'competencies.validation.nothingProposed',
  [ASSESSMENT_MESSAGES.notProposed]: 'competencies.validation.notProposed',
  [ASSESSMENT_MESSAGES.declineReasonRequired]: 'competencies.validation.declineReasonRequired',
  [ASSESSMENT_MESSAGES.evidenceTooLarge]: 'competencies.validation.evidenceTooLarge',
  [ASSESSMENT_MESSAGES.evidenceUnsupported]: 'competencies.validation.evidenceUnsupported',
  [ASSESSMENT_MESSAGES.nameRequired]: 'competencies.validation.nameRequired',
  [ASSESSMENT_MESSAGES.scopeValueRequired]: 'competencies.validation.scopeValueRequired',
  [ASSESSMENT_MESSAGES.cycleHasNobody]: 'competencies.validation.cycleHasNobody',
  [ASSESSMENT_MESSAGES.cycleClosed]: 'competencies.validation.cycleClosed',
  // The same words (and limit) for a rating's comment and a career-plan comment.
  [ASSESSMENT_MESSAGES.commentTooLong]: [
    'competencies.validation.commentTooLong',
    'careerPlan.validation.commentTooLong',
    'development.validation.commentTooLong',
  ],
  [ASSESSMENT_MESSAGES.rateEachOnce]: 'competencies.validation.rateEachOnce',
  [ASSESSMENT_MESSAGES.relationshipRequired]: 'competencies.validation.relationshipRequired',
  [ASSESSMENT_MESSAGES.ratersRequired]: 'competencies.validation.ratersRequired',
  [ASSESSMENT_MESSAGES.tooManyRaters]: 'competencies.validation.tooManyRaters',
  [ASSESSMENT_MESSAGES.raterTwice]: 'competencies.validation.raterTwice',
  [ASSESSMENT_MESSAGES.messageTooLong]: 'competencies.validation.messageTooLong',
  [ASSESSMENT_MESSAGES.competenciesRequired]: 'competencies.validation.competenciesRequired',
  [ASSESSMENT_MESSAGES.tooManyCompetencies]: 'competencies.validation.tooManyCompetencies',
  [ASSESSMENT_MESSAGES.declineReasonTooLong]: 'competencies.validation.declineReasonTooLong',
  [ASSESSMENT_MESSAGES.cycleNameTooLong]: 'competencies.validation.cycleNameTooLong',
  [ASSESSMENT_MESSAGES.scopeRequired]: 'competencies.validation.scopeRequired',
  [ASSESSMENT_MESSAGES.minPeerRaters]: 'frameworks.rules.errors.minPeers',
  [ASSESSMENT_MESSAGES.weightsAllZero]: 'frameworks.rules.errors.weightsAllZero',
  [ASSESSMENT_MESSAGES.orderNotPermutation]: 'frameworks.rules.errors.orderNotPermutation',
  [ASSESSMENT_MESSAGES.minPeerRatersTooHigh]: 'frameworks.rules.errors.minPeersTooHigh',
  [EXPERIENCE_MESSAGES.employerRequired]: 'experience.validation.employerRequired',
  [EXPERIENCE_MESSAGES.titleRequired]: 'experience.validation.titleRequired',
  [EXPERIENCE_MESSAGES.nameRequired]: 'experience.validation.nameRequired',
  [EXPERIENCE_MESSAGES.dateInvalid]: 'experience.validation.dateInvalid',
  [EXPERIENCE_MESSAGES.endBeforeStart]: 'experience.validation.endBeforeStart',
  [EXPERIENCE_MESSAGES.expiryBeforeIssue]: 'experience.validation.expiryBeforeIssue',
  [EXPERIENCE_MESSAGES.unknownFile]: 'experience.validation.unknownFile',
  [BRANDING_MESSAGES.colour]: 'branding.validation.colour',
  [BRANDING_MESSAGES.customCssTooLong]: 'branding.validation.customCssTooLong',
  [BRANDING_MESSAGES.customCssUnreadable]: 'branding.validation.customCssUnreadable',
  [BRANDING_MESSAGES.logoTooManyPixels]: 'branding.validation.logoTooManyPixels',
  [PERMISSION_REFUSALS.administer_it]: 'itOverview.forbidden',
  [IT_ADMIN_MESSAGES.jobNotFailed]: 'itSystem.failed.errors.notFailed',
  [IT_ADMIN_MESSAGES.jobNotRetryable]: 'itSystem.failed.errors.notRetryable',
  [IT_SESSIONS_MESSAGES.ownCurrentSession]: 'itUsers.errors.ownCurrentSession',
  [IT_SESSIONS_MESSAGES.notYourRank]: 'itUsers.errors.notYourRank',
  [IT_SESSIONS_MESSAGES.notYourself]: 'itUsers.errors.notYourself',
  // Two-step sign-in (the security area: /auth, /profile and the must-enrol screen load it).
  [TWO_FACTOR_MESSAGES.wrongPassword]: 'security.errors.wrongPassword',
  [TWO_FACTOR_MESSAGES.wrongCode]: 'security.errors.wrongCode',
  [TWO_FACTOR_MESSAGES.challengeExpired]: 'security.errors.challengeExpired',
  [TWO_FACTOR_MESSAGES.locked]: 'security.errors.locked',
  [TWO_FACTOR_MESSAGES.alreadyEnabled]: 'security.errors.alreadyEnabled',
  [TWO_FACTOR_MESSAGES.notStarted]: 'security.errors.notStarted',
  [TWO_FACTOR_MESSAGES.notEnabled]: 'security.errors.notEnabled',
  [TWO_FACTOR_MESSAGES.requiredByPolicy]: 'security.errors.requiredByPolicy',
  [TWO_FACTOR_MESSAGES.mustEnrol]: 'security.errors.mustEnrol',
  [TWO_FACTOR_MESSAGES.passkeyNotVerified]: 'security.errors.passkeyNotVerified',
  [TWO_FACTOR_MESSAGES.passkeyExpired]: 'security.errors.passkeyExpired',
  [TWO_FACTOR_MESSAGES.passkeyUnknown]: 'security.errors.passkeyUnknown',
  [TWO_FACTOR_MESSAGES.passkeysNotAllowed]: 'security.errors.passkeysNotAllowed',
  [TWO_FACTOR_MESSAGES.passwordNotAllowed]: 'security.errors.passwordNotAllowed',
  [TWO_FACTOR_MESSAGES.tooManyPasskeys]: 'security.errors.tooManyPasskeys',
  [TWO_FACTOR_MESSAGES.lastFactor]: 'security.errors.lastFactor',
  [TWO_FACTOR_MESSAGES.signInAgain]: 'security.errors.signInAgain',
  'Name the passkey': 'security.errors.nameRequired',
  'Use at most 60 characters': 'security.errors.nameTooLong',
  'Enter the six-digit code': 'security.errors.sixDigits',
  'Enter a recovery code': 'security.errors.recoveryCode',
  [SYSTEM_THEME_MESSAGES.nameRequired]: 'systemAdmin.validation.nameRequired',
  [SYSTEM_THEME_MESSAGES.nameTooLong]: 'systemAdmin.validation.nameTooLong',
  [SYSTEM_IMAGE_MESSAGES.nameRequired]: 'systemAdmin.validation.imageNameRequired',
  [SYSTEM_IMAGE_MESSAGES.nameTooLong]: 'systemAdmin.validation.imageNameTooLong',
  [SYSTEM_IMAGE_MESSAGES.descriptionTooLong]: 'systemAdmin.validation.descriptionTooLong',
  [SYSTEM_IMAGE_MESSAGES.type]: 'systemAdmin.validation.imageType',
  // Where a seat is given: approvals (dashboard, user management), accepting an invitation, the subscription.
  // Approvals and reactivations (people); the invitation page says it to the invitee its own way.
  [SUBSCRIPTION_MESSAGES.seatLimitReached]: ['people.errors.seatLimit', 'subscription.errors.seatLimit'],
  [SUBSCRIPTION_MESSAGES.planTooSmall]: 'subscription.errors.planTooSmall',
  [SUBSCRIPTION_MESSAGES.seatsInUse]: 'subscription.errors.seatsInUse',
  [SUBSCRIPTION_MESSAGES.samePlan]: 'subscription.errors.samePlan',
  [SUBSCRIPTION_MESSAGES.notRecurring]: 'subscription.errors.notRecurring',
  [SUBSCRIPTION_MESSAGES.alreadyCanceled]: 'subscription.errors.alreadyCanceled',
  [SUBSCRIPTION_MESSAGES.nothingToCancel]: 'subscription.errors.nothingToCancel',
  [SUBSCRIPTION_MESSAGES.quantity]: 'subscription.errors.quantity',
  [SUBSCRIPTION_MESSAGES.planFirst]: 'subscription.errors.planFirst',
  [SUBSCRIPTION_MESSAGES.readOnly]: 'subscription.errors.readOnly',
  [SUBSCRIPTION_MESSAGES.creditsUsedUp]: 'subscription.errors.creditsUsedUp',
  [SUBSCRIPTION_MESSAGES.planLacksFeature]: 'subscription.errors.planLacksFeature',
  [INTERNAL_AI_MESSAGES.baseUrl]: 'subscription.internalAiPanel.validation.baseUrl',
  [INTERNAL_AI_MESSAGES.baseUrlScheme]: 'subscription.internalAiPanel.validation.baseUrlScheme',
  [INTERNAL_AI_MESSAGES.baseUrlCredentials]: 'subscription.internalAiPanel.validation.baseUrlCredentials',
  [INTERNAL_AI_MESSAGES.baseUrlTooLong]: 'subscription.internalAiPanel.validation.baseUrlTooLong',
  [INTERNAL_AI_MESSAGES.blockedAddress]: 'subscription.internalAiPanel.validation.blockedAddress',
  [INTERNAL_AI_MESSAGES.unresolvable]: 'subscription.internalAiPanel.validation.unresolvable',
  [INTERNAL_AI_MESSAGES.plainHttp]: 'subscription.internalAiPanel.validation.plainHttp',
  [INTERNAL_AI_MESSAGES.model]: 'subscription.internalAiPanel.validation.model',
  [INTERNAL_AI_MESSAGES.modelTooLong]: 'subscription.internalAiPanel.validation.modelTooLong',
  [INTERNAL_AI_MESSAGES.apiKey]: 'subscription.internalAiPanel.validation.apiKey',
  [INTERNAL_AI_MESSAGES.apiKeyTooLong]: 'subscription.internalAiPanel.validation.apiKeyTooLong',
  [INTERNAL_AI_MESSAGES.notConfigured]: 'subscription.internalAiPanel.validation.notConfigured',
  [INTERNAL_AI_MESSAGES.keyForNewAddress]: 'subscription.internalAiPanel.validation.keyForNewAddress',
  [INTERNAL_AI_MESSAGES.checkTooSoon]: 'subscription.internalAiPanel.validation.checkTooSoon',
  [INTERNAL_AI_MESSAGES.requiresEnterprise]: 'subscription.internalAiPanel.requiresEnterprise',
  [PAYMENT_MESSAGES.cardUnavailable]: 'subscription.invoices.errors.cardUnavailable',
  [PAYMENT_MESSAGES.notPayable]: 'subscription.invoices.errors.notPayable',
  [GENERATOR_MESSAGES.name]: 'frameworks.generator.nameFirst',
  [GENERATOR_MESSAGES.failed]: 'frameworks.generator.failed',
  [PLATFORM_MESSAGES.reasonRequired]: 'systemAdmin.subscriptions.validation.reasonRequired',
  [PLATFORM_MESSAGES.reasonTooLong]: 'systemAdmin.subscriptions.validation.reasonTooLong',
  [PLATFORM_MESSAGES.credits]: 'systemAdmin.subscriptions.validation.credits',
  [PLATFORM_MESSAGES.invoiceNotOpen]: 'systemAdmin.subscriptions.validation.invoiceNotOpen',
  [TOOLTIP_MESSAGES.pageUnknown]: 'tooltipAdmin.errors.pageUnknown',
  [TOOLTIP_MESSAGES.selectorRequired]: 'tooltipAdmin.errors.selectorRequired',
  [TOOLTIP_MESSAGES.selectorTooLong]: 'tooltipAdmin.errors.selectorTooLong',
  [TOOLTIP_MESSAGES.selectorCharacters]: 'tooltipAdmin.errors.selectorCharacters',
  [TOOLTIP_MESSAGES.englishRequired]: 'tooltipAdmin.errors.englishRequired',
  [TOOLTIP_MESSAGES.textTooLong]: 'tooltipAdmin.errors.textTooLong',
  [TOOLTIP_MESSAGES.tooMany]: 'tooltipAdmin.errors.tooMany',
  [TOOLTIP_MESSAGES.tooManyOnPage]: 'tooltipAdmin.errors.tooManyOnPage',
  [TOOLTIP_MESSAGES.duplicate]: 'tooltipAdmin.errors.duplicate',
};

export function translateValidationMessage(
  t: TFunction,
  message: string | undefined,
  params: Readonly<Record<string, number | string>> = {},
): string | undefined {
  if (!message) return undefined;
  // The company's own password minimum (IT Administration > Security) names its number.
  const companyMinimum = COMPANY_PASSWORD_MIN_PATTERN.exec(message);
  if (companyMinimum) {
    return t('validation.passwordTooShortForCompany', {
      min: Number(companyMinimum[1]),
      defaultValue: message,
    });
  }
  const key = VALIDATION_KEYS[message];
  // The English message stands in while a page's translation area is not loaded, never a raw key.
  return key
    ? t(key, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, ...params, defaultValue: message })
    : message;
}

/** Codes every form treats the same way; forms handle their own codes before falling back to this. */
export function errorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.network');
  if (error.status === 429 || error.code === 'RATE_LIMITED') {
    const seconds = error.retryAfterSeconds;
    if (!seconds) return t('errors.rateLimitedSoon');
    // Hourly limits (e.g. e-mails sent) answer with thousands of seconds: say minutes instead.
    return seconds >= 120
      ? t('errors.rateLimitedMinutes', { count: Math.ceil(seconds / 60) })
      : t('errors.rateLimited', { count: seconds });
  }
  // Spec section 8: a failed response that carries no text of its own reads 'HTTP error! status: {code}'.
  if (/^HTTP_\d+$/.test(error.code)) return error.message;
  // The database is restarting or out of reach (decision 0076): nothing was done, a retry will work.
  if (error.code === 'UNAVAILABLE') return t('errors.unavailable');
  if (error.code === 'STORAGE_FULL') return t('errors.storageFull');
  if (error.status >= 500) return t('errors.server');
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return t('errors.unauthenticated');
    case 'FORBIDDEN':
      return t('errors.forbidden');
    case 'ORIGIN_MISMATCH':
      return t('errors.originMismatch', {
        origin: typeof window === 'undefined' ? '' : window.location.origin,
        expected: error.params.expected ?? '',
      });
    case 'NOT_FOUND':
      return t('errors.notFound');
    default:
      return translateValidationMessage(t, error.message, error.params) ?? t('errors.unknown');
  }
}
