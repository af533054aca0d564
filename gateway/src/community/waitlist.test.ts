// POST /api/waitlist, against every available database driver: the subscription row and the two mails.
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import { createApp, type GatewayApp } from '../app';
import { GENEROUS_RATE_LIMITS } from '../auth/test-accounts';
import { mailOutbox, waitlistSubscriptions } from '../db/schema';
import { describeDriver, testConfig, testDrivers, type TestDatabase } from '../../test/support';

const TEAM = 'team@bullpen.test';

for (const driver of testDrivers) {
  describeDriver(driver)(`POST /api/waitlist (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: GatewayApp;
    let app: Express;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createApp(testConfig({ ADMIN_NOTIFY_EMAIL: TEAM }), { database: database.connection, rateLimits: GENEROUS_RATE_LIMITS });
      app = gateway.app;
    });

    afterAll(async () => {
      await gateway?.close();
      await database?.dispose();
    });

    async function counts() {
      const [subscriptions] = await gateway.db.select({ n: count() }).from(waitlistSubscriptions);
      const [mails] = await gateway.db.select({ n: count() }).from(mailOutbox);
      return { subscriptions: subscriptions?.n ?? 0, mails: mails?.n ?? 0 };
    }

    const mailsTo = (address: string) => gateway.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

    async function expectRefused(body: string | object, status: number) {
      const before = await counts();
      const response = await request(app)
        .post('/api/waitlist')
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.status).toBe(status);
      expect(await counts()).toEqual(before);
      return response.body.error as { code: string; message: string; fields?: Record<string, string> };
    }

    it('adds an address, lower-cased, and answers 201', async () => {
      const response = await request(app).post('/api/waitlist').send({ email: '  Early.Bird@Example.com ' });
      expect(response.status).toBe(201);
      expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
      const [row] = await gateway.db.select().from(waitlistSubscriptions).where(eq(waitlistSubscriptions.id, response.body.id));
      expect(row?.email).toBe('early.bird@example.com');
    });

    it('tells the team and confirms to the subscriber by e-mail', async () => {
      await request(app).post('/api/waitlist').send({ email: 'second@example.com' }).expect(201);
      const notifications = (await mailsTo(TEAM)).filter((mail) => mail.subject === 'New waitlist subscription: second@example.com');
      expect(notifications).toHaveLength(1);
      const [confirmation] = await mailsTo('second@example.com');
      expect(confirmation?.subject).toBe("You're on the Bullpen AI Hub waitlist");
      expect(confirmation?.textBody).toContain("Thank you for subscribing! We'll notify you when our MVP is ready.");
      expect(confirmation?.textBody).toContain('50% off platform features');
    });

    it('answers a second sign-up of the same address (any case) with 200 and already: true, sending nothing', async () => {
      await request(app).post('/api/waitlist').send({ email: 'twice@example.com' }).expect(201);
      const before = await counts();
      const again = await request(app).post('/api/waitlist').send({ email: 'TWICE@example.com' });
      expect([again.status, again.body]).toEqual([200, { already: true }]);
      expect(await counts()).toEqual(before);
    });

    it('refuses a missing e-mail address', async () => {
      const error = await expectRefused({}, 400);
      expect(error.fields).toEqual({ email: 'Please enter your email address' });
    });

    it('refuses an invalid e-mail address', async () => {
      const error = await expectRefused({ email: 'not-an-address' }, 400);
      expect(error.message).toBe('email: Please enter a valid email address');
    });

    it('refuses a body that is not a JSON object, or over 100 KB', async () => {
      expect((await expectRefused('["x@example.com"]', 400)).message).toBe('Send the form as a JSON object');
      expect((await expectRefused({ email: `${'a'.repeat(101 * 1024)}@example.com` }, 413)).code).toBe('payload_too_large');
    });
  });
}
