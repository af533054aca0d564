// Role grants and user search (/api/admin/users) through the real auth, on every database driver.
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { adminAuditLog, profiles, userRoles } from '../db/schema';
import { createAccount, createTestGateway, type TestAccount, type TestGateway } from '../auth/test-accounts';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';

const ADMIN_EMAIL = 'chief@bullpen.test';

/** A fresh database, migrations, the bank and a few accounts take a while on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

for (const driver of testDrivers) {
  describeDriver(driver)(`admin role grants (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;
    let admin: TestAccount;
    let student: TestAccount;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection, { ADMIN_EMAILS: ADMIN_EMAIL });
      [admin, student] = await Promise.all([
        createAccount(gateway, ADMIN_EMAIL),
        createAccount(gateway, 'ada.student@bullpen.test', { full_name: 'Ada Student' }),
      ]);
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    const grant = (userId: string, body: object, bearer?: string) => {
      const call = request(gateway.app).post(`/api/admin/users/${userId}/roles`).send(body);
      return bearer ? call.set('Authorization', bearer) : call;
    };

    it('refuses a visitor with 401 and a student with 403, changing nothing', async () => {
      expect((await grant(student.id, { role: 'premium', granted: true })).status).toBe(401);
      const forbidden = await grant(student.id, { role: 'premium', granted: true }, student.bearer);
      expect([forbidden.status, forbidden.body.error.code]).toEqual([403, 'forbidden']);
      expect((await request(gateway.app).get('/api/admin/users').set('Authorization', student.bearer)).status).toBe(403);
      expect(await gateway.db.select().from(userRoles).where(eq(userRoles.userId, student.id))).toEqual([]);
      expect(await gateway.db.select().from(adminAuditLog)).toEqual([]);
    });

    it('lets an admin grant premium: user_roles, profiles.has_premium and an audit row', async () => {
      const response = await grant(student.id, { role: 'premium', granted: true }, admin.bearer);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: student.id, email: student.email, roles: { premium: true, admin: false, company: false } });
      const [role] = await gateway.db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, student.id), eq(userRoles.role, 'premium')));
      expect(role?.grantedBy).toBe(admin.id);
      const [profile] = await gateway.db.select().from(profiles).where(eq(profiles.id, student.id));
      expect(profile?.hasPremium).toBe(true);
      const audit = await gateway.db.select().from(adminAuditLog);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ adminId: admin.id, action: 'role.grant', targetUserId: student.id, details: { role: 'premium', changed: true } });

      // The grant takes effect on the user's next request.
      const interview = await request(gateway.app).post('/api/mock-interviews').set('Authorization', student.bearer).send({ specialization: 'ib' });
      const answer = await request(gateway.app)
        .post(`/api/mock-interviews/${interview.body.id}/answers`)
        .set('Authorization', student.bearer)
        .send({ questionIndex: 0, answer: 'I enjoy fast-paced deal work, and my internship showed me how a live M&A process runs end to end.' });
      expect(answer.body.evaluation.score).toBeGreaterThan(0);
      expect(answer.body.xpAwarded).toBe(Math.floor(answer.body.evaluation.score / 2));
    });

    it('revokes a role and records that too', async () => {
      const response = await grant(student.id, { role: 'premium', granted: false }, admin.bearer);
      expect(response.body.roles.premium).toBe(false);
      const [profile] = await gateway.db.select().from(profiles).where(eq(profiles.id, student.id));
      expect(profile?.hasPremium).toBe(false);
      const actions = (await gateway.db.select().from(adminAuditLog)).map((row) => row.action).sort();
      expect(actions).toEqual(['role.grant', 'role.revoke']);
    });

    it('validates the change and the user', async () => {
      const badRole = await grant(student.id, { role: 'owner', granted: true }, admin.bearer);
      expect([badRole.status, Object.keys(badRole.body.error.fields)]).toEqual([400, ['role']]);
      const unknown = await grant('00000000-0000-4000-8000-000000000000', { role: 'company', granted: true }, admin.bearer);
      expect(unknown.status).toBe(404);
      const self = await grant(admin.id, { role: 'admin', granted: false }, admin.bearer);
      expect([self.status, self.body.error.code]).toEqual([400, 'own_admin_role']);
    });

    it('finds users by e-mail or name for an admin', async () => {
      const byEmail = await request(gateway.app).get('/api/admin/users').query({ query: 'ADA.STUD' }).set('Authorization', admin.bearer);
      expect(byEmail.status).toBe(200);
      expect(byEmail.body).toEqual([
        { id: student.id, email: student.email, full_name: 'Ada Student', roles: { admin: false, premium: false, company: false } },
      ]);
      const byName = await request(gateway.app).get('/api/admin/users').query({ query: 'ada student' }).set('Authorization', admin.bearer);
      expect(byName.body.map((u: { id: string }) => u.id)).toEqual([student.id]);
      const wildcard = await request(gateway.app).get('/api/admin/users').query({ query: '%' }).set('Authorization', admin.bearer);
      expect(wildcard.body).toEqual([]);
      const all = await request(gateway.app).get('/api/admin/users').set('Authorization', admin.bearer);
      const chief = all.body.find((u: { id: string }) => u.id === admin.id);
      expect(chief.roles).toEqual({ admin: true, premium: true, company: true });
    });
  });
}
