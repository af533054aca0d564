// Who may do what is decided on the server: verified tokens, ADMIN_EMAILS, COMPANY_EMAIL_DOMAINS,
// granted roles and premium profiles. Nothing a client adds to a request grants anything.
import express from 'express';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { profiles, userRoles } from '../db/schema';
import { errorHandler } from '../http/error-handler';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { signJwt } from './jwt';
import { createAuthMiddleware, optionalUserOf, userOf } from './middleware';
import { rolesFrom } from './roles';
import {
  createAccount,
  createTestGateway,
  SETUP_TIMEOUT_MS,
  TEST_JWT_SECRET,
  TEST_PUBLIC_URL,
  type TestGateway,
} from './test-accounts';

const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'Please log in to continue.' } };

describe('rolesFrom', () => {
  const config = { adminEmails: ['boss@bullpen.test'], companyEmailDomains: ['acme.com'] };
  const facts = { granted: [], hasPremium: false };

  it('makes ADMIN_EMAILS admins, which are premium and pass company checks', () => {
    expect(rolesFrom({ ...facts, email: 'Boss@Bullpen.test' }, config)).toEqual({ admin: true, premium: true, company: true });
  });

  it('makes COMPANY_EMAIL_DOMAINS company users, exactly that domain', () => {
    expect(rolesFrom({ ...facts, email: 'hr@acme.com' }, config)).toEqual({ admin: false, premium: false, company: true });
    expect(rolesFrom({ ...facts, email: 'hr@notacme.com' }, config).company).toBe(false);
    expect(rolesFrom({ ...facts, email: 'hr@eu.acme.com' }, config).company).toBe(false);
  });

  it('grants premium from the profile flag or a granted role, and any granted role', () => {
    expect(rolesFrom({ email: 'a@b.c', granted: [], hasPremium: true }, config).premium).toBe(true);
    expect(rolesFrom({ email: 'a@b.c', granted: ['premium'], hasPremium: false }, config)).toEqual({ admin: false, premium: true, company: false });
    expect(rolesFrom({ email: 'a@b.c', granted: ['company'], hasPremium: false }, config).company).toBe(true);
    expect(rolesFrom({ email: 'a@b.c', granted: ['admin'], hasPremium: false }, config)).toEqual({ admin: true, premium: true, company: true });
  });

  it('grants nothing to anyone else', () => {
    expect(rolesFrom({ ...facts, email: 'student@uni.edu' }, config)).toEqual({ admin: false, premium: false, company: false });
  });
});

describe('auth middleware', () => {
  const roles = { admin: false, premium: true, company: false };
  const auth = createAuthMiddleware(
    async (token) => {
      if (token !== 'good') throw new Error('bad token');
      return { id: 'u1', email: 'u1@example.com' };
    },
    async () => roles,
  );
  const app = express()
    .get('/who', auth.optionalUser, (req, res) => {
      res.json({ user: optionalUserOf(req) ?? null });
    })
    .get('/premium', auth.requireRole('premium'), (req, res) => {
      res.json(userOf(req));
    })
    .get('/admin', auth.requireRole('admin'), (_req, res) => {
      res.json({ ok: true });
    })
    .use(errorHandler);

  it('optionalUser serves a bad or missing token as a visitor', async () => {
    expect((await request(app).get('/who')).body).toEqual({ user: null });
    expect((await request(app).get('/who').set('Authorization', 'Bearer bad')).body).toEqual({ user: null });
    expect((await request(app).get('/who').set('Authorization', 'Bearer good')).body.user).toMatchObject({ id: 'u1', roles });
  });

  it('requireRole answers 401 without a user and 403 without the role', async () => {
    expect((await request(app).get('/premium')).body).toEqual(UNAUTHORIZED);
    expect((await request(app).get('/premium').set('Authorization', 'Bearer good')).status).toBe(200);
    const admin = await request(app).get('/admin').set('Authorization', 'Bearer good');
    expect([admin.status, admin.body.error.code]).toEqual([403, 'forbidden']);
  });

  it('takes nothing from query parameters, headers or bodies beyond the token', async () => {
    const attempts = [
      request(app).get('/admin?admin=true&isAdmin=true&role=admin&devPreview=true').set('Authorization', 'Bearer good'),
      request(app).get('/admin').set('Authorization', 'Bearer good').set('X-Admin', 'true').set('X-Role', 'admin'),
      request(app).get('/admin?admin=true'),
    ];
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses).toEqual([403, 403, 401]);
  });
});

for (const driver of testDrivers) {
  describeDriver(driver)(`roles and tokens on /api (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection, {
        ADMIN_EMAILS: 'boss@bullpen.test',
        COMPANY_EMAIL_DOMAINS: 'recruiter.test',
      });
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    const me = (bearer?: string, path = '/api/me') => {
      const call = request(gateway.app).get(path);
      return bearer ? call.set('Authorization', bearer) : call;
    };

    it('answers /api/me without a token with 401', async () => {
      const response = await me();
      expect([response.status, response.body]).toEqual([401, UNAUTHORIZED]);
    });

    it('refuses a tampered token', async () => {
      const account = await createAccount(gateway, 'tamper@example.com');
      const [header, payload, signature] = account.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
      const forged = Buffer.from(JSON.stringify({ ...claims, email: 'boss@bullpen.test', app_metadata: { roles: ['admin'] } })).toString('base64url');
      expect((await me(`Bearer ${header}.${forged}.${signature}`)).body).toEqual(UNAUTHORIZED);
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      expect((await me(`Bearer ${unsigned}`)).status).toBe(401);
      expect((await me(account.bearer)).status).toBe(200);
    });

    it('refuses an expired token, and one signed with another secret', async () => {
      const account = await createAccount(gateway, 'expired@example.com');
      const claims = JSON.parse(Buffer.from(account.accessToken.split('.')[1]!, 'base64url').toString('utf8'));
      const now = Math.floor(Date.now() / 1000);
      const key = Buffer.from(TEST_JWT_SECRET);
      const expired = await signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, key);
      expect((await me(`Bearer ${expired}`)).status).toBe(401);
      const foreign = await signJwt({ ...claims }, Buffer.from('another-secret-another-secret-another-secret'));
      expect((await me(`Bearer ${foreign}`)).status).toBe(401);
      const otherIssuer = await signJwt({ ...claims, iss: 'https://evil.example/auth/v1' }, key);
      expect((await me(`Bearer ${otherIssuer}`)).status).toBe(401);
      const resigned = await signJwt({ ...claims, iss: `${TEST_PUBLIC_URL}/auth/v1` }, key);
      expect((await me(`Bearer ${resigned}`)).status).toBe(200);
    });

    it('grants nothing for ?admin=true, ?premium=true or ?devPreview=true', async () => {
      const account = await createAccount(gateway, 'curious@example.com');
      const response = await me(account.bearer, '/api/me?admin=true&premium=true&devPreview=true&creator=true');
      expect(response.body.roles).toEqual({ admin: false, premium: false, company: false });
    });

    it('makes ADMIN_EMAILS admins and says so in the token', async () => {
      const admin = await createAccount(gateway, 'Boss@Bullpen.test');
      expect((await me(admin.bearer)).body.roles).toEqual({ admin: true, premium: true, company: true });
      const claims = JSON.parse(Buffer.from(admin.accessToken.split('.')[1]!, 'base64url').toString('utf8'));
      expect(claims.app_metadata.roles).toEqual(['admin', 'premium', 'company']);
    });

    it('makes COMPANY_EMAIL_DOMAINS accounts company users', async () => {
      const recruiter = await createAccount(gateway, 'talent@recruiter.test');
      expect((await me(recruiter.bearer)).body.roles).toEqual({ admin: false, premium: false, company: true });
    });

    it('reads granted roles and has_premium at each request', async () => {
      const account = await createAccount(gateway, 'upgraded@example.com');
      await gateway.db.update(profiles).set({ hasPremium: true }).where(eq(profiles.id, account.id));
      expect((await me(account.bearer)).body.roles).toEqual({ admin: false, premium: true, company: false });
      await gateway.db.insert(userRoles).values({ userId: account.id, role: 'company' });
      expect((await me(account.bearer)).body.roles.company).toBe(true);
    });
  });
}
