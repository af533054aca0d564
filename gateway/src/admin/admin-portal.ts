// The admin portal's screens assembled (figures, mock interviews, events, question bank, report, audit
// log); app.ts mounts `routes` under /api beside the account tools, behind requireRole('admin').
import type { RequestHandler, Router } from 'express';
import { scoreAggregatesOf } from '../company/talent-repo';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { createAuditRepo } from './audit-repo';
import { createEventAdmin } from './event-admin';
import { createMockInterviewAdmin } from './mock-interview-admin';
import { createOverviewRepo } from './overview-repo';
import { createOverviewService } from './overview-service';
import { adminPortalRoutes } from './portal-routes';
import { createQuestionAdmin } from './question-admin';

export function createAdminPortal(db: Database, config: { auth: Pick<Config['auth'], 'adminEmails'> }, requireAdmin: RequestHandler): { routes: Router } {
  const overviewRepo = createOverviewRepo(db);
  const overview = createOverviewService({
    repo: overviewRepo,
    allAggregates: () => scoreAggregatesOf(db, 'everyone'),
    adminEmails: config.auth.adminEmails,
  });
  const portal = {
    overview,
    mockInterviews: createMockInterviewAdmin(db, overviewRepo.people),
    events: createEventAdmin(db), questions: createQuestionAdmin(db), audit: createAuditRepo(db) };
  return { routes: adminPortalRoutes(portal, requireAdmin) };
}
