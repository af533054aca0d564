// What costs AI calls is limited per account and per client IP: creating a prep (four calls each) and
// starting a mock interview, visitors included. The request over the limit gets 429 and makes nothing.
import { count } from 'drizzle-orm';
import request from 'supertest';
import { createAccount, gatewaysOnOneDatabase, SETUP_TIMEOUT_MS } from '../auth/test-accounts';
import { mockInterviews, personalizedPrepAnswers } from '../db/schema';
import { VALID_PREP } from '../../test/hardening-world';
import { MOCK_INTERVIEW_LIMIT_MESSAGE, PREP_LIMIT_MESSAGE } from './ai-spend-limits';

describe('AI spend limits', () => {
  const gatewayWith = gatewaysOnOneDatabase();

  it(
    'refuses a third prep create from one account, and the fourth from one IP, with 429 before generating',
    async () => {
      const gateway = await gatewayWith({}, { rateLimits: { prep: { perIp: 3, perEmail: 2 } } });
      const [ann, bob] = [await createAccount(gateway, 'ann@spend.test'), await createAccount(gateway, 'bob@spend.test')];
      const create = (bearer: string) => request(gateway.app).post('/api/preps').set('Authorization', bearer).send(VALID_PREP);
      const preps = async () => (await gateway.db.select({ n: count() }).from(personalizedPrepAnswers))[0]?.n;

      expect((await create(ann.bearer)).status).toBe(201);
      // Refused by the one-in-progress rule, but counted: each attempt may cost AI calls.
      expect((await create(ann.bearer)).status).toBe(409);
      const perAccount = await create(ann.bearer);
      expect([perAccount.status, perAccount.body.error]).toEqual([429, { code: 'rate_limited', message: PREP_LIMIT_MESSAGE }]);
      const perIp = await create(bob.bearer);
      expect([perIp.status, perIp.body.error?.code]).toEqual([429, 'rate_limited']);
      expect(await preps()).toBe(1);
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'refuses a visitor’s third mock interview from one IP, and a signed-in user’s third, with 429',
    async () => {
      const gateway = await gatewayWith({}, { rateLimits: { mockInterview: { perIp: 2, perEmail: 2 } } });
      const start = (bearer?: string) => {
        const call = request(gateway.app).post('/api/mock-interviews');
        return (bearer ? call.set('Authorization', bearer) : call).send({ specialization: 'ib' });
      };
      const interviews = async () => (await gateway.db.select({ n: count() }).from(mockInterviews))[0]?.n;

      expect((await start()).status).toBe(201);
      expect((await start()).status).toBe(201);
      const visitor = await start();
      expect([visitor.status, visitor.body.error]).toEqual([429, { code: 'rate_limited', message: MOCK_INTERVIEW_LIMIT_MESSAGE }]);
      expect(await interviews()).toBe(2);

      const other = await gatewayWith({}, { rateLimits: { mockInterview: { perIp: 100, perEmail: 2 } } });
      const cara = await createAccount(other, 'cara@spend.test');
      const startAs = () => request(other.app).post('/api/mock-interviews').set('Authorization', cara.bearer).send({ specialization: 'ib' });
      expect((await startAs()).status).toBe(201);
      expect((await startAs()).status).toBe(201);
      expect((await startAs()).status).toBe(429);
    },
    SETUP_TIMEOUT_MS,
  );
});
