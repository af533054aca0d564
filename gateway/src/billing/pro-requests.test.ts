// Without Stripe, a student asks for Pro (one request waiting at a time), an admin grants or declines
// it in User Management, the grant is audited and the student is premium at once; no one else can decide.
import request from 'supertest';
import { createAccount, gatewaysOnOneDatabase, SETUP_TIMEOUT_MS, type TestAccount, type TestGateway } from '../auth/test-accounts';

const ADMIN_EMAIL = 'pro.admin@bullpen.test';

describe('Pro requests without Stripe', () => {
  const gatewayWith = gatewaysOnOneDatabase();
  let gateway: TestGateway;
  let admin: TestAccount;
  let student: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    gateway = await gatewayWith({ ADMIN_EMAILS: ADMIN_EMAIL });
    admin = await createAccount(gateway, ADMIN_EMAIL);
    student = await createAccount(gateway, 'pro.student@bullpen.test', { full_name: 'Priya Student' });
    other = await createAccount(gateway, 'pro.other@bullpen.test');
  }, SETUP_TIMEOUT_MS);

  const as = (account: TestAccount) => ({
    get: (url: string) => request(gateway.app).get(url).set('Authorization', account.bearer),
    post: (url: string) => request(gateway.app).post(url).set('Authorization', account.bearer),
  });

  it('a student starts on the free plan with no request, and checkout is not offered', async () => {
    const access = await as(student).get('/api/billing/pro-access');
    expect(access.status).toBe(200);
    expect(access.body).toEqual({ premium: false, checkout: false, request: null });
    expect((await as(student).post('/api/billing/checkout').send({ plan: 'pro' })).status).toBe(404);
    expect((await request(gateway.app).post('/api/billing/webhook').send({})).status).toBe(404);
  });

  it('a student asks once; a second request while one waits is refused', async () => {
    const created = await as(student).post('/api/billing/pro-requests');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', decidedAt: null });
    const again = await as(student).post('/api/billing/pro-requests');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'request_pending' });
    expect((await as(student).get('/api/billing/pro-access')).body.request).toMatchObject({ id: created.body.id, status: 'pending' });
  });

  it('only admins list and decide requests', async () => {
    expect((await as(student).get('/api/admin/pro-requests')).status).toBe(403);
    const { id } = (await as(student).get('/api/billing/pro-access')).body.request as { id: string };
    expect((await as(other).post(`/api/admin/pro-requests/${id}/grant`)).status).toBe(403);
    expect((await request(gateway.app).post(`/api/admin/pro-requests/${id}/grant`)).status).toBe(401);
    expect((await as(student).get('/api/me')).body.roles.premium).toBe(false);
  });

  it('an admin sees the waiting request with who asked, grants it, and the student is premium at once', async () => {
    const list = await as(admin).get('/api/admin/pro-requests');
    expect(list.status).toBe(200);
    const waiting = (list.body.requests as Array<{ id: string; user: { email: string; fullName: string | null } }>).find(
      (entry) => entry.user.email === student.email,
    );
    expect(waiting?.user.fullName).toBe('Priya Student');

    const granted = await as(admin).post(`/api/admin/pro-requests/${waiting?.id}/grant`);
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ status: 'granted' });
    expect(granted.body.decidedAt).toEqual(expect.any(String));

    // The same access token: roles are read on the server at each request.
    expect((await as(student).get('/api/me')).body.roles.premium).toBe(true);
    expect((await as(student).get('/api/billing/pro-access')).body).toMatchObject({ premium: true, request: { status: 'granted' } });
    const audit = await as(admin).get('/api/admin/audit');
    expect(audit.body.entries[0]).toMatchObject({ action: 'pro_request.grant', targetUser: { email: student.email } });
    expect((await as(admin).get('/api/admin/pro-requests')).body.requests).toEqual([]);

    const twice = await as(admin).post(`/api/admin/pro-requests/${waiting?.id}/decline`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This request was already granted.');
  });

  it('a premium student has nothing to request', async () => {
    const response = await as(student).post('/api/billing/pro-requests');
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'already_premium' });
  });

  it('a declined student stays on the free plan, sees the answer and may ask again', async () => {
    const { id } = (await as(other).post('/api/billing/pro-requests')).body as { id: string };
    const declined = await as(admin).post(`/api/admin/pro-requests/${id}/decline`);
    expect(declined.body).toMatchObject({ status: 'declined' });
    expect((await as(other).get('/api/me')).body.roles.premium).toBe(false);
    expect((await as(other).get('/api/billing/pro-access')).body.request).toMatchObject({ id, status: 'declined' });
    const audit = await as(admin).get('/api/admin/audit');
    expect(audit.body.entries[0]).toMatchObject({ action: 'pro_request.decline', targetUser: { email: other.email } });
    expect((await as(other).post('/api/billing/pro-requests')).status).toBe(201);
  });

  it('an unknown request is not found', async () => {
    expect((await as(admin).post('/api/admin/pro-requests/not-a-request/grant')).status).toBe(404);
    expect((await as(admin).post('/api/admin/pro-requests/00000000-0000-4000-8000-000000000000/grant')).status).toBe(404);
  });
});
