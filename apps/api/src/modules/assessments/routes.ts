import {
  CycleDetail,
  CycleInput,
  CycleList,
  CycleUpdateInput,
  RemindResult,
} from '@competencyhub/domain/schemas/assessment-cycles';
import {
  ASSESSMENT_MESSAGES,
  AssessmentInput,
  AssessmentTasks,
  ColleagueList,
  ColleagueQuery,
  CycleParams,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_UPLOAD_TYPES,
  EvidenceList,
  EvidenceListQuery,
  EvidenceUploadResult,
  GapQuery,
  GapReport,
  HistoryQuery,
  LevelHistory,
  MyReports,
  PersonAssessment,
  PersonParams,
  RequestParams,
  RoleList,
} from '@competencyhub/domain/schemas/assessments';
import { Id } from '@competencyhub/domain/schemas/common';
import {
  DeclineInput,
  FeedbackAnswerInput,
  FeedbackOverview,
  FeedbackRequestInput,
  ProposalDecisionInput,
} from '@competencyhub/domain/schemas/feedback-requests';
import {
  CompetencySettings,
  CompetencySettingsInput,
  DryRunParams,
  LevelRulesDryRun,
  LevelRulesDryRunInput,
} from '@competencyhub/domain/schemas/level-rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routes } from '../../http/route.ts';
import { about, personal } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { acceptRawUploads } from '../files/upload-body.ts';
import { getDryRun, startDryRun } from '../levels/dry-run.ts';
import { closeCycle, getCycle, launchCycle, listCycles, remindCycle, updateCycle } from './cycles.ts';
import { uploadEvidence } from './evidence.ts';
import { evidenceList } from './evidence-list.ts';
import {
  acceptRequest,
  answerRequest,
  cancelRequest,
  declineRequest,
  feedbackOverview,
  requestFeedback,
} from './feedback.ts';
import { approveProposal } from './feedback-approval.ts';
import { colleagues, gapReport, levelHistory, roleList } from './gaps.ts';
import {
  myAssessment,
  myReports,
  personAssessment,
  submitManagerAssessment,
  submitSelfAssessment,
} from './ratings.ts';
import { getCompetencySettings, retryRecompute, updateCompetencySettings } from './settings.ts';
import { assessmentTasks } from './tasks.ts';

const EvidenceQuery = z.object({ name: z.string().max(500).optional() });
const RolesQuery = z.object({ personId: Id.optional() });

/**
 * Assessments (issue 8): one's own ratings, a manager's ratings of their reports, 360 feedback,
 * assessment cycles and the company's rules for combining sources. Who may see and rate whom is
 * decided in the services; every route here needs an approved member at least.
 */
export function assessmentRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);

  r.get('/api/v1/assessments/me', 'member', { response: PersonAssessment }, ({ viewer }) =>
    myAssessment(services, personal(viewer)),
  );
  r.post(
    '/api/v1/assessments/me',
    'member',
    { body: AssessmentInput, response: PersonAssessment, status: 201 },
    ({ viewer, body, req }) => submitSelfAssessment(services, personal(viewer), body, req),
  );
  r.get('/api/v1/assessments/tasks', 'member', { response: AssessmentTasks }, ({ viewer }) =>
    assessmentTasks(services, personal(viewer)),
  );
  r.get('/api/v1/assessments/reports', 'member', { response: MyReports }, ({ viewer }) =>
    myReports(services, personal(viewer)),
  );
  r.get(
    '/api/v1/assessments/people/:personId',
    'member',
    { params: PersonParams, response: PersonAssessment },
    ({ viewer, params }) => personAssessment(services, viewer, params.personId),
  );
  r.post(
    '/api/v1/assessments/people/:personId',
    'member',
    { params: PersonParams, body: AssessmentInput, response: PersonAssessment, status: 201 },
    ({ viewer, params, body, req }) => submitManagerAssessment(services, viewer, params.personId, body, req),
  );

  // Evidence files are raw bodies of their own types, up to 5 MB; everything else keeps the JSON limit.
  void app.register(async (scope) => {
    acceptRawUploads(scope, {
      contentTypes: EVIDENCE_UPLOAD_TYPES,
      maxBytes: EVIDENCE_MAX_BYTES,
      messages: {
        tooLarge: ASSESSMENT_MESSAGES.evidenceTooLarge,
        unsupported: ASSESSMENT_MESSAGES.evidenceUnsupported,
      },
    });
    routes(scope, services).post(
      '/api/v1/assessments/evidence',
      'member',
      { query: EvidenceQuery, response: EvidenceUploadResult, status: 201 },
      // Evidence goes with one's own self-assessment or certificates: one's own company.
      ({ viewer, req, query }) => uploadEvidence(services, personal(viewer), req.body, query.name),
    );
  });

  r.get(
    '/api/v1/assessments/gaps',
    'member',
    { query: GapQuery.extend({ personId: Id.optional() }), response: GapReport },
    ({ viewer, query }) =>
      gapReport(services, about(viewer, query.personId), query.personId, query.jobProfileId),
  );
  // A person's evidence for one competency (by default one's own), newest first, a page at a time.
  r.get(
    '/api/v1/assessments/evidence',
    'member',
    { query: EvidenceListQuery, response: EvidenceList },
    ({ viewer, query }) => evidenceList(services, about(viewer, query.personId), query),
  );
  r.get(
    '/api/v1/assessments/history',
    'member',
    { query: HistoryQuery.extend({ personId: Id.optional() }), response: LevelHistory },
    ({ viewer, query }) =>
      levelHistory(services, about(viewer, query.personId), query.personId, query.competencyId),
  );
  // The roles a person (by default oneself) could move to: those of their company.
  r.get('/api/v1/roles', 'member', { query: RolesQuery, response: RoleList }, ({ viewer, query }) =>
    roleList(services, about(viewer, query.personId), query.personId),
  );
  // Colleagues to ask for feedback on oneself or one's reports: one's own company.
  r.get(
    '/api/v1/colleagues',
    'member',
    { query: ColleagueQuery, response: ColleagueList },
    ({ viewer, query }) => colleagues(services, personal(viewer), query.q, query.aboutId),
  );

  // 360 feedback is between colleagues: always in one's own company.
  r.get('/api/v1/feedback-requests', 'member', { response: FeedbackOverview }, ({ viewer }) =>
    feedbackOverview(services, personal(viewer)),
  );
  r.post(
    '/api/v1/feedback-requests',
    'member',
    { body: FeedbackRequestInput, response: FeedbackOverview, status: 201 },
    ({ viewer, body, req }) => requestFeedback(services, personal(viewer), body, req),
  );
  r.post(
    '/api/v1/feedback-requests/:requestId/accept',
    'member',
    { params: RequestParams, response: FeedbackOverview },
    ({ viewer, params }) => acceptRequest(services, personal(viewer), params.requestId),
  );
  r.post(
    '/api/v1/feedback-requests/:requestId/decline',
    'member',
    { params: RequestParams, body: DeclineInput, response: FeedbackOverview },
    ({ viewer, params, body }) => declineRequest(services, personal(viewer), params.requestId, body.reason),
  );
  r.post(
    '/api/v1/feedback-requests/:requestId/answer',
    'member',
    { params: RequestParams, body: FeedbackAnswerInput, response: FeedbackOverview },
    ({ viewer, params, body }) => answerRequest(services, personal(viewer), params.requestId, body),
  );
  // The person's line manager (or an administrator) sends the colleagues they proposed, and may add others.
  r.post(
    '/api/v1/feedback-requests/proposals/:personId/approve',
    'member',
    { params: PersonParams, body: ProposalDecisionInput, response: FeedbackOverview },
    async ({ viewer, params, body }) => {
      await approveProposal(services, personal(viewer), params.personId, body);
      return feedbackOverview(services, personal(viewer));
    },
  );
  r.post(
    '/api/v1/feedback-requests/:requestId/cancel',
    'member',
    { params: RequestParams, response: FeedbackOverview },
    ({ viewer, params }) => cancelRequest(services, personal(viewer), params.requestId),
  );

  r.get('/api/v1/assessment-cycles', 'manage_competencies', { response: CycleList }, ({ viewer }) =>
    listCycles(services, viewer),
  );
  r.post(
    '/api/v1/assessment-cycles',
    'manage_competencies',
    { body: CycleInput, response: CycleDetail, status: 201 },
    ({ viewer, body, req }) => launchCycle(services, viewer, body, req),
  );
  r.get(
    '/api/v1/assessment-cycles/:cycleId',
    'manage_competencies',
    { params: CycleParams, response: CycleDetail },
    ({ viewer, params }) => getCycle(services, viewer, params.cycleId),
  );
  r.patch(
    '/api/v1/assessment-cycles/:cycleId',
    'manage_competencies',
    { params: CycleParams, body: CycleUpdateInput, response: CycleDetail },
    ({ viewer, params, body, req }) => updateCycle(services, viewer, params.cycleId, body, req),
  );
  r.post(
    '/api/v1/assessment-cycles/:cycleId/remind',
    'manage_competencies',
    { params: CycleParams, response: RemindResult },
    ({ viewer, params, req }) => remindCycle(services, viewer, params.cycleId, req),
  );
  r.post(
    '/api/v1/assessment-cycles/:cycleId/close',
    'manage_competencies',
    { params: CycleParams, response: CycleDetail },
    ({ viewer, params, req }) => closeCycle(services, viewer, params.cycleId, req),
  );

  r.get('/api/v1/competency-settings', 'member', { response: CompetencySettings }, ({ viewer }) =>
    getCompetencySettings(services, viewer),
  );
  r.put(
    '/api/v1/competency-settings',
    'manage_competencies',
    { body: CompetencySettingsInput, response: CompetencySettings },
    ({ viewer, body, req }) => updateCompetencySettings(services, viewer, body, req),
  );
  r.post(
    '/api/v1/competency-settings/recomputes',
    'manage_competencies',
    { response: CompetencySettings, status: 201 },
    ({ viewer, req }) => retryRecompute(services, viewer, req),
  );
  // What new rules would change, before they are saved (decision 0053).
  r.post(
    '/api/v1/competency-settings/dry-runs',
    'manage_competencies',
    { body: LevelRulesDryRunInput, response: LevelRulesDryRun, status: 201 },
    ({ viewer, body }) => startDryRun(services, viewer, body),
  );
  r.get(
    '/api/v1/competency-settings/dry-runs/:dryRunId',
    'manage_competencies',
    { params: DryRunParams, response: LevelRulesDryRun },
    ({ viewer, params }) => getDryRun(services, viewer, params.dryRunId),
  );
}
