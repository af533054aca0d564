// HTTP face of the company portal, mounted under /api. /company/* needs the company role (admins
// pass) — except /company/login-check, which the login screen asks before anyone is signed in, and
// /company/demo/talent, the public demo's sample candidates — and /messages/* is the candidate's side
// of the chat, for any signed-in user.
import express, { type Request, type Router } from 'express';
import { candidateMatchRequestSchema } from '@bullpen/shared/domain';
import { userOf, type AuthMiddleware } from '../auth/middleware';
import { HttpError } from '../http/http-error';
import type { ChatService } from './chat-service';
import type { RecruiterAccess } from './recruiter-access';
import { COMPANY_MESSAGES, emailCheckSchema, interviewSlotSchema, messageSchema, pathId } from './company-schemas';
import type { TalentService } from './talent-service';

export interface CompanyRouteDeps {
  auth: Pick<AuthMiddleware, 'requireUser' | 'requireRole'>;
  access: RecruiterAccess;
}

const userId = (req: Request) => userOf(req).id;

export function companyRoutes(talent: TalentService, chat: ChatService, deps: CompanyRouteDeps): Router {
  const router = express.Router();

  // §5: the company login accepts the company e-mail domains, and accounts granted the company role;
  // the domains are never shown.
  router.post('/company/login-check', async (req, res) => {
    const { email } = emailCheckSchema.parse(req.body);
    if (!(await deps.access.allows(email))) {
      throw new HttpError(400, 'invalid_email_domain', COMPANY_MESSAGES.invalidDomain);
    }
    res.json({ allowed: true });
  });

  // The public demo of the talent dashboard: sample candidates only, each marked `sample`.
  router.get('/company/demo/talent', (_req, res) => {
    res.json(talent.demoDashboard());
  });

  // Admins hold the company role too (auth/roles.ts).
  router.use('/company', deps.auth.requireRole('company'));

  router.get('/company/talent', async (_req, res) => {
    res.json(await talent.dashboard());
  });

  router.get('/company/candidates/:id', async (req, res) => {
    res.json(await talent.candidate(pathId(req.params.id, 'Candidate')));
  });

  router.post('/company/match', async (req, res) => {
    res.json(await talent.match(candidateMatchRequestSchema.parse(req.body)));
  });

  router.get('/company/conversations', async (req, res) => {
    res.json({ conversations: await chat.companyConversations(userId(req)) });
  });

  router.get('/company/chat/:candidateId', async (req, res) => {
    res.json(await chat.companyThread(userId(req), pathId(req.params.candidateId, 'Candidate')));
  });

  router.post('/company/chat/:candidateId/messages', async (req, res) => {
    const { body } = messageSchema.parse(req.body);
    res.status(201).json({ message: await chat.companySend(userId(req), pathId(req.params.candidateId, 'Candidate'), body) });
  });

  router.post('/company/chat/:candidateId/interviews', async (req, res) => {
    const slot = interviewSlotSchema.parse(req.body);
    res.status(201).json(await chat.schedule(userId(req), pathId(req.params.candidateId, 'Candidate'), slot));
  });

  router.use('/messages', deps.auth.requireUser);

  router.get('/messages/conversations', async (req, res) => {
    res.json({ conversations: await chat.candidateConversations(userId(req)) });
  });

  router.get('/messages/conversations/:id', async (req, res) => {
    res.json(await chat.candidateThread(userId(req), pathId(req.params.id, 'Conversation')));
  });

  router.post('/messages/conversations/:id/messages', async (req, res) => {
    const { body } = messageSchema.parse(req.body);
    res.status(201).json({ message: await chat.candidateReply(userId(req), pathId(req.params.id, 'Conversation'), body) });
  });

  return router;
}
