// The server decides the day practice counts for: the browser's local date is taken only within one
// day of the server's UTC date (time zones), any other date is ignored; the clock is injected.
import { randomUUID } from 'node:crypto';
import { migrate } from '../db/migrate';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import { activityDate } from './activity-date';
import { awardProgress, getProgress } from './service';

const at = (iso: string) => new Date(iso);

describe('activityDate', () => {
  it('takes the browser’s date within one day of the server’s UTC date', () => {
    expect(activityDate('2026-11-25', at('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
    // Auckland is already tomorrow, Honolulu still yesterday.
    expect(activityDate('2026-11-26', at('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(activityDate('2026-11-24', at('2026-11-25T00:30:00Z'))).toBe('2026-11-24');
  });

  it('ignores any other date, and no date, for the server’s UTC date', () => {
    const now = at('2026-11-25T12:00:00Z');
    for (const date of ['2031-01-01', '2026-11-27', '2026-11-23', '1999-12-31', undefined]) {
      expect([date, activityDate(date, now)]).toEqual([date, '2026-11-25']);
    }
  });
});

for (const driver of testDrivers) {
  describeDriver(driver)(`awardProgress dates (${driver.name})`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await driver.open();
      await migrate(database.connection);
    });

    afterAll(async () => {
      await database?.dispose();
    });

    it('records the server’s day when the browser sends a date far ahead, so no streak can be walked forward', async () => {
      const user = randomUUID();
      const { db } = database.connection;
      const now = at('2026-11-25T10:00:00Z');
      await awardProgress(db, user, { xp: 10, today: '2031-01-01', now });
      expect((await getProgress(db, user)).lastActiveDate).toBe('2026-11-25');
      // Each day after is the next day of the streak, whatever the browser claims.
      for (const [day, claimed] of [['2026-11-26', '2031-01-02'], ['2026-11-27', '2026-11-27']] as const) {
        await awardProgress(db, user, { xp: 10, today: claimed, now: at(`${day}T10:00:00Z`) });
      }
      expect(await getProgress(db, user)).toMatchObject({ lastActiveDate: '2026-11-27', streakDays: 3 });
    });
  });
}
