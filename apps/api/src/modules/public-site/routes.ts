import { blocksApp } from '@competencyhub/domain/account-status';
import { hasPermission } from '@competencyhub/domain/permissions';
import { Ok } from '@competencyhub/domain/schemas/common';
import {
  FaqAnalytics,
  FaqParams,
  FaqVoteInput,
  FaqVoteResult,
} from '@competencyhub/domain/schemas/faq-feedback';
import {
  ContactMessage,
  ContactMessageIdParams,
  ContactMessagePage,
  CreateContactMessageInput,
  FaqList,
  FaqQuery,
  ListContactMessagesQuery,
  UpdateContactMessageInput,
} from '@competencyhub/domain/schemas/public-site';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { clientKey } from '../rate-limit/client-key.ts';
import {
  findContactMessageForUpdate,
  insertContactMessage,
  listContactMessages,
  setContactMessageStatus,
  toContactMessage,
} from './contact-repo.ts';
import { castVote, countView, faqAnalytics, withdrawVote } from './faq-feedback.ts';
import { searchFaq } from './faq-repo.ts';

/** A person writes a few messages at most; more from one address in an hour is a script. */
export const CONTACT_LIMIT = { max: 5, windowSeconds: 3600 };
/**
 * All senders together: far above real traffic, but a botnet with many addresses cannot bury the
 * inbox (and the database) in messages either.
 */
export const CONTACT_GLOBAL_LIMIT = { max: 200, windowSeconds: 3600 };

/** Openings of FAQ answers counted per address: far above a reader's, far below a script's. */
export const FAQ_VIEW_LIMIT = { max: 120, windowSeconds: 3600 };

export function publicSiteRoutes(app: FastifyInstance, services: Services) {
  const r = routes(app, services);
  const { database } = services;

  // A signed-in, approved member also gets their own votes and may vote.
  r.publicGet('/api/v1/faq', { query: FaqQuery, response: FaqList }, ({ query, viewer }) =>
    searchFaq(
      database.db,
      query.locale,
      query.q,
      viewer && hasPermission(viewer.role, 'member') && !blocksApp(viewer.status) ? viewer.userId : null,
    ),
  );
  r.put(
    '/api/v1/faq/:faqId/vote',
    'member',
    { params: FaqParams, body: FaqVoteInput, response: FaqVoteResult },
    ({ viewer, params, body }) => castVote(database.db, viewer.userId, params.faqId, body.vote),
  );
  r.delete(
    '/api/v1/faq/:faqId/vote',
    'member',
    { params: FaqParams, response: FaqVoteResult },
    ({ viewer, params }) => withdrawVote(database.db, viewer.userId, params.faqId),
  );
  // Anyone reading the FAQ opens answers; the count per address is bounded so it stays a count of readers.
  r.publicPost('/api/v1/faq/:faqId/views', { params: FaqParams, response: Ok }, async ({ params, req }) => {
    await services.rateLimiter.hit(`ip:faq-view:${clientKey(req.ip)}`, FAQ_VIEW_LIMIT);
    await countView(database.db, params.faqId);
    return { ok: true as const };
  });
  r.get('/api/v1/platform/faq-analytics', 'operate_platform', { response: FaqAnalytics }, () =>
    faqAnalytics(database.db),
  );

  // Counted after validation, so a form sent with mistakes does not use up the budget.
  r.publicPost(
    '/api/v1/contact-messages',
    { body: CreateContactMessageInput, response: Ok, status: 201 },
    async ({ body, req }) => {
      await services.rateLimiter.hit(`ip:contact:${clientKey(req.ip)}`, CONTACT_LIMIT);
      // Taken only for a message the per-address limit let through, so one noisy address cannot
      // use up everyone's budget by itself.
      await services.rateLimiter.hit('contact:all', CONTACT_GLOBAL_LIMIT);
      await insertContactMessage(database.db, { ...body, ip: req.ip });
      return { ok: true as const };
    },
  );

  r.get(
    '/api/v1/contact-messages',
    'operate_platform',
    { query: ListContactMessagesQuery, response: ContactMessagePage },
    ({ query }) => listContactMessages(database.db, query),
  );

  r.patch(
    '/api/v1/contact-messages/:id',
    'operate_platform',
    { params: ContactMessageIdParams, body: UpdateContactMessageInput, response: ContactMessage },
    ({ params, body, viewer, req }) =>
      database.db.transaction(async (tx) => {
        const current = await findContactMessageForUpdate(tx, params.id);
        if (!current) throw notFound('Message');
        if (current.status === body.status) return toContactMessage(current);
        const updated = await setContactMessageStatus(tx, params.id, body.status);
        await writeAudit(tx, req, {
          action: 'contact_message.status_changed',
          // Messages belong to no customer: the change is on the platform owner's own trail.
          companyId: viewer.companyId,
          actorId: viewer.userId,
          actorEmail: viewer.email,
          targetType: 'contact_message',
          targetId: params.id,
          details: { from: current.status, to: body.status },
        });
        return toContactMessage(updated);
      }),
  );
}
