// The company component assembled: talent views, AI matching and the candidate chat. app.ts mounts
// `routes` under /api, with the auth middleware's guards.
import type { Router } from 'express';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { createChatRepo } from './chat-repo';
import { createChatService } from './chat-service';
import { createRecruiterAccess } from './recruiter-access';
import { companyRoutes, type CompanyRouteDeps } from './routes';
import { createTalentRepo } from './talent-repo';
import { createTalentService } from './talent-service';

export interface CompanyComponent {
  routes: Router;
}

export function createCompany(
  db: Database,
  config: Pick<Config, 'demoMode'> & { auth: Pick<Config['auth'], 'adminEmails' | 'companyEmailDomains'> },
  auth: CompanyRouteDeps['auth'],
): CompanyComponent {
  const talent = createTalentService(createTalentRepo(db), { demoMode: config.demoMode });
  const chat = createChatService(createChatRepo(db), talent, { demoMode: config.demoMode });
  return { routes: companyRoutes(talent, chat, { auth, access: createRecruiterAccess(db, config.auth) }) };
}
