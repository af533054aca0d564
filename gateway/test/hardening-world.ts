// Test support for the hardening suites (authorization matrix, hostile input): one real gateway on an
// in-memory PGlite, one account of every kind signed up through /auth/v1, and data owned by one
// student (a prep, a mock interview, an answer, a CV, a recruiter's conversation, an admin's event).
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { userRoles } from '../src/db/schema';
import { createAccount, createTestGateway, type TestAccount, type TestGateway } from '../src/auth/test-accounts';
import type { AppOverrides } from '../src/app';
import { testDrivers, type TestDatabase } from './support';

export const WORLD_ADMIN_EMAIL = 'ada.admin@bullpen.test';
export const WORLD_COMPANY_DOMAIN = 'recruit.test';
export const WORLD_GATE_PASSWORD = 'open sesame';

export const ACTORS = ['visitor', 'student', 'premium', 'company', 'admin', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'visitor'>;

/** A PDF, a PNG and a DOCX as far as their first bytes go. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

export const VALID_EVENT = {
  title: 'Inside Private Credit',
  description: 'A conversation about direct lending, covenants and how to break into private credit funds.',
  type: 'Interview',
  date: '2030-03-04',
  time: '18:00–19:00 CET',
  location: 'Online Event',
  speakers: ['Nina Park, Partner'],
  experiences: [],
  image: 'podcast-markets',
  registrationLink: 'https://events.example.com/private-credit',
  spotifyLink: 'https://open.spotify.com/show/x',
  youtubeLink: 'https://www.youtube.com/@x',
};

export const VALID_PREP = {
  companyName: 'Acme Capital',
  position: 'Analyst',
  jobDescription: 'Build models, support live deals and write investment memos.',
  companyIdealProfile: 'Curious, rigorous, good with numbers.',
};

/** Ids of what the owner holds; other people ask for them and must get 404. */
export interface OwnedData {
  prepId: string;
  mockInterviewId: string;
  responseId: string;
  conversationId: string;
  eventId: string;
}

export interface HardeningWorld {
  gateway: TestGateway;
  accounts: Record<SignedInActor, TestAccount>;
  owned: OwnedData;
  env: NodeJS.ProcessEnv;
  dispose(): Promise<void>;
}

export const WORLD_ENV: NodeJS.ProcessEnv = {
  ADMIN_EMAILS: WORLD_ADMIN_EMAIL,
  COMPANY_EMAIL_DOMAINS: WORLD_COMPANY_DOMAIN,
  GATE_PASSWORD: WORLD_GATE_PASSWORD,
  AI_EVALUATIONS_PER_MINUTE: '10000',
};

function expectCreated(what: string, response: request.Response): void {
  if (response.status >= 300) throw new Error(`${what} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

export async function createHardeningWorld(overrides: Omit<AppOverrides, 'database'> = {}): Promise<HardeningWorld> {
  const database: TestDatabase = await testDrivers[0]!.open();
  const gateway = await createTestGateway(database.connection, WORLD_ENV, overrides);
  const app = gateway.app;
  const accounts: Record<SignedInActor, TestAccount> = {
    student: await createAccount(gateway, 'sam.student@students.test'),
    premium: await createAccount(gateway, 'pia.premium@students.test'),
    company: await createAccount(gateway, `rita@${WORLD_COMPANY_DOMAIN}`),
    admin: await createAccount(gateway, WORLD_ADMIN_EMAIL),
    owner: await createAccount(gateway, 'olga.owner@students.test'),
  };
  await gateway.db.insert(userRoles).values({ userId: accounts.premium.id, role: 'premium' });
  const owner = accounts.owner.bearer;

  await request(app).patch('/api/profile').set('Authorization', owner).send({ full_name: 'Olga Owner', recruiter_visible: true });
  const cv = await request(app).post('/api/profile/cv').set('Authorization', owner).attach('file', PDF_BYTES, 'olga-cv.pdf');
  expectCreated('CV upload', cv);
  const prep = await request(app).post('/api/preps').set('Authorization', owner).send(VALID_PREP);
  expectCreated('prep', prep);
  const interview = await request(app).post('/api/mock-interviews').set('Authorization', owner).send({ specialization: 'ib' });
  expectCreated('mock interview', interview);
  const answer = await request(app)
    .post('/api/interview-responses')
    .set('Authorization', owner)
    .send({ questionId: 'ib-tech-001', specialization: 'ib', interviewType: 'Technical', answer: 'Revenue less costs, then the statements link.' });
  expectCreated('interview answer', answer);
  const message = await request(app)
    .post(`/api/company/chat/${accounts.owner.id}/messages`)
    .set('Authorization', accounts.company.bearer)
    .send({ body: 'Hello Olga' });
  expectCreated('recruiter message', message);
  const conversations = await request(app).get('/api/messages/conversations').set('Authorization', owner);
  const event = await request(app).post('/api/admin/events').set('Authorization', accounts.admin.bearer).send(VALID_EVENT);
  expectCreated('event', event);

  const owned: OwnedData = {
    prepId: prep.body.id as string,
    mockInterviewId: (interview.body.id ?? interview.body.interview?.id) as string,
    responseId: (answer.body.id ?? answer.body.response?.id) as string,
    conversationId: conversations.body.conversations?.[0]?.id as string,
    eventId: (event.body.id ?? event.body.event?.id) as string,
  };
  for (const [name, id] of Object.entries(owned)) if (typeof id !== 'string') throw new Error(`world: no ${name}`);

  return {
    gateway,
    accounts,
    owned,
    env: WORLD_ENV,
    dispose: async () => {
      await gateway.dispose();
      await database.dispose();
    },
  };
}

/** Every file and folder under DATA_DIR/uploads, sorted. */
export function uploadedFiles(dataDir: string): string[] {
  const uploads = path.join(dataDir, 'uploads');
  return fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).map(String).sort() : [];
}

/** `Authorization` header of an actor, or none for the visitor. */
export function bearerOf(world: HardeningWorld, actor: Actor): string | undefined {
  return actor === 'visitor' ? undefined : world.accounts[actor].bearer;
}
