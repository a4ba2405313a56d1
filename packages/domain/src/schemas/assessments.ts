import { z } from 'zod';
import { MIN_ANONYMOUS_RATERS, RATING_SOURCES } from '../current-level.ts';
import { IMPORTANCES } from '../gap-analysis.ts';
import { MAX_SCALE_LEVELS } from '../proficiency.ts';
import { Id, plainLine, plainText, Timestamp } from './common.ts';
import { isWebAddress, withScheme } from './company-admin.ts';
import { ScaleLevel } from './competencies.ts';
import { CERTIFICATION_STATUSES } from './experience.ts';

/** Assessments (issue 8): self and manager ratings, 360 feedback, cycles and how levels combine. */

export const COMMENT_MAX = 2000;
export const EVIDENCE_URL_MAX = 2000;
/** Pieces of evidence (links and files) one rating may carry. */
export const EVIDENCE_PER_RATING_MAX = 5;
export const RATINGS_PER_SUBMISSION_MAX = 200;
export const FEEDBACK_RATERS_MAX = 20;
export const FEEDBACK_COMPETENCIES_MAX = 50;
export const FEEDBACK_MESSAGE_MAX = 1000;
export const DECLINE_REASON_MAX = 500;
/** A due date at most this many days ahead. */
export const DUE_DAYS_MAX = 180;
/** A feedback request may still be answered this many days after its due date; then it expires. */
export const FEEDBACK_GRACE_DAYS = 7;
/** An open cycle reminds whoever has not finished this many days before its deadline, once. */
export const CYCLE_AUTO_REMIND_DAYS = 3;
export const CYCLE_NAME_MAX = 120;
/** The highest anonymity threshold a company may set. */
export const MAX_PEER_RATERS = 20;
/** Evidence files: PDFs, office documents, images and plain text, up to 5 MB. */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
export const EVIDENCE_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

/**
 * What an evidence upload may declare. Never text/plain: that is a type a cross-site form can send,
 * refused on every route (apps/api/src/http/origin-check.ts); a text file goes as octet-stream and the
 * server decides from the bytes.
 */
export const EVIDENCE_UPLOAD_TYPES = [
  ...EVIDENCE_CONTENT_TYPES.filter((type) => type !== 'text/plain'),
  'application/octet-stream',
] as const;

export const ASSESSMENT_MESSAGES = {
  levelRequired: 'Choose a level',
  levelOutsideScale: 'Choose a level of the competency’s scale',
  evidenceUrlInvalid: 'Enter a web address such as https://example.com/certificate',
  evidenceUrlTooLong: `A link has at most ${EVIDENCE_URL_MAX} characters`,
  unknownCompetency: 'Choose competencies of your company’s frameworks',
  archivedCompetency: 'This competency is archived and can no longer be rated',
  unknownEvidenceFile: 'Upload the evidence file again',
  tooMuchEvidence: `A rating carries at most ${EVIDENCE_PER_RATING_MAX} pieces of evidence`,
  evidenceTwice: 'Attach each link or file once',
  notYourReport: 'You can rate only the people who report to you',
  cannotRateSelf: 'Use your self-assessment to rate yourself',
  dueDateInvalid: 'Choose a due date from today up to six months ahead',
  raterIsSubject: 'Nobody can give feedback on themselves',
  raterIsManager: 'The line manager rates by name, not among the colleagues',
  notDirectReport: 'This colleague does not report to this person: choose peer or other',
  raterNotActive: 'Choose active colleagues of your company',
  raterAlreadyAsked: 'This colleague already has an open request for this person',
  notYourRequest: 'You can ask for feedback only on yourself or the people who report to you',
  requestNotOpen: 'This request is no longer open',
  notRequested: 'Rate only the competencies you were asked about',
  declineReasonRequired: 'Say briefly why you decline',
  evidenceTooLarge: 'The file must be at most 5 MB',
  evidenceUnsupported: 'Choose a PDF, an image, a text file or a Word, Excel or PowerPoint document',
  nameRequired: 'Enter a name for the cycle',
  scopeValueRequired: 'Choose a unit or a job profile',
  cycleHasNobody: 'Nobody is in this cycle’s scope: choose another unit or job profile',
  cycleClosed: 'This cycle is closed',
  minPeerRaters: `At least ${MIN_ANONYMOUS_RATERS} answers are needed before an average is shown`,
  weightsAllZero: 'Give at least one source a weight above zero',
  orderNotPermutation: 'Put each source in the order once',
  commentTooLong: `A comment has at most ${COMMENT_MAX} characters`,
  rateEachOnce: 'Rate each competency once',
  relationshipRequired: 'Choose peer, direct report or other',
  ratersRequired: 'Choose at least one colleague',
  tooManyRaters: `Ask at most ${FEEDBACK_RATERS_MAX} colleagues at once`,
  raterTwice: 'Choose each colleague once',
  messageTooLong: `A message has at most ${FEEDBACK_MESSAGE_MAX} characters`,
  competenciesRequired: 'Choose the competencies to ask about',
  tooManyCompetencies: `Ask about at most ${FEEDBACK_COMPETENCIES_MAX} competencies`,
  declineReasonTooLong: `A reason has at most ${DECLINE_REASON_MAX} characters`,
  cycleNameTooLong: `A cycle name has at most ${CYCLE_NAME_MAX} characters`,
  scopeRequired: 'Choose who takes part',
  minPeerRatersTooHigh: `At most ${MAX_PEER_RATERS} answers can be required`,
  notYourApproval: 'Only the person’s line manager or an administrator can approve their colleagues',
  nothingProposed: 'Nothing waits for approval for this person',
  notProposed: 'Choose among the colleagues this person proposed',
} as const;

/** A calendar day as YYYY-MM-DD that exists (2027-02-30 does not): one message whatever is wrong. */
export const isoDay = z.string({ error: ASSESSMENT_MESSAGES.dueDateInvalid }).refine(
  (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  },
  { error: ASSESSMENT_MESSAGES.dueDateInvalid },
);

/** A link given as evidence: a web address (the scheme added when left out), one line. */
const EvidenceUrl = z.preprocess(
  withScheme,
  plainLine(
    z
      .string({ error: ASSESSMENT_MESSAGES.evidenceUrlInvalid })
      .max(EVIDENCE_URL_MAX, { error: ASSESSMENT_MESSAGES.evidenceUrlTooLong })
      .refine(isWebAddress, { error: ASSESSMENT_MESSAGES.evidenceUrlInvalid }),
  ),
);

export const Level = z
  .int({ error: ASSESSMENT_MESSAGES.levelRequired })
  .min(1, { error: ASSESSMENT_MESSAGES.levelRequired })
  .max(MAX_SCALE_LEVELS, { error: ASSESSMENT_MESSAGES.levelOutsideScale });

export const Comment = plainText(
  z.string().trim().max(COMMENT_MAX, { error: ASSESSMENT_MESSAGES.commentTooLong }),
);

export const EVIDENCE_KINDS = ['link', 'file'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** One piece of evidence given with a rating: a web link, or an evidence file the rater uploaded. */
export const EvidenceInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('link'), url: EvidenceUrl }),
  z.object({ kind: z.literal('file'), fileId: Id }),
]);
export type EvidenceInput = z.infer<typeof EvidenceInput>;

const evidenceKey = (piece: EvidenceInput) =>
  piece.kind === 'link' ? `link:${piece.url}` : `file:${piece.fileId}`;

export const RatingInput = z.object({
  competencyId: Id,
  level: Level,
  comment: Comment.default(''),
  evidence: z
    .array(EvidenceInput)
    .max(EVIDENCE_PER_RATING_MAX, { error: ASSESSMENT_MESSAGES.tooMuchEvidence })
    .default([])
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((piece, index) => {
        const key = evidenceKey(piece);
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [index, piece.kind === 'link' ? 'url' : 'fileId'],
            message: ASSESSMENT_MESSAGES.evidenceTwice,
          });
        seen.add(key);
      });
    }),
});
export type RatingInput = z.infer<typeof RatingInput>;

const ratingList = z
  .array(RatingInput)
  .min(1, { error: ASSESSMENT_MESSAGES.levelRequired })
  .max(RATINGS_PER_SUBMISSION_MAX)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((rating, index) => {
      if (seen.has(rating.competencyId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'competencyId'],
          message: ASSESSMENT_MESSAGES.rateEachOnce,
        });
      }
      seen.add(rating.competencyId);
    });
  });

/** Self-ratings, or a manager's ratings of a report: appended, never overwriting earlier ones. */
export const AssessmentInput = z.object({ ratings: ratingList });
export type AssessmentInput = z.infer<typeof AssessmentInput>;

export const PersonParams = z.object({ personId: Id });
export const RequestParams = z.object({ requestId: Id });
export const CycleParams = z.object({ cycleId: Id });

// ---- What the API answers ----

export const EvidenceFile = z.object({ id: Id, name: z.string(), byteSize: z.int() });

/** A piece of evidence as shown with its rating: a link, or a file to download. */
export const EvidenceView = z.object({
  id: Id,
  kind: z.enum(EVIDENCE_KINDS),
  url: z.string().nullable(),
  file: EvidenceFile.nullable(),
  /** The day it was added (YYYY-MM-DD). */
  addedOn: z.string(),
});
export type EvidenceView = z.infer<typeof EvidenceView>;

/** One rating as a person is allowed to see it: the level read on the current scale, and as given. */
export const RatingView = z.object({
  level: z.int().nullable(),
  originalLevel: z.int(),
  originalVersion: z.int(),
  /** Given on an earlier version of the scale and read through its mapping (`level` is the reading). */
  mapped: z.boolean(),
  ratedAt: Timestamp,
  comment: z.string(),
  raterName: z.string().nullable(),
  /** Its pieces of evidence, in the order given. */
  evidence: z.array(EvidenceView),
});
export type RatingView = z.infer<typeof RatingView>;

export const Contribution = z.object({
  source: z.enum(RATING_SOURCES),
  level: z.number(),
  raterName: z.string().nullable(),
  peerCount: z.int().nullable(),
  ratedAt: Timestamp,
  weight: z.number(),
});

export const CurrentLevelView = z.object({
  level: z.number().nullable(),
  contributions: z.array(Contribution),
  peersWithheld: z.int(),
  /** How sure the level is, 0–100 (domain/level-confidence.ts); 0 without a level. */
  confidence: z.int().min(0).max(100),
  /** The last day the level holds (YYYY-MM-DD): after it, it is due for re-assessment. */
  validUntil: z.string().nullable(),
});

/** A qualification of the person linked to the competency (from /experience): evidence, not a rating. */
export const LinkedCertification = z.object({
  id: Id,
  name: z.string(),
  issuer: z.string(),
  expiresOn: z.string().nullable(),
  status: z.enum(CERTIFICATION_STATUSES),
  file: EvidenceFile.nullable(),
});
export type LinkedCertification = z.infer<typeof LinkedCertification>;

export const AssessedCompetency = z.object({
  competencyId: Id,
  name: z.string(),
  description: z.string(),
  categoryName: z.string(),
  frameworkId: Id,
  frameworkName: z.string(),
  levels: z.array(ScaleLevel),
  proficientLevel: z.int(),
  levelDescriptions: z.array(z.string()),
  archived: z.boolean(),
  required: z.object({ level: z.int(), importance: z.enum(IMPORTANCES) }).nullable(),
  self: RatingView.nullable(),
  manager: RatingView.nullable(),
  /**
   * Colleagues (peers, direct reports, others) as the latest published average and how many answers
   * it holds; null until enough have answered. `pending`: answers that wait for the next round.
   */
  peers: z.object({ average: z.number().nullable(), count: z.int(), pending: z.int() }),
  current: CurrentLevelView,
  certifications: z.array(LinkedCertification),
});
export type AssessedCompetency = z.infer<typeof AssessedCompetency>;

export const PersonRef = z.object({ id: Id, fullName: z.string() });

export const PersonAssessment = z.object({
  person: PersonRef.extend({
    jobTitle: z.string().nullable(),
    jobProfile: z.object({ id: Id, title: z.string() }).nullable(),
    lineManager: PersonRef.nullable(),
  }),
  competencies: z.array(AssessedCompetency),
  /** What the viewer may do here: rate as self, rate as manager. */
  canRateAsSelf: z.boolean(),
  canRateAsManager: z.boolean(),
  minPeerRaters: z.int(),
});
export type PersonAssessment = z.infer<typeof PersonAssessment>;

export const ReportSummary = z.object({
  id: Id,
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
  selfRatedCount: z.int(),
  managerRatedCount: z.int(),
  requiredCount: z.int(),
  /** Fit to their own job profile, as the gap analysis computes it; null without a profile or a level. */
  fitPercent: z.int().nullable(),
  /** Requirements of their profile not met yet. */
  gapCount: z.int(),
});
export const MyReports = z.object({ items: z.array(ReportSummary) });

export const EvidenceUploadResult = EvidenceFile;

export const GapQuery = z.object({ jobProfileId: Id.optional() });

export const GapRowView = z.object({
  competencyId: Id,
  name: z.string(),
  categoryName: z.string(),
  requiredLevel: z.int(),
  requiredLevelName: z.string(),
  currentLevel: z.number().nullable(),
  levelCount: z.int(),
  gap: z.number(),
  importance: z.enum(IMPORTANCES),
  weight: z.int(),
  met: z.number(),
});
export type GapRowView = z.infer<typeof GapRowView>;

/** A person against a job profile: their own by default, or another ("what if I moved to X?"). */
export const GapReport = z.object({
  person: PersonRef,
  jobProfile: z
    .object({
      id: Id,
      title: z.string(),
      department: z.string(),
      grade: z.string(),
      isOwn: z.boolean(),
      /** The version of the role's requirements the gaps are measured against. */
      requirementsVersion: z.int(),
    })
    .nullable(),
  fitPercent: z.int().nullable(),
  requirementsMet: z.int(),
  rows: z.array(GapRowView),
});
export type GapReport = z.infer<typeof GapReport>;

/** The company's job profiles as anyone may browse them (titles only), for "what if I moved to X?". */
export const RoleList = z.object({
  items: z.array(z.object({ id: Id, title: z.string(), department: z.string(), grade: z.string() })),
});

export const ColleagueQuery = z.object({
  q: plainLine(z.string().trim().max(200)).optional(),
  /** Colleagues to ask about one of the caller's direct reports instead of about the caller. */
  aboutId: Id.optional(),
});
export const ColleagueList = z.object({
  items: z.array(
    z.object({
      id: Id,
      fullName: z.string(),
      jobTitle: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      /** They report to the person asked about (the caller, or the report in `aboutId`): their answer is recorded as a direct report's. */
      reportsToYou: z.boolean(),
    }),
  ),
});

export const HistoryQuery = z.object({ competencyId: Id });

/** Pieces of evidence a page of the evidence list holds at most. */
export const EVIDENCE_LIST_MAX = 50;
/** What a piece of evidence may be (migration 0051): given with a rating, or a linked certification. */
export const EVIDENCE_RECORD_KINDS = ['link', 'file', 'certification'] as const;

export const EvidenceListQuery = z.object({
  competencyId: Id,
  personId: Id.optional(),
  limit: z.coerce.number().int().min(1).max(EVIDENCE_LIST_MAX).default(20),
  cursor: z.string().max(400).optional(),
});
export type EvidenceListQuery = z.infer<typeof EvidenceListQuery>;

/**
 * One piece of a person's evidence for a competency, newest first: a link or file given with a self
 * or manager rating (never a colleague's: they stay anonymous), or a certification linked to it.
 */
export const EvidenceEntry = z.object({
  id: Id,
  kind: z.enum(EVIDENCE_RECORD_KINDS),
  url: z.string().nullable(),
  file: EvidenceFile.nullable(),
  certification: LinkedCertification.nullable(),
  /** Whose rating it came with; null for a certification. */
  ratingSource: z.enum(['self', 'manager']).nullable(),
  /** The day it was added (YYYY-MM-DD). */
  addedOn: z.string(),
  /** Who added it; null once that person was erased. */
  addedBy: z.string().nullable(),
});
export type EvidenceEntry = z.infer<typeof EvidenceEntry>;

export const EvidenceList = z.object({ items: z.array(EvidenceEntry), nextCursor: z.string().nullable() });
export type EvidenceList = z.infer<typeof EvidenceList>;

/** Every rating of one competency that the viewer may see, oldest first, read on the current scale. */
export const LevelHistory = z.object({
  competencyId: Id,
  levels: z.array(ScaleLevel),
  points: z.array(
    z.object({
      ratedAt: Timestamp,
      source: z.enum(['self', 'manager', 'peers']),
      level: z.number().nullable(),
      raterName: z.string().nullable(),
      /** For peers: how many answers the average at that time was made of. */
      peerCount: z.int().nullable(),
    }),
  ),
  /** The current level at the end of each day it changed, under the company's rules as they are now. */
  current: z.array(z.object({ at: Timestamp, level: z.number().nullable() })),
});
export type LevelHistory = z.infer<typeof LevelHistory>;

/** What the dashboard asks of the viewer: open cycles, feedback to give, reports waiting for a rating. */
export const AssessmentTasks = z.object({
  cycles: z.array(z.object({ id: Id, name: z.string(), dueOn: z.string(), selfDone: z.boolean() })),
  feedbackToGive: z.array(z.object({ id: Id, subjectName: z.string(), dueOn: z.string() })),
  /** People whose proposed colleagues wait for the viewer's approval. */
  feedbackToApprove: z.array(z.object({ subjectId: Id, subjectName: z.string(), raterCount: z.int() })),
  reportsToRate: z.int(),
});
export type AssessmentTasks = z.infer<typeof AssessmentTasks>;
