// Recruiters whose company role comes from the database (issue 19): an account an admin granted the
// company role passes the company login check whatever its domain, and the public demo shows the
// labelled sample candidates to anyone, DEMO_MODE or not.
import type { Express } from 'express';
import request from 'supertest';
import { migrate } from '../db/migrate';
import { describeDriver, testConfig, testDrivers, type TestDatabase } from '../../test/support';
import { SAMPLE_CANDIDATES } from './sample-candidates';
import { ADMIN_EMAIL, COMPANY_DOMAIN, addPerson, worldApp, worldEnv, type Person } from './test-world';

const loginCheck = (app: Express, email: string) => request(app).post('/api/company/login-check').send({ email });

for (const driver of testDrivers) {
  describeDriver(driver)(`recruiter access (${driver.name})`, () => {
    let database: TestDatabase;
    let app: Express;
    let admin: Person;
    let granted: Person;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
      const { db } = database.connection;
      app = worldApp(db, testConfig(worldEnv));
      admin = await addPerson(db, app, ADMIN_EMAIL, { fullName: 'Ada Admin' });
      granted = await addPerson(db, app, 'gina.recruiter@gmail.com', { fullName: 'Gina Recruiter' });
      await addPerson(db, app, 'sam.student@gmail.com', { fullName: 'Sam Student' });
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it('refuses a foreign domain until an admin grants the company role, then accepts it in any case', async () => {
      expect((await loginCheck(app, 'gina.recruiter@gmail.com')).body.error.code).toBe('invalid_email_domain');
      const grant = await request(app).post(`/api/admin/users/${granted.id}/roles`).set('Authorization', admin.auth).send({ role: 'company', granted: true });
      expect(grant.body.roles.company).toBe(true);

      const accepted = await loginCheck(app, 'Gina.Recruiter@GMAIL.com');
      expect(accepted.status).toBe(200);
      expect(accepted.body).toEqual({ allowed: true });
      // The granted account then uses the portal like any recruiter.
      expect((await request(app).get('/api/company/talent').set('Authorization', granted.auth)).status).toBe(200);
    });

    it('still refuses, with the spec message, an account of that domain without the role, and an unknown address', async () => {
      for (const email of ['sam.student@gmail.com', 'nobody@gmail.com']) {
        const refused = await loginCheck(app, email);
        expect(refused.status).toBe(400);
        expect(refused.body.error).toMatchObject({ code: 'invalid_email_domain', message: 'Please use your company email address' });
      }
    });

    it('accepts an admin, who holds the company role, and the company domains as before', async () => {
      expect((await loginCheck(app, ADMIN_EMAIL)).status).toBe(200);
      expect((await loginCheck(app, `new.hire@${COMPANY_DOMAIN}`)).status).toBe(200);
    });

    it('refuses the account again once the role is removed', async () => {
      await request(app).post(`/api/admin/users/${granted.id}/roles`).set('Authorization', admin.auth).send({ role: 'company', granted: false });
      expect((await loginCheck(app, 'gina.recruiter@gmail.com')).status).toBe(400);
    });

    it('shows a visitor the public demo: the sample candidates only, each marked as a sample, without DEMO_MODE', async () => {
      const demo = await request(app).get('/api/company/demo/talent');
      expect(demo.status).toBe(200);
      const shown = [...demo.body.topPerformers, ...demo.body.mostImproved] as Array<{ id: string; sample: boolean; name: string }>;
      expect(demo.body.topPerformers).toHaveLength(SAMPLE_CANDIDATES.length);
      expect(shown.every((entry) => entry.sample)).toBe(true);
      expect(new Set(shown.map((entry) => entry.id))).toEqual(new Set(SAMPLE_CANDIDATES.map((sample) => sample.id)));
      expect(demo.body.topPerformers[0]).toMatchObject({ rank: 1, name: 'Lukas Brandt' });
      // The real talent list stays closed to visitors.
      expect((await request(app).get('/api/company/talent')).status).toBe(401);
    });
  });
}
