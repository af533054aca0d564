// HTTP face of the admin portal's screens, mounted under /api beside the account tools (routes.ts):
// figures, mock interviews, Event Manager, Edit Question Bank, the results report and the audit log.
// Admins only.
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { userOf } from '../auth/middleware';
import type { AuditRepo } from './audit-repo';
import type { EventAdmin } from './event-admin';
import { mockInterviewQuerySchema, type MockInterviewAdmin } from './mock-interview-admin';
import type { OverviewService } from './overview-service';
import { questionListQuerySchema, type QuestionAdmin } from './question-admin';

export interface AdminPortal {
  overview: OverviewService;
  mockInterviews: MockInterviewAdmin;
  events: EventAdmin;
  questions: QuestionAdmin;
  audit: AuditRepo;
}

const AUDIT_LIMIT_MAX = 200;
const auditQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, `limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= AUDIT_LIMIT_MAX, `limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}`)
    .default(50),
});

const pathParam = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export function adminPortalRoutes(portal: AdminPortal, requireAdmin: RequestHandler): Router {
  const router = express.Router();
  router.use('/admin', requireAdmin);

  router.get('/admin/overview', async (_req, res) => {
    res.json(await portal.overview.dashboard());
  });

  router.get('/admin/candidates', async (_req, res) => {
    res.json(await portal.overview.candidates());
  });

  router.get('/admin/mock-interviews', async (req, res) => {
    res.json(await portal.mockInterviews.list(mockInterviewQuerySchema.parse(req.query)));
  });

  router.get('/admin/insights', async (_req, res) => {
    res.json(await portal.overview.insights());
  });

  router.get('/admin/reports/results.csv', async (_req, res) => {
    const csv = await portal.overview.resultsCsv();
    const day = new Date().toISOString().slice(0, 10);
    res
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="bullpen-results-${day}.csv"`)
      .set('Cache-Control', 'no-store')
      // A byte-order mark, so spreadsheet programs read the file as UTF-8.
      .send(`\uFEFF${csv}`);
  });

  router.get('/admin/events', async (_req, res) => {
    res.json({ events: await portal.events.list() });
  });

  router.post('/admin/events', async (req, res) => {
    res.status(201).json(await portal.events.create(userOf(req).id, req.body));
  });

  router.put('/admin/events/:id', async (req, res) => {
    res.json(await portal.events.update(userOf(req).id, pathParam(req.params.id), req.body));
  });

  router.delete('/admin/events/:id', async (req, res) => {
    await portal.events.remove(userOf(req).id, pathParam(req.params.id));
    res.status(204).end();
  });

  router.get('/admin/questions', async (req, res) => {
    res.json({ questions: await portal.questions.list(questionListQuerySchema.parse(req.query)) });
  });

  router.patch('/admin/questions/:id', async (req, res) => {
    res.json(await portal.questions.update(userOf(req).id, pathParam(req.params.id), req.body));
  });

  router.get('/admin/audit', async (req, res) => {
    const { limit } = auditQuerySchema.parse(req.query);
    res.json({ entries: await portal.audit.list(limit) });
  });

  return router;
}
