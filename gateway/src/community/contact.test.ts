// POST /api/contact, against every available database driver: the row it stores and the two mails.
import { asc, count, eq } from 'drizzle-orm';
import request from 'supertest';
import type { Express } from 'express';
import { createApp, type GatewayApp } from '../app';
import { GENEROUS_RATE_LIMITS } from '../auth/test-accounts';
import { contactSubmissions, mailOutbox } from '../db/schema';
import { describeDriver, testConfig, testDrivers, type TestDatabase } from '../../test/support';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'I would like to hear about your events.' };
const TEAM = 'team@bullpen.test';

for (const driver of testDrivers) {
  describeDriver(driver)(`POST /api/contact (${driver.name})`, () => {
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

    async function rowCount(): Promise<number> {
      const [row] = await gateway.db.select({ n: count() }).from(contactSubmissions);
      return row?.n ?? 0;
    }

    async function mailCount(): Promise<number> {
      const [row] = await gateway.db.select({ n: count() }).from(mailOutbox);
      return row?.n ?? 0;
    }

    async function mailsTo(address: string) {
      return gateway.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(asc(mailOutbox.createdAt));
    }

    /** Sends a body that must be refused with `status`, and checks nothing was stored or sent. */
    async function expectRefused(body: string | object, status: number) {
      const before = await rowCount();
      const mailsBefore = await mailCount();
      const response = await request(app)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
      expect(response.status).toBe(status);
      expect(response.type).toBe('application/json');
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/);
      expect(await rowCount()).toBe(before);
      expect(await mailCount()).toBe(mailsBefore);
      return response.body.error as { code: string; message: string; fields?: Record<string, string> };
    }

    it('stores a valid message and answers 201 with its id', async () => {
      const response = await request(app).post('/api/contact').send({ ...valid, name: '  Ada Lovelace  ' });
      expect(response.status).toBe(201);
      expect(response.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const [row] = await gateway.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, response.body.id));
      expect(row).toMatchObject({ ...valid, company: null, formType: 'contact' });
      expect(row?.createdAt).toBeInstanceOf(Date);
    });

    it('notifies the team and confirms to the sender by e-mail', async () => {
      const sender = 'grace@example.com';
      const response = await request(app)
        .post('/api/contact')
        .send({ name: 'Grace Hopper', email: sender, company: 'Navy Capital', message: 'Do you run events in Rotterdam?' });
      expect(response.status).toBe(201);
      const [notification] = (await mailsTo(TEAM)).filter((mail) => mail.subject === 'Contact message from Grace Hopper');
      expect(notification?.textBody).toContain('Email: grace@example.com');
      expect(notification?.textBody).toContain('Company: Navy Capital');
      expect(notification?.textBody).toContain('Do you run events in Rotterdam?');
      const [confirmation] = await mailsTo(sender);
      expect(confirmation?.subject).toBe('We received your message');
      expect(confirmation?.textBody).toContain('We received your message and will get back to you');
    });

    it('confirms with fixed text only: the address is unverified, so the sender’s name and message are never repeated to it', async () => {
      const victim = 'victim@example.com';
      const words = { name: 'Win a prize at evil.example', message: 'Claim it now: https://evil.example/claim' };
      expect((await request(app).post('/api/contact').send({ ...words, email: victim })).status).toBe(201);
      const [confirmation] = await mailsTo(victim);
      for (const part of [confirmation?.subject, confirmation?.textBody, confirmation?.htmlBody ?? '']) {
        expect(part).not.toMatch(/evil|prize|claim/i);
      }
    });

    it('stores a company access request with its company, and an empty company as none', async () => {
      const access = await request(app)
        .post('/api/contact')
        .send({ ...valid, company: 'Acme Capital', formType: 'company_access' });
      const blank = await request(app).post('/api/contact').send({ ...valid, company: '  ' });
      expect([access.status, blank.status]).toEqual([201, 201]);
      const rows = await gateway.db.select().from(contactSubmissions);
      expect(rows.find((r) => r.id === access.body.id)).toMatchObject({ company: 'Acme Capital', formType: 'company_access' });
      expect(rows.find((r) => r.id === blank.body.id)?.company).toBeNull();
    });

    it('refuses a message without a name, naming the field', async () => {
      const error = await expectRefused({ email: valid.email, message: valid.message }, 400);
      expect(error).toEqual({
        code: 'invalid_input',
        message: 'name: Please enter your name',
        fields: { name: 'Please enter your name' },
      });
    });

    it('refuses a blank name', async () => {
      const error = await expectRefused({ ...valid, name: '   ' }, 400);
      expect(error.fields).toEqual({ name: 'Please enter your name' });
    });

    it('refuses an invalid e-mail address', async () => {
      const error = await expectRefused({ ...valid, email: 'ada.example.com' }, 400);
      expect(error.message).toBe('email: Please enter a valid email address');
      expect(error.fields).toEqual({ email: 'Please enter a valid email address' });
    });

    it('refuses fields of the wrong type, naming each', async () => {
      const error = await expectRefused({ ...valid, name: 42, company: ['x'], formType: 'spam' }, 400);
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['company', 'formType', 'name']);
      expect(error.fields?.name).toBe('Name must be text');
      expect(error.message).toContain('formType: Form type must be contact or company_access');
    });

    it('refuses texts over their limits', async () => {
      const error = await expectRefused({ ...valid, name: 'n'.repeat(201), message: 'm'.repeat(5001) }, 400);
      expect(error.fields).toEqual({
        name: 'Name must be at most 200 characters',
        message: 'Message must be at most 5000 characters',
      });
    });

    it('refuses a body that is not a JSON object', async () => {
      expect((await expectRefused('[1, 2]', 400)).message).toBe('Send the form as a JSON object');
      expect((await expectRefused('{"name": ', 400)).code).toBe('invalid_json');
    });

    it('refuses a body over 100 KB with 413', async () => {
      const error = await expectRefused({ ...valid, message: 'm'.repeat(101 * 1024) }, 413);
      expect(error.code).toBe('payload_too_large');
    });
  });
}
