// GET /api/events and GET /api/community/info, against every available database driver.
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createApp, type GatewayApp } from '../app';
import { events } from '../db/schema';
import { describeDriver, testConfig, testDrivers, type TestDatabase } from '../../test/support';
import { readEventSeed } from './event-seed';

for (const driver of testDrivers) {
  describeDriver(driver)(`community events and info (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: GatewayApp;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createApp(testConfig({ CONTACT_EMAIL: 'hello@bullpen.test' }), { database: database.connection });
    });

    afterAll(async () => {
      await gateway?.close();
      await database?.dispose();
    });

    it('serves the eight seeded events, soonest first, with every field', async () => {
      const response = await request(gateway.app).get('/api/events');
      expect(response.status).toBe(200);
      const served = response.body.events as Array<{ id: string; date: string }>;
      const seed = readEventSeed();
      expect(served).toHaveLength(8);
      expect(served.map((e) => e.date)).toEqual([...served.map((e) => e.date)].sort());
      expect(served).toEqual(expect.arrayContaining(seed.map((event) => expect.objectContaining(event))));
      expect(Object.keys(served[0]!).sort()).toEqual(Object.keys(seed[0]!).sort());
    });

    it('seeds only once, so edits and deletions in the table stick across restarts', async () => {
      const [first] = readEventSeed();
      await gateway.db.delete(events).where(eq(events.id, first!.id));
      const restarted = await createApp(testConfig(), { database: database.connection });
      const response = await request(restarted.app).get('/api/events');
      await restarted.close();
      expect(response.body.events).toHaveLength(7);
      expect(response.body.events.map((e: { id: string }) => e.id)).not.toContain(first!.id);
    });

    it('gives the contact address from CONTACT_EMAIL', async () => {
      const response = await request(gateway.app).get('/api/community/info');
      expect([response.status, response.body]).toEqual([200, { contactEmail: 'hello@bullpen.test' }]);
    });
  });
}

describe('readEventSeed', () => {
  it('names the entry and field of an invalid event', () => {
    expect(() => readEventSeed([{ id: 'Bad Id' }])).toThrow(/events\.json entry 0: id:/);
  });

  it('refuses an id used twice', () => {
    const [event] = readEventSeed();
    expect(() => readEventSeed([event, event])).toThrow('events.json entry 1: id inside-leveraged-finance is used twice');
  });
});
